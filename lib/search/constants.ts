/** Search limits, index names and the search page's address. Browser-safe. */
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
export const DEFAULT_INDEX_PREFIX = 'sanity_production';
export const SEARCH_RESULTS_PATH = '/search-results-page';
/** The query keys of a category page's filters and sort: with any of them it renders per request (next.config.ts). */
export const LISTING_QUERY_KEYS = ['flavour', 'size', 'price', 'rating', 'sort'] as const;

/** InstantSearch's own highlight markers (what it sends when escapeHTML is on). */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/** The four indexes, in the order the suggestions and the tabs show them. */
export const INDEX_KINDS = ['products', 'categories', 'blogs', 'pages'] as const;
export type IndexKind = (typeof INDEX_KINDS)[number];

export const TAB_LABELS: Record<IndexKind, string> = {
  products: 'Products',
  categories: 'Categories',
  blogs: 'Blogs',
  pages: 'Information Pages',
};

export const SUGGESTION_GROUP_LABELS: Record<IndexKind, string> = {
  products: 'Products',
  categories: 'Categories',
  blogs: 'Blogs',
  pages: 'Pages',
};

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

/** `t` query value to a tab: anything unknown selects products. */
export function tabFromParam(value: unknown): IndexKind {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && (INDEX_KINDS as readonly string[]).includes(raw) ? (raw as IndexKind) : 'products';
}

/** Where a hit opens: products at /products/{slug}, everything else at /{slug} (slugs are full paths). */
export function hitHref(kind: IndexKind, slug: string): string {
  const clean = slug.replace(/^\/+/, '');
  return kind === 'products' ? `/products/${clean}` : `/${clean}`;
}

/**
 * Where a chosen suggestion opens: `/{slug}`. Product slugs are bare (`/whey-protein-isolate`), which
 * answers with a 301 to the product's canonical `/products/{slug}`; other slugs are full paths already.
 */
export function suggestionHref(slug: string): string {
  return `/${slug.replace(/^\/+/, '')}`;
}

export function searchResultsHref(query: string, tab?: IndexKind): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (tab && tab !== 'products') params.set('t', tab);
  const qs = params.toString();
  return qs ? `${SEARCH_RESULTS_PATH}?${qs}` : SEARCH_RESULTS_PATH;
}
