/**
 * The product sorts (category pages and the search results' Products tab). Relevance is the products index
 * itself; every other sort is a replica index named `{products index}_{key}` (`sanity_production_products_price_asc`),
 * whose ranking sorts by its attributes first and by relevance after (an Algolia standard replica). search:sync
 * configures the replicas in Algolia; the embedded engine answers the same names. Browser-safe.
 */
import { indexName } from './constants';

type ProductSortKey = 'relevance' | 'price_asc' | 'price_desc' | 'rating_desc' | 'newest';

export interface SortCriterion {
  attribute: string;
  order: 'asc' | 'desc';
}

interface ProductSort {
  key: ProductSortKey;
  label: string;
  /** What the replica sorts by before relevance (none for Relevance: the products index). */
  ranking: SortCriterion[];
}

export const DEFAULT_SORT: ProductSortKey = 'relevance';

/** In the order the sort menu lists them. 'Newest' is the latest created: both stores number products in creation order. */
export const PRODUCT_SORTS: readonly ProductSort[] = [
  { key: 'relevance', label: 'Relevance', ranking: [] },
  { key: 'price_asc', label: 'Price low to high', ranking: [{ attribute: 'price', order: 'asc' }] },
  { key: 'price_desc', label: 'Price high to low', ranking: [{ attribute: 'price', order: 'desc' }] },
  {
    key: 'rating_desc',
    label: 'Top rated',
    ranking: [
      { attribute: 'averageRating', order: 'desc' },
      { attribute: 'reviewCount', order: 'desc' },
    ],
  },
  { key: 'newest', label: 'Newest', ranking: [{ attribute: 'productId', order: 'desc' }] },
];

/** The replica sorts (every sort but Relevance). */
export const REPLICA_SORTS: readonly ProductSort[] = PRODUCT_SORTS.filter((sort) => sort.ranking.length > 0);

/** The index a sort searches, from the products index name: itself for Relevance, its replica otherwise. */
export function replicaOf(productsIndex: string, key: ProductSortKey): string {
  return key === DEFAULT_SORT ? productsIndex : `${productsIndex}_${key}`;
}

/** The index a sort searches, from the index prefix. */
export function sortIndexName(prefix: string, key: ProductSortKey): string {
  return replicaOf(indexName(prefix, 'products'), key);
}

/** Every replica index name of the products index. */
export function replicaIndexNames(prefix: string): string[] {
  return REPLICA_SORTS.map((sort) => sortIndexName(prefix, sort.key));
}

/** The `sort` URL value to a sort key; anything unknown (or absent) is Relevance. */
export function sortFromParam(value: unknown): ProductSortKey {
  const raw = Array.isArray(value) ? value[0] : value;
  return PRODUCT_SORTS.find((sort) => sort.key === raw)?.key ?? DEFAULT_SORT;
}

/** The sort an index name stands for (Relevance for the products index itself and anything unknown). */
export function sortOfIndex(productsIndex: string, name: string | undefined): ProductSortKey {
  return PRODUCT_SORTS.find((sort) => replicaOf(productsIndex, sort.key) === name)?.key ?? DEFAULT_SORT;
}
