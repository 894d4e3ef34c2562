import { useSyncExternalStore } from 'react';
import { toProductSummary } from '@/lib/commerce/product-summary';
import type { Product, ProductSummary } from '@/lib/commerce/types';

/** The browser's local storage key; entries have `product`. Newest first, no duplicates, at most 12. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;
const CHANGE_EVENT = 'recently-viewed-change';

export interface RecentlyViewedEntry {
  product: ProductSummary;
  /** ISO time of the latest view. */
  viewedAt: string;
}

type RecentlyViewedState =
  | { status: 'loading' }
  | { status: 'ready'; products: ProductSummary[] }
  | { status: 'error' };

/**
 * A stored entry's product as a ProductSummary, or null when it is not a product snapshot. Fields an older snapshot
 * lacks get the card's defaults (no description or stars, sold-out variants without stock figures).
 */
function snapshotFrom(value: unknown): ProductSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<ProductSummary>;
  const { id, slug, name, priceRange, variants } = stored;
  if (typeof id !== 'number' || typeof slug !== 'string' || typeof name !== 'string') return null;
  if (typeof priceRange !== 'object' || priceRange === null || !Array.isArray(variants)) return null;
  return {
    id,
    slug,
    name,
    shortDescription: stored.shortDescription ?? '',
    image: stored.image ?? null,
    averageRating: stored.averageRating ?? 0,
    reviewCount: stored.reviewCount ?? 0,
    minQuantity: stored.minQuantity ?? 0,
    maxQuantity: stored.maxQuantity ?? 0,
    variants: variants.map((variant) => ({
      id: variant.id,
      options: variant.options ?? [],
      inventory: variant.inventory ?? 0,
      purchasable: variant.purchasable ?? true,
    })),
    priceRange,
    retailPriceRange: stored.retailPriceRange ?? null,
  };
}

/** The stored list; entries that are not a product snapshot are dropped. Throws when the value is not a JSON list. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (raw === null || raw === '') return [];
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) throw new Error(`${RECENTLY_VIEWED_KEY} is not a list`);
  return value.flatMap((entry: unknown) => {
    const product = snapshotFrom((entry as { product?: unknown } | null)?.product);
    if (!product) return [];
    const viewedAt = (entry as { viewedAt?: unknown }).viewedAt;
    return [{ product, viewedAt: typeof viewedAt === 'string' ? viewedAt : '' }];
  });
}

/** The list after viewing `product`: it moves (or is added) to the front, no duplicates, at most 12. */
export function addRecentlyViewed(entries: RecentlyViewedEntry[], product: ProductSummary, now = new Date()): RecentlyViewedEntry[] {
  return [{ product, viewedAt: now.toISOString() }, ...entries.filter((entry) => entry.product.id !== product.id)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
}

/** Records a product view in local storage (a broken stored list is replaced). Browser only. */
export function recordRecentlyViewed(product: Product): void {
  let entries: RecentlyViewedEntry[] = [];
  try {
    entries = parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    entries = [];
  }
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(entries, toProductSummary(product))));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  } catch {
    // Storage full or disabled: recently viewed is a convenience, the page works without it.
  }
}

/* The store useSyncExternalStore reads: the stored string, parsed once per change. */
const LOADING: RecentlyViewedState = { status: 'loading' };
let cached: { raw: string | null; state: RecentlyViewedState } | null = null;

function snapshot(): RecentlyViewedState {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    raw = '\u0000unavailable';
  }
  if (cached && cached.raw === raw) return cached.state;
  let state: RecentlyViewedState;
  try {
    if (raw === '\u0000unavailable') throw new Error('localStorage is unavailable');
    state = { status: 'ready', products: parseRecentlyViewed(raw).map((entry) => entry.product) };
  } catch {
    state = { status: 'error' };
  }
  cached = { raw, state };
  return state;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The recently viewed products, newest first. Local storage is read only in the browser after hydration (the
 * server and the first client render see 'loading'), so there is no hydration mismatch.
 */
export function useRecentlyViewed(): RecentlyViewedState {
  return useSyncExternalStore(subscribe, snapshot, () => LOADING);
}
