/**
 * The listings' InstantSearch routing: the URL read on start and on Back/Forward, the state written 400 ms after it
 * settles (typing in the results box) through `push` (the Next router's shallow push, hooks/use-listing-url-push.ts).
 * Its URLs are relative (`/categories/shop-by-sport?flavour=Vanilla`): the connectors' createURL gives the hrefs of
 * the filter links, which the server renders from the request URL and which work without JavaScript.
 *
 * Why not instantsearch.js's history router (which react-instantsearch-router-nextjs wraps): it marks a popstate and
 * skips every write until its next write timer fires, so a refinement or 'Clear all' made within 400 ms of Back
 * changed the page and never reached the URL. Here the one write a popstate causes (InstantSearch echoing the state
 * it has just read) is skipped because the location already stands for that state: nothing else is skipped.
 */
import type { Router, UiState } from 'instantsearch.js';
import type { IndexKind } from '@/lib/search/constants';
import { SEARCH_RESULTS_PATH } from './search-urls';
import { canonicalRouteQuery, parseRouteQuery, routeHref, routeQueryString, routeToState, stateToRoute, type RouteScope, type SearchRouteState } from './url-state';

/** How long the URL waits for the state to settle before it is written. */
const WRITE_DELAY_MS = 400;

interface ListingRoutingOptions {
  tab: IndexKind;
  indexName: string;
  /** The request URL, for rendering on the server. */
  serverUrl?: string;
  /** Pushes a URL (the Next router's shallow push, so Back/Forward stay with Next); default history.pushState. */
  push?: (url: string) => void;
  /** Default 'search' (the results page); 'listing' for a category page (its path, filters and sort only). */
  scope?: RouteScope;
  /** The page's path when rendering on the server without serverUrl. */
  basePath?: string;
}

function createListingRouter({
  location,
  push,
  canonical,
}: {
  location: () => Location | URL;
  push: (url: string) => void;
  /** A query string as the state it stands for, spelt one way (two spellings of one state compare equal). */
  canonical: (search: string) => string;
}): Router<SearchRouteState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onPopState: (() => void) | undefined;
  let disposed = false;
  const read = () => parseRouteQuery(location().search);
  const createURL = (route: SearchRouteState) => routeHref(location().pathname, route);
  return {
    read,
    createURL,
    write(route) {
      if (typeof window === 'undefined') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        // The location already holds this state (the echo of a Back/Forward, or another spelling: q=a%20b for q=a+b,
        // another key order): pushing it would add an entry that Back returns to and from which the page writes it
        // again, so Back could never leave the page.
        if (disposed || canonical(routeQueryString(route)) === canonical(location().search)) return;
        push(createURL(route));
      }, WRITE_DELAY_MS);
    },
    onUpdate(callback) {
      if (typeof window === 'undefined') return;
      onPopState = () => {
        // A write still waiting belongs to the state being left.
        clearTimeout(timer);
        timer = undefined;
        callback(read());
      };
      window.addEventListener('popstate', onPopState);
    },
    start() {
      disposed = false;
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
      if (onPopState) window.removeEventListener('popstate', onPopState);
      onPopState = undefined;
    },
  };
}

export function createListingRouting({ tab, indexName, serverUrl, push, scope = 'search', basePath = SEARCH_RESULTS_PATH }: ListingRoutingOptions) {
  return {
    router: createListingRouter({
      location: () => (typeof window === 'undefined' ? new URL(serverUrl ?? basePath, 'http://localhost') : window.location),
      canonical: (search: string) => canonicalRouteQuery(search, indexName, tab, scope),
      push: push ?? ((url: string) => window.history.pushState({}, '', url)),
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => stateToRoute(uiState, indexName, tab, scope),
      routeToState: (route: SearchRouteState) => routeToState(route, indexName, tab, scope),
    },
  };
}
