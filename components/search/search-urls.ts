/** Where the search UI leads: the results page and its tabs, the hits and the suggestions; and the tabs' labels. */
import { INDEX_KINDS, type IndexKind } from '@/lib/search/constants';

export const SEARCH_RESULTS_PATH = '/search-results-page';

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
 * Where a chosen suggestion opens (`/{slug}`). Product slugs are bare (`/whey-protein-isolate`), which answers with
 * a 301 to the product's canonical `/products/{slug}`; other slugs are full paths already.
 */
export function suggestionHref(slug: string): string {
  return `/${slug.replace(/^\/+/, '')}`;
}

/** The results page for a query on a tab (the Products tab writes no `t`). */
export function searchResultsHref(query: string, tab?: IndexKind): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (tab && tab !== 'products') params.set('t', tab);
  const qs = params.toString();
  return qs ? `${SEARCH_RESULTS_PATH}?${qs}` : SEARCH_RESULTS_PATH;
}
