/**
 * URL <-> InstantSearch state for the product listings. The search results page keeps `q` (query), `t` (tab) and,
 * on its Products tab, `category` ('Shop by Sport > Running'); both it and the category pages keep the filters
 * `flavour` and `size` (repeated for several values), `price` ('10:50', either side may be empty), `rating` (4)
 * and `sort` (price_asc, price_desc, rating_desc, newest; absent is Relevance). Every state is a plain GET URL,
 * so each one can be linked, shared and crawled. Browser-safe; on the server the location comes from the request URL.
 */
import type { Router, UiState } from 'instantsearch.js';
import { SEARCH_RESULTS_PATH, type IndexKind } from './constants';
export { LISTING_QUERY_KEYS } from './constants';
import { HIERARCHY_SEPARATOR } from './hierarchy';
import { DEFAULT_SORT, replicaOf, sortFromParam, sortOfIndex } from './sort';

export interface SearchRouteState {
  q?: string;
  t?: string;
  category?: string;
  flavour?: string[];
  size?: string[];
  price?: string;
  rating?: string;
  sort?: string;
}

export const CATEGORY_ATTRIBUTES = ['categories.lvl0', 'categories.lvl1', 'categories.lvl2'];
/** The refinement-list filters: record attribute and URL key. */
export const LIST_FILTERS = [
  { attribute: 'flavours', param: 'flavour', label: 'Flavour' },
  { attribute: 'sizes', param: 'size', label: 'Size' },
] as const;

/** Which page the state belongs to: the search results page (query, tabs, category menu) or a category page. */
export type RouteScope = 'search' | 'listing';

/** Key order of the query string. */
const KEYS = ['q', 't', 'category', 'flavour', 'size', 'price', 'rating', 'sort'] as const;

const LIST_KEYS = new Set<string>(['flavour', 'size']);

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function all(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return [...new Set(list.filter((v): v is string => typeof v === 'string' && v.trim() !== ''))];
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

export function stateToRoute(uiState: UiState, indexName: string, tab: IndexKind, scope: RouteScope = 'search'): SearchRouteState {
  const state = uiState[indexName] ?? {};
  const products = tab === 'products';
  const category = state.hierarchicalMenu?.[CATEGORY_ATTRIBUTES[0]];
  const rating = state.ratingMenu?.averageRating;
  const sort = sortOfIndex(indexName, state.sortBy);
  const lists = Object.fromEntries(LIST_FILTERS.map(({ attribute, param }) => [param, products ? all(state.refinementList?.[attribute]) : undefined]));
  return compact({
    q: scope === 'search' ? state.query || undefined : undefined,
    t: scope === 'search' && !products ? tab : undefined,
    category: scope === 'search' && products && category && category.length > 0 ? category.join(HIERARCHY_SEPARATOR) : undefined,
    ...lists,
    price: products ? state.range?.price : undefined,
    rating: products && typeof rating === 'number' ? String(rating) : undefined,
    sort: products && sort !== DEFAULT_SORT ? sort : undefined,
  });
}

export function routeToState(route: SearchRouteState, indexName: string, tab: IndexKind, scope: RouteScope = 'search'): UiState {
  const query = scope === 'search' ? first(route.q) : undefined;
  const category = scope === 'search' ? first(route.category) : undefined;
  const price = first(route.price);
  const rating = Number(first(route.rating));
  const sort = sortFromParam(route.sort);
  const products = tab === 'products';
  const lists = Object.fromEntries(
    LIST_FILTERS.map(({ attribute, param }) => [attribute, all(route[param])] as const).filter(([, values]) => values.length > 0),
  );
  return {
    [indexName]: compact({
      query,
      hierarchicalMenu: products && category ? { [CATEGORY_ATTRIBUTES[0]]: category.split(HIERARCHY_SEPARATOR) } : undefined,
      refinementList: products && Object.keys(lists).length > 0 ? lists : undefined,
      range: products && price && /^-?[\d.]*:-?[\d.]*$/.test(price) ? { price } : undefined,
      ratingMenu: products && Number.isFinite(rating) && rating > 0 ? { averageRating: rating } : undefined,
      sortBy: products && sort !== DEFAULT_SORT ? replicaOf(indexName, sort) : undefined,
    }),
  };
}

/** The query string of a route (keys in a stable order; flavour and size repeated per value). */
export function routeQueryString(route: SearchRouteState): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = route[key];
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else if (value) params.set(key, value);
  }
  return params.toString();
}

