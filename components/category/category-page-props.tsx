/**
 * Server only: the props of a category page (pages/categories and pages/category-listing). The products come from
 * the search index (filtered on the category, with the URL's filters and sort), rendered on the server.
 */
import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import CategoryListing from '@/components/search/CategoryListing';
import { categoryPageJsonLd } from '@/components/seo/page-json-ld';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import { breadcrumbTrail } from '@/lib/navigation';
import { parseRouteQuery, shownPages, shownPagesHref } from '@/components/search/url-state';
import { LISTING_QUERY_KEYS, indexName } from '@/lib/search/constants';
import { getServerSearchClient } from '@/lib/search/server-client';
import { publicConfig } from '@/lib/public-config';
import type { CategoryPageProps } from './CategoryPage';

interface CategoryPropsOptions {
  preview: boolean;
  /** The request's query (the filtered pages); none for the bare page. */
  query?: Record<string, string | string[] | undefined>;
  /**
   * The bare page is built by ISR: a failed search throws, so Next keeps serving the last good version. A filtered
   * page renders without its server state instead (the browser searches on its own).
   */
  searchRequired: boolean;
}

/** The listing URL of a query (only its filter, sort and page keys, in the page's own spelling). */
function listingUrl(path: string, query: CategoryPropsOptions['query']): string {
  const params = new URLSearchParams();
  for (const key of LISTING_QUERY_KEYS) {
    const value = query?.[key];
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return shownPagesHref(path, parseRouteQuery(params.toString()), shownPages(params.toString()));
}

export async function categoryPageProps(slug: string, options: CategoryPropsOptions): Promise<CategoryPageProps | null> {
  const category = await getContent().getCategory(`categories/${slug}`, { preview: options.preview });
  if (!category) return null;
  const path = `/${category.slug}`;
  const productsIndex = indexName(getConfig().search.indexPrefix, 'products');
  const serverUrl = `http://localhost${listingUrl(path, options.query)}`;
  let serverState: InstantSearchServerState | null = null;
  try {
    const state = await getServerState(
      <CategoryListing categoryId={category.id} path={path} productsIndex={productsIndex} serverUrl={serverUrl} searchClient={getServerSearchClient()} />,
      { renderToString },
    );
    // Plain JSON for the page props (the state may hold class instances and undefined values).
    serverState = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  } catch (error) {
    if (options.searchRequired) throw error;
    console.error('[category] server-side search failed', error);
  }
  const trail = breadcrumbTrail(...category.trail);
  const structuredData = categoryPageJsonLd({ trail, body: category.body }, publicConfig.siteUrl);
  return { category, trail, productsIndex, serverUrl, serverState, navigationId: randomUUID(), structuredData };
}
