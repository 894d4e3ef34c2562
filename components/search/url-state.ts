/**
 * URL <-> InstantSearch state for the product listings. The search results page keeps `q` (query), `t` (tab) and,
 * on its Products tab, `category` ('Shop by Sport > Running'); both it and the category pages keep the filters
 * `flavour` and `size` (repeated for several values), `price` ('10:50', either side may be empty), `rating` (4)
 * and `sort` (price_asc, price_desc, rating_desc, newest; absent is Relevance). Every state is a plain GET URL,
 * so each one can be linked, shared and crawled, and the listings' controls are links and GET forms to them.
 *
 * What a GET form sends is read as well: the price form's `price_min` and `price_max` (a form cannot join them into
 * `price`), and `page`, how many pages of results 'Show more' has shown. Browser-safe.
 */
import type { UiState } from 'instantsearch.js';
import type { IndexKind } from '@/lib/search/constants';
import { HIERARCHY_SEPARATOR } from '@/lib/search/hierarchy';
import { DEFAULT_SORT, replicaOf, sortFromParam, sortOfIndex } from '@/lib/search/sort';

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

/**
 * What a URL's filters are read up to: more values, or longer ones, than any facet has (a pasted or crafted URL) are
 * left out, so the listing's search stays within the engine's bounds and shows results instead of failing.
 */
const MAX_LIST_VALUES = 20;
const MAX_VALUE_LENGTH = 200;

/** The price form's fields (a GET form sends each bound on its own). */
export const PRICE_FIELDS = { min: 'price_min', max: 'price_max' } as const;

/** The URL key of how many pages of results show ('Show more' without JavaScript), and its ceiling. */
const PAGE_PARAM = 'page';
export const MAX_SHOWN_PAGES = 20;

const PRICE = /^-?[\d.]*:-?[\d.]*$/;

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
  const typedPrice = first(route.price);
  const price = typedPrice === undefined ? undefined : inOrder(typedPrice);
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
      range: products && price && price !== ':' && PRICE.test(price) ? { price } : undefined,
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

/** A price bound as the price form sent it: a number, or nothing. */
function priceBound(value: string | null): string {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? String(Number(trimmed)) : '';
}

/** A price range with its bounds in order: a shopper who typed them the wrong way round means the prices between. */
function inOrder(price: string): string {
  const [min = '', max = ''] = price.split(':');
  return min !== '' && max !== '' && Number(min) > Number(max) ? `${max}:${min}` : price;
}

/**
 * A query string as a route (flavour and size keep every value; the price form's two bounds become `price`, in
 * order).
 */
export function parseRouteQuery(search: string): SearchRouteState {
  const params = new URLSearchParams(search);
  const route: Record<string, string | string[]> = {};
  for (const key of KEYS) {
    if (LIST_KEYS.has(key)) {
      const values = [...new Set(params.getAll(key).filter((value) => value.length <= MAX_VALUE_LENGTH))].slice(0, MAX_LIST_VALUES);
      if (values.length > 0) route[key] = values;
    } else {
      const value = params.get(key);
      // The query has its own bound (MAX_QUERY_LENGTH: a longer one is cut by a redirect).
      if (value !== null && (key === 'q' || value.length <= MAX_VALUE_LENGTH)) route[key] = value;
    }
  }
  if (route.price === undefined && (params.has(PRICE_FIELDS.min) || params.has(PRICE_FIELDS.max))) {
    const price = `${priceBound(params.get(PRICE_FIELDS.min))}:${priceBound(params.get(PRICE_FIELDS.max))}`;
    if (price !== ':') route.price = price;
  }
  if (typeof route.price === 'string') route.price = inOrder(route.price);
  return route as SearchRouteState;
}

/** The route a query string stands for on a tab, written the way the page writes it. */
export function canonicalRouteQuery(search: string, indexName: string, tab: IndexKind, scope: RouteScope = 'search'): string {
  return routeQueryString(stateToRoute(routeToState(parseRouteQuery(search), indexName, tab, scope), indexName, tab, scope));
}

/** How many pages of results a URL shows (`page`, 1 when absent or not a whole number, at most MAX_SHOWN_PAGES). */
export function shownPages(search: string): number {
  const page = Number(new URLSearchParams(search).get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_SHOWN_PAGES) : 1;
}

/** A listing's URL showing `pages` pages of results (`page`, left out for one, at most MAX_SHOWN_PAGES). */
export function shownPagesHref(path: string, route: SearchRouteState, pages: number): string {
  const shown = Math.min(pages, MAX_SHOWN_PAGES);
  return routeHref(path, route, shown > 1 ? { [PAGE_PARAM]: String(shown) } : undefined);
}

/** A path with a route's query string. */
export function routeHref(path: string, route: SearchRouteState, extra?: Record<string, string>): string {
  const params = new URLSearchParams(routeQueryString(route));
  for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
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
