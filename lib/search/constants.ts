/** Search constants (spec §9, from the shared lib/search-constants.ts) and index names. Browser-safe. */
import {
  CATEGORY_FACET_LIMIT as FACET_LIMIT,
  RESULT_DESCRIPTION_LENGTH as RESULT_LENGTH,
  RESULTS_HITS_PER_PAGE,
  SEARCH_MAX_LENGTH,
  STALL_THRESHOLD_MS,
  SUGGESTION_DESCRIPTION_LENGTH as SUGGESTION_LENGTH,
  SUGGESTION_HITS_PER_SOURCE,
} from '../search-constants';

export const HITS_PER_SOURCE = SUGGESTION_HITS_PER_SOURCE;
export const HITS_PER_PAGE = RESULTS_HITS_PER_PAGE;
export const MAX_QUERY_LENGTH = SEARCH_MAX_LENGTH;
export const SUGGESTION_DESCRIPTION_LENGTH = SUGGESTION_LENGTH;
export const RESULT_DESCRIPTION_LENGTH = RESULT_LENGTH;
export const CATEGORY_FACET_LIMIT = FACET_LIMIT;
export const STALL_DELAY_MS = STALL_THRESHOLD_MS;
export const DEFAULT_INDEX_PREFIX = 'sanity_production';
/**
 * The query keys of a category page's filters, sort and shown pages (components/search/url-state.ts; the price form
 * sends its bounds as price_min and price_max): with any of them it renders per request (next.config.ts).
 */
export const LISTING_QUERY_KEYS = ['flavour', 'size', 'price', 'price_min', 'price_max', 'rating', 'sort', 'page'] as const;

/** InstantSearch's own highlight markers (what it sends when escapeHTML is on). */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/** The four indexes, in the order the suggestions and the tabs show them. */
export const INDEX_KINDS = ['products', 'categories', 'blogs', 'pages'] as const;
export type IndexKind = (typeof INDEX_KINDS)[number];

export function indexName(prefix: string, kind: IndexKind): string {
  return `${prefix || DEFAULT_INDEX_PREFIX}_${kind}`;
}

export function indexNames(prefix: string): Record<IndexKind, string> {
  return {
    products: indexName(prefix, 'products'),
    categories: indexName(prefix, 'categories'),
    blogs: indexName(prefix, 'blogs'),
    pages: indexName(prefix, 'pages'),
  };
}
