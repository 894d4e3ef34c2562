import { act, renderHook } from '@testing-library/react';
import { makeProduct, WHEY } from '@/tests/support/cart/cart-test-utils';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  recordRecentlyViewed,
  useRecentlyViewed,
  type RecentlyViewedEntry,
} from '@/hooks/use-recently-viewed';
import { useRecordView } from '@/hooks/use-record-view';
import { toProductSummary } from '@/lib/commerce/product-summary';

const product = (id: number) => makeProduct({ id, slug: `product-${id}`, name: `Product ${id}` });
const stored = (): RecentlyViewedEntry[] => JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]');

beforeEach(() => window.localStorage.clear());

describe('recently viewed list', () => {
  it('puts the newest view first', () => {
    let entries: RecentlyViewedEntry[] = [];
    for (const id of [1, 2, 3]) entries = addRecentlyViewed(entries, toProductSummary(product(id)));
    expect(entries.map((entry) => entry.product.id)).toEqual([3, 2, 1]);
  });

  it('keeps no duplicates: viewing a product again moves it to the front', () => {
    let entries: RecentlyViewedEntry[] = [];
    for (const id of [1, 2, 3, 1]) entries = addRecentlyViewed(entries, toProductSummary(product(id)));
    expect(entries.map((entry) => entry.product.id)).toEqual([1, 3, 2]);
  });

  it('keeps at most 12, dropping the oldest', () => {
    let entries: RecentlyViewedEntry[] = [];
    for (let id = 1; id <= 15; id += 1) entries = addRecentlyViewed(entries, toProductSummary(product(id)));
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(entries).toHaveLength(12);
    expect(entries[0].product.id).toBe(15);
    expect(entries[11].product.id).toBe(4);
  });

  it('parses the stored list, dropping entries that are not products, and throws on a broken value', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    const good = { product: toProductSummary(product(1)), viewedAt: '2024-01-01T00:00:00.000Z' };
    expect(parseRecentlyViewed(JSON.stringify([good, { product: { id: 'x' } }, null, 4]))).toEqual([good]);
    expect(() => parseRecentlyViewed('{not json')).toThrow();
    expect(() => parseRecentlyViewed('{"a":1}')).toThrow();
  });

  it('reads a snapshot stored without the newer fields as a card with their defaults', () => {
    const old = { id: 7, slug: 'old', name: 'Old Whey', priceRange: { minCents: 100, maxCents: 200 }, variants: [{ id: 70 }] };
    expect(parseRecentlyViewed(JSON.stringify([{ product: old, viewedAt: 'then' }]))).toEqual([
      {
        product: {
          ...old,
          shortDescription: '',
          image: null,
          averageRating: 0,
          reviewCount: 0,
          minQuantity: 0,
          maxQuantity: 0,
          variants: [{ id: 70, options: [], inventory: 0, purchasable: true }],
          retailPriceRange: null,
        },
        viewedAt: 'then',
      },
    ]);
  });

  it('records views in localStorage under recentlyViewed, entries with product', () => {
    recordRecentlyViewed(product(1));
    recordRecentlyViewed(product(2));
    recordRecentlyViewed(product(1));
    expect(stored().map((entry) => entry.product.id)).toEqual([1, 2]);
    expect(stored()[0].viewedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('replaces a broken stored list when recording', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, 'broken');
    recordRecentlyViewed(product(5));
    expect(stored().map((entry) => entry.product.id)).toEqual([5]);
  });
});

describe('useRecentlyViewed', () => {
  it('reads the list after mount and follows new views', () => {
    recordRecentlyViewed(product(1));
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual({ status: 'ready', products: [expect.objectContaining({ id: 1 })] });
    act(() => recordRecentlyViewed(product(2)));
    expect(result.current.status === 'ready' && result.current.products.map((p) => p.id)).toEqual([2, 1]);
  });

  it('reports an error for a broken stored value', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{oops');
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual({ status: 'error' });
  });

  it('useRecordView records the page product after mount', () => {
    renderHook(() => useRecordView(WHEY));
    expect(stored().map((entry) => entry.product.slug)).toEqual(['whey-protein-isolate']);
  });
});
