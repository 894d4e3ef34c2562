import { createListingRouting } from '@/components/search/listing-router';
import type { UiState } from 'instantsearch.js';
import type { SearchRouteState } from '@/components/search/url-state';

const INDEX = 'sanity_production_products';

function setUp() {
  window.history.replaceState({}, '', '/search-results-page?q=protein&category=Shop+by+Sport');
  const pushed: string[] = [];
  const {
    routing: { router },
  } = createListingRouting({
    tab: 'products',
    indexName: INDEX,
    push: (url) => {
      pushed.push(url);
      window.history.pushState({}, '', url);
    },
  });
  const updates: SearchRouteState[] = [];
  router.start?.();
  router.onUpdate((route) => updates.push(route));
  return { router, pushed, updates };
}

/** Back/Forward to `path`: the location changes, then popstate fires (as a browser does). */
function traverseTo(path: string) {
  window.history.replaceState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
}

describe("the listings' URL router", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the URL, and writes a new state once it has settled for 400 ms (the last one of a burst)', () => {
    const { router, pushed } = setUp();
    expect(router.read()).toEqual({ q: 'protein', category: 'Shop by Sport' });
    router.write({ q: 'protein', category: 'Shop by Sport', sort: 'price_asc' });
    router.write({ q: 'protein', category: 'Shop by Sport', sort: 'price_desc' });
    jest.advanceTimersByTime(399);
    expect(pushed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual(['/search-results-page?q=protein&category=Shop+by+Sport&sort=price_desc']);
    router.dispose();
  });

  it('gives relative URLs (the hrefs of the filter links) and reads what the price form sends', () => {
    const { router } = setUp();
    expect(router.createURL({ q: 'protein', flavour: ['Vanilla', 'Chocolate'] })).toBe('/search-results-page?q=protein&flavour=Vanilla&flavour=Chocolate');
    window.history.replaceState({}, '', '/search-results-page?q=protein&price_min=40&price_max=');
    expect(router.read()).toEqual({ q: 'protein', price: '40:' });
    router.dispose();
  });

  it("on Back, hands over the URL's state and does not write it again", () => {
    const { router, pushed, updates } = setUp();
    traverseTo('/search-results-page?q=protein');
    expect(updates).toEqual([{ q: 'protein' }]);
    // InstantSearch echoes the state it was given.
    router.write({ q: 'protein' });
    jest.advanceTimersByTime(400);
    expect(pushed).toEqual([]);
    router.dispose();
  });

  it("writes what the shopper does right after Back (a quick 'Clear all' reaches the URL)", () => {
    const { router, pushed } = setUp();
    traverseTo('/search-results-page?q=protein&category=Shop+by+Sport&price=40%3A50');
    router.write({ q: 'protein', category: 'Shop by Sport', price: '40:50' }); // the echo
    jest.advanceTimersByTime(50);
    router.write({}); // 'Clear all', 50 ms later
    jest.advanceTimersByTime(400);
    expect(pushed).toEqual(['/search-results-page']);
    router.dispose();
  });

  it('a Back to an entry of the same state expects no echo: the next refinement is written', () => {
    const { router, pushed, updates } = setUp();
    router.read();
    // Another spelling of the state the listing shows.
    traverseTo('/search-results-page?category=Shop%20by%20Sport&q=protein');
    expect(updates).toHaveLength(1);
    router.write({ q: 'protein', category: 'Shop by Sport', sort: 'newest' });
    jest.advanceTimersByTime(400);
    expect(pushed).toEqual(['/search-results-page?q=protein&category=Shop+by+Sport&sort=newest']);
    router.dispose();
  });

  it('drops a write still waiting when Back is pressed, and writes nothing once disposed', () => {
    const { router, pushed } = setUp();
    router.write({ q: 'whey' });
    traverseTo('/search-results-page?q=creatine');
    jest.advanceTimersByTime(400);
    expect(pushed).toEqual([]);
    router.write({ q: 'casein' });
    router.dispose();
    jest.advanceTimersByTime(400);
    expect(pushed).toEqual([]);
  });

  it('stops following Back/Forward once disposed', () => {
    const { router, updates } = setUp();
    router.dispose();
    traverseTo('/search-results-page?q=bars');
    expect(updates).toEqual([]);
  });
});

describe("the listings' shown pages", () => {
  const route = (uiState: UiState) => uiState[INDEX];

  function openAt(path: string) {
    window.history.replaceState({}, '', path);
    const { routing, onStateChange } = createListingRouting({ tab: 'products', indexName: INDEX, push: () => undefined });
    const applied: UiState[] = [];
    const change = (uiState: UiState) => onStateChange({ uiState, setUiState: (next) => applied.push(next) });
    const initial = routing.stateMapping.routeToState(routing.router.read());
    return { routing, initial, applied, change };
  }

  it("asks for as many pages' hits as the URL shows ('Show more' without JavaScript, a reload), one by default", () => {
    expect(route(openAt('/search-results-page?q=protein&page=3').initial)).toEqual({ query: 'protein', configure: { hitsPerPage: 36 } });
    expect(route(openAt('/search-results-page?q=protein').initial)).toEqual({ query: 'protein', configure: { hitsPerPage: 12 } });
  });

  it('starts a new filter, sort or query at the first page; keeps the pages while the results stay the same', () => {
    const { applied, change } = openAt('/search-results-page?q=protein&page=3');
    // The UI state InstantSearch hands over does not carry the hits per search. 'Show more' (InstantSearch's own
    // page) is the same result set: it goes through as it is.
    const more = { [INDEX]: { query: 'protein', page: 2 } };
    change(more);
    expect(applied.pop()).toBe(more);
    for (const next of [
      { query: 'protein', sortBy: `${INDEX}_price_asc` },
      { query: 'protein', refinementList: { flavours: ['Vanilla'] } },
      { query: 'whey' },
    ]) {
      const { initial: start, applied: seen, change: apply } = openAt('/search-results-page?q=protein&page=3');
      expect(route(start).configure).toEqual({ hitsPerPage: 36 });
      apply({ [INDEX]: next });
      expect(route(seen[0])).toEqual({ ...next, configure: { hitsPerPage: 12 } });
      // Once at one page, later changes go through as they are.
      const later = { [INDEX]: { query: 'whey', page: 1 } };
      apply(later);
      expect(seen[1]).toBe(later);
    }
  });

  it("on Back or Forward shows as many pages as the entry's URL says, whatever its filters", () => {
    const { routing, applied, change } = openAt('/search-results-page?q=protein&sort=price_asc');
    window.history.replaceState({}, '', '/search-results-page?q=protein&page=2');
    const back = routing.stateMapping.routeToState(routing.router.read());
    change(back);
    expect(route(applied[0])).toEqual({ query: 'protein', configure: { hitsPerPage: 24 } });
  });
});

