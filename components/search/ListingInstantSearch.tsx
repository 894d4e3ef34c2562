import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SearchClient, UiState } from 'instantsearch.js';
import { Configure, InstantSearch } from 'react-instantsearch';
import { HITS_PER_PAGE, STALL_DELAY_MS, type IndexKind } from '@/lib/search/constants';
import { DisposeServerInstance, RenderMountedWidgets } from './InstanceLifecycle';
import { createListingRouting } from './listing-router';
import { ListingPageContext, type ListingPage } from './listing-context';
import ShownPagesReset from './ShownPagesReset';
import { canonicalRouteQuery, MAX_SHOWN_PAGES, routeQueryString, shownPages, stateToRoute } from './url-state';

/** What the cards of each tab show (smaller answers; the variants and the limits per order stay for the quick-add buttons). */
const RETRIEVE: Record<IndexKind, string[]> = {
  products: ['productId', 'slug', 'title', 'shortDescription', 'price', 'priceRange', 'retailPriceRange', 'averageRating', 'reviewCount', 'stars', 'images', 'sku', 'minQuantity', 'maxQuantity', 'variants'],
  categories: ['slug', 'title', 'description'],
  blogs: ['slug', 'title', 'author', 'featuredImage', 'estimatedReadingTime'],
  pages: ['slug', 'title', 'description'],
};

interface ListingInstantSearchProps {
  page: ListingPage;
  client: SearchClient;
  /** Writes a URL of the listing (the Next router's shallow push, or replace). */
  push: (url: string, options?: { replace?: boolean }) => void;
  /** The request URL (server rendering reads the state from it). */
  serverUrl?: string;
  /** A fixed filter, never shown as an applied (removable) one: a category page's category. */
  filters?: string;
  children: ReactNode;
}

/**
 * One listing's InstantSearch (the search results' tab, a category page's products): its state kept in the page's
 * URL (listing-router.ts), the cards' fields, and the pages shown at once.
 */
export default function ListingInstantSearch({ page, client, push, serverUrl, filters, children }: ListingInstantSearchProps) {
  const [routing] = useState(() =>
    createListingRouting({ tab: page.tab, indexName: page.indexName, serverUrl, push, scope: page.scope, basePath: page.path }),
  );
  // 'Show more' followed without JavaScript asks for more pages (`page`): the first search shows them all. So does
  // Back or Forward to an entry of the page: it shows as many as its URL says, as a reload of it would.
  const [pages, setPages] = useState(() => shownPages(typeof window === 'undefined' ? new URL(serverUrl ?? page.path, 'http://localhost').search : window.location.search));
  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname === page.path) setPages(shownPages(window.location.search));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [page.path]);
  // A refinement shows one page again (ShownPagesReset).
  const resetPages = useCallback(() => setPages(1), []);
  const routeOf = useCallback((uiState: UiState) => routeQueryString(stateToRoute(uiState, page.indexName, page.tab, page.scope)), [page]);
  const urlRoute = useCallback(() => canonicalRouteQuery(window.location.search, page.indexName, page.tab, page.scope), [page]);
  // Opened at several pages, 'Show more' asks for one page more of the same kind (12 more on the first page of 36,
  // where InstantSearch's next page would be the next 36).
  const context = useMemo<ListingPage>(
    () => ({
      ...page,
      replaceUrl: (url) => push(url, { replace: true }),
      showPages: pages > 1 ? (count: number) => setPages(Math.min(count, MAX_SHOWN_PAGES)) : undefined,
    }),
    [page, push, pages],
  );
  return (
    <ListingPageContext value={context}>
      <InstantSearch
        searchClient={client}
        indexName={page.indexName}
        routing={routing}
        stalledSearchDelay={STALL_DELAY_MS}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure
          hitsPerPage={HITS_PER_PAGE * pages}
          {...(filters === undefined ? {} : { filters })}
          attributesToRetrieve={RETRIEVE[page.tab]}
          attributesToHighlight={['title']}
        />
        <ShownPagesReset routeOf={routeOf} urlRoute={urlRoute} onReset={resetPages} />
        <DisposeServerInstance />
        {children}
        <RenderMountedWidgets />
      </InstantSearch>
    </ListingPageContext>
  );
}
