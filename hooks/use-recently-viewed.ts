import { useSyncExternalStore } from 'react';
import type { PriceRange, Product, ProductOptionValue } from '@/lib/commerce/types';

/** The browser's local storage key; entries have `product`. Newest first, no duplicates, at most 12. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;
const CHANGE_EVENT = 'recently-viewed-change';

/** The small snapshot of a product kept in local storage: enough for a product card and its quick add. */
export interface RecentProduct {
  id: number;
  slug: string;
  name: string;
  image: { url: string; altText: string } | null;
  priceRange: PriceRange;
  retailPriceRange: PriceRange | null;
  averageRating: number;
  reviewCount: number;
  shortDescription: string;
  minQuantity: number;
  maxQuantity: number;
  variants: { id: number; options: ProductOptionValue[]; inventory: number; purchasable: boolean }[];
}

export interface RecentlyViewedEntry {
  product: RecentProduct;
  /** ISO time of the latest view. */
  viewedAt: string;
}

export type RecentlyViewedState =
  | { status: 'loading' }
  | { status: 'ready'; products: RecentProduct[] }
  | { status: 'error' };

export function toRecentProduct(product: Product): RecentProduct {
  const image = product.images.find((candidate) => candidate.isDefault) ?? product.images[0] ?? null;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: image ? { url: image.url, altText: image.altText } : null,
    priceRange: { minCents: product.priceRange.minCents, maxCents: product.priceRange.maxCents },
    retailPriceRange: product.retailPriceRange ? { ...product.retailPriceRange } : null,
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    shortDescription: product.shortDescription,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      options: variant.options.map((option) => ({ name: option.name, value: option.value })),
      inventory: variant.inventory,
      purchasable: variant.purchasable,
    })),
  };
}

function isRecentProduct(value: unknown): value is RecentProduct {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<RecentProduct>;
  return (
    typeof product.id === 'number' &&
    typeof product.slug === 'string' &&
    typeof product.name === 'string' &&
    typeof product.priceRange === 'object' &&
    product.priceRange !== null &&
    Array.isArray(product.variants)
  );
}

/** The stored list; entries that are not a product snapshot are dropped. Throws when the value is not a JSON list. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (raw === null || raw === '') return [];
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) throw new Error(`${RECENTLY_VIEWED_KEY} is not a list`);
  return value.flatMap((entry: unknown) => {
    const product = (entry as { product?: unknown } | null)?.product;
    if (!isRecentProduct(product)) return [];
    const viewedAt = (entry as { viewedAt?: unknown }).viewedAt;
    return [{ product, viewedAt: typeof viewedAt === 'string' ? viewedAt : '' }];
  });
}

/** The list after viewing `product`: it moves (or is added) to the front, no duplicates, at most 12. */
export function addRecentlyViewed(entries: RecentlyViewedEntry[], product: RecentProduct, now = new Date()): RecentlyViewedEntry[] {
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
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addRecentlyViewed(entries, toRecentProduct(product))));
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
