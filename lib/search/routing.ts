/**
 * URL <-> InstantSearch state for the search results page: `q` (query), `t` (tab), and the product filters
 * `category` ('Shop by Sport > Running'), `price` ('10:50', either side may be empty) and `rating` (4).
 * Browser-safe; on the server the location comes from the request URL.
 */
import type { UiState } from 'instantsearch.js';
import { history } from 'instantsearch.js/es/lib/routers';
import { SEARCH_RESULTS_PATH, type IndexKind } from './constants';
import { HIERARCHY_SEPARATOR } from './hierarchy';

export interface SearchRouteState {
  q?: string;
  t?: string;
  category?: string;
  price?: string;
  rating?: string;
}

export const CATEGORY_ATTRIBUTES = ['categories.lvl0', 'categories.lvl1', 'categories.lvl2'];

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

export function stateToRoute(uiState: UiState, indexName: string, tab: IndexKind): SearchRouteState {
  const state = uiState[indexName] ?? {};
  const category = state.hierarchicalMenu?.[CATEGORY_ATTRIBUTES[0]];
  const rating = state.ratingMenu?.averageRating;
  return compact({
    q: state.query || undefined,
    t: tab === 'products' ? undefined : tab,
    category: tab === 'products' && category && category.length > 0 ? category.join(HIERARCHY_SEPARATOR) : undefined,
    price: tab === 'products' ? state.range?.price : undefined,
    rating: tab === 'products' && typeof rating === 'number' ? String(rating) : undefined,
  });
}

export function routeToState(route: SearchRouteState, indexName: string, tab: IndexKind): UiState {
  const query = first(route.q);
  const category = first(route.category);
  const price = first(route.price);
  const rating = Number(first(route.rating));
  const products = tab === 'products';
  return {
    [indexName]: compact({
      query,
      hierarchicalMenu: products && category ? { [CATEGORY_ATTRIBUTES[0]]: category.split(HIERARCHY_SEPARATOR) } : undefined,
      range: products && price && /^-?[\d.]*:-?[\d.]*$/.test(price) ? { price } : undefined,
      ratingMenu: products && Number.isFinite(rating) && rating > 0 ? { averageRating: rating } : undefined,
    }),
  };
}

/** The query string of a route (keys in a stable order). */
export function routeQueryString(route: SearchRouteState): string {
  const params = new URLSearchParams();
  for (const key of ['q', 't', 'category', 'price', 'rating'] as const) {
    const value = route[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The route a results-page query string stands for on a tab, written the way this page writes it. */
export function canonicalRouteQuery(search: string, indexName: string, tab: IndexKind): string {
  const route = Object.fromEntries(new URLSearchParams(search)) as SearchRouteState;
  return routeQueryString(stateToRoute(routeToState(route, indexName, tab), indexName, tab));
}

export interface CreateRoutingOptions {
  tab: IndexKind;
  indexName: string;
  /** The request URL, for rendering on the server. */
  serverUrl?: string;
  /** Pushes a URL (the Next router's shallow push, so Back/Forward stay with Next); default history.pushState. */
  push?: (url: string) => void;
}

export function createSearchRouting({ tab, indexName, serverUrl, push }: CreateRoutingOptions) {
  return {
    router: history<SearchRouteState>({
      cleanUrlOnDispose: false,
      writeDelay: 400,
      getLocation: () =>
        typeof window === 'undefined'
          ? (new URL(serverUrl ?? SEARCH_RESULTS_PATH, 'http://localhost') as unknown as Location)
          : window.location,
      parseURL: ({ location }) => Object.fromEntries(new URLSearchParams(location.search)) as SearchRouteState,
      createURL: ({ routeState, location }) => {
        const qs = routeQueryString(routeState);
        return `${location.origin}${location.pathname}${qs ? `?${qs}` : ''}`;
      },
      push: (url: string) => {
        // The location already holds this state, only spelt differently (q=a%20b for q=a+b, another key order, an
        // unknown t): pushing it would add an entry that Back returns to and from which the page writes it again,
        // so Back could never leave the page. (It would also fire a route change, closing an open cart panel.)
        if (canonicalRouteQuery(new URL(url, window.location.href).search, indexName, tab) === canonicalRouteQuery(window.location.search, indexName, tab)) {
          return;
        }
        if (push) push(url);
        else window.history.pushState({}, '', url);
      },
    }),
    stateMapping: {
      stateToRoute: (uiState: UiState) => stateToRoute(uiState, indexName, tab),
      routeToState: (route: SearchRouteState) => routeToState(route, indexName, tab),
    },
  };
}
