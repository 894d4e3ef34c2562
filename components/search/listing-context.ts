import { createContext, useContext } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { IndexKind } from '@/lib/search/constants';
import { stateToRoute, type RouteScope, type SearchRouteState } from './url-state';

export interface ListingPage {
  /** The page's path: where the listing's GET forms and links lead (/search-results-page, /categories/…). */
  path: string;
  indexName: string;
  tab: IndexKind;
  scope: RouteScope;
  /** Rewrites the page's URL in place (no new history entry): how many pages 'Show more' shows. */
  replaceUrl?: (url: string) => void;
  /** When the listing was opened showing several pages: shows `count` pages ('Show more' asks for one more). */
  showPages?: (count: number) => void;
}

export const ListingPageContext = createContext<ListingPage | null>(null);

/** The listing's page and the URL state it shows now (what its links and forms start from). */
export function useListingRoute(): ListingPage & { route: SearchRouteState } {
  const page = useContext(ListingPageContext);
  if (!page) throw new Error('useListingRoute needs a ListingPageContext provider (SearchResults, CategoryListing)');
  const { uiState } = useInstantSearch();
  return { ...page, route: stateToRoute(uiState, page.indexName, page.tab, page.scope) };
}
