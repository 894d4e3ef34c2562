/** Search limits, index names and the listing query keys. Browser-safe. */
/** The longest query the search box and the search API take (characters). */
export const MAX_QUERY_LENGTH = 512;
/** Suggestions shown under the header's search box, per index. */
export const HITS_PER_SOURCE = 5;
/** Results per page on the search results page and the category listings. */
export const HITS_PER_PAGE = 12;
/** Where a suggestion's and a result's description are cut (characters). */
export const SUGGESTION_DESCRIPTION_LENGTH = 150;
export const RESULT_DESCRIPTION_LENGTH = 248;
/** Category facet values asked for at most (the whole category menu). */
export const CATEGORY_FACET_LIMIT = 500;
/** How long a search may run before the listing shows that it is loading. */
export const STALL_DELAY_MS = 300;
const DEFAULT_INDEX_PREFIX = 'sanity_production';
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