/** A query string as a route (flavour and size keep every value). */
export function parseRouteQuery(search: string): SearchRouteState {
  const params = new URLSearchParams(search);
  const route: Record<string, string | string[]> = {};
  for (const key of KEYS) {
    if (LIST_KEYS.has(key)) {
      const values = params.getAll(key);
      if (values.length > 0) route[key] = values;
    } else {
      const value = params.get(key);
      if (value !== null) route[key] = value;
    }
  }
  return route as SearchRouteState;
}

/** The route a query string stands for on a tab, written the way the page writes it. */
export function canonicalRouteQuery(search: string, indexName: string, tab: IndexKind, scope: RouteScope = 'search'): string {
  return routeQueryString(stateToRoute(routeToState(parseRouteQuery(search), indexName, tab, scope), indexName, tab, scope));
}

export interface CreateRoutingOptions {
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

/** How long the URL waits for the state to settle (typing in the results box) before it is written. */
const WRITE_DELAY_MS = 400;

/**
 * The listings' router: the URL read on start and on Back/Forward, the state written after WRITE_DELAY_MS through
 * `push`. instantsearch.js's own history router skips every write until its next write timer fires after a
 * popstate, so a refinement or 'Clear all' made within 400 ms of Back changed the page and never reached the URL
 * (a reload brought the filters back). Here the one write a popstate causes (the state it has just read, echoed
 * back) is skipped: the router never writes a URL the location already stands for.
 *
 * A Back/Forward that InstantSearch did not take (it ignores one that comes before its widgets are mounted: pressed
 * while the listing hydrates) must not let the state it still holds be written over the URL the shopper went to.
 * After a popstate that changed the state, the router waits for InstantSearch to write that state (its echo); if a
 * write carrying anything else fires before that echo has come, InstantSearch never took the popstate, and the
 * URL's state is handed to it again instead of the stale state being pushed.
 */
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
  let handOver: ((route: SearchRouteState) => void) | undefined;
  let disposed = false;
  /** The state the listing last read from the URL or wrote to it. */
  let shown: string | undefined;
  /** After a Back/Forward to another state: that state, until InstantSearch writes it back (it took the popstate). */
  let awaitedEcho: string | null = null;
  const createURL = (route: SearchRouteState) => {
    const { origin, pathname } = location();
    const qs = routeQueryString(route);
    return `${origin}${pathname}${qs ? `?${qs}` : ''}`;
  };
  const read = () => {
    const { search } = location();
    shown = canonical(search);
    return parseRouteQuery(search);
  };
  return {
    read,
    createURL,
    write(route) {
      if (typeof window === 'undefined') return;
      const state = canonical(routeQueryString(route));
      if (state === awaitedEcho) awaitedEcho = null;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (disposed) return;
        if (state === canonical(location().search)) {
          // The location already holds this state, only spelt differently (q=a%20b for q=a+b, another key order,
          // an unknown t), or it is the state Back/Forward has just shown: pushing it would add an entry that Back
          // returns to and from which the page writes it again, so Back could never leave the page. (It would also
          // fire a route change, closing an open cart panel.)
          shown = state;
          return;
        }
        if (awaitedEcho !== null) {
          // InstantSearch never took the Back/Forward: it gets the URL's state again; the shopper's Back stands.
          awaitedEcho = null;
          handOver?.(read());
          return;
        }
        shown = state;
        push(createURL(route));
      }, WRITE_DELAY_MS);
    },
    onUpdate(callback) {
      if (typeof window === 'undefined') return;
      handOver = callback;
      onPopState = () => {
        // A write still waiting belongs to the state being left.
        clearTimeout(timer);
        timer = undefined;
        const before = shown;
        const route = read();
        awaitedEcho = shown !== before ? shown! : null;
        callback(route);
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
      handOver = undefined;
    },
  };
}

export function createSearchRouting({ tab, indexName, serverUrl, push, scope = 'search', basePath = SEARCH_RESULTS_PATH }: CreateRoutingOptions) {
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

/** How many filters a listing's state applies, counted as its chips are (each price bound, each value, the rating). */
export function appliedFilterCount(state: UiState[string]): number {
  let count = 0;
  for (const values of Object.values(state.refinementList ?? {})) count += values.length;
  for (const path of Object.values(state.hierarchicalMenu ?? {})) if (path.length > 0) count += 1;
  for (const range of Object.values(state.range ?? {})) count += String(range).split(':').filter((side) => side !== '').length;
  for (const rating of Object.values(state.ratingMenu ?? {})) if (rating !== undefined) count += 1;
  return count;
}
