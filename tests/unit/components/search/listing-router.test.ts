import { createListingRouting } from '@/components/search/listing-router';
import type { SearchRouteState } from '@/components/search/url-state';

const INDEX = 'sanity_production_products';

function setUp() {
  window.history.replaceState({}, '', '/search-results-page?q=protein&category=Shop+by+Sport');
  const pushed: string[] = [];
  const { router } = createListingRouting({
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
