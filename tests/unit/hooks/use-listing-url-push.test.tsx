import { renderHook } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { useListingUrlPush } from '@/hooks/use-listing-url-push';

type PopState = { url: string; as: string; options: { shallow?: boolean } };

const router = {
  pathname: '/search-results-page',
  query: {},
  push: jest.fn(() => Promise.resolve(true)),
  replace: jest.fn(() => Promise.resolve(true)),
  beforePopState: jest.fn<void, [(state: PopState) => boolean]>(),
  events: mitt(),
};
jest.mock('next/compat/router', () => ({ useRouter: () => router }));

/** What Next's router would do with a popstate: true when it navigates itself. */
function popTo(path: string, shallow: boolean): boolean {
  window.history.replaceState({}, '', path);
  const handler = router.beforePopState.mock.calls.at(-1)![0];
  return handler({ url: path, as: path, options: { shallow } });
}

beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState({}, '', '/search-results-page?q=whey');
});

describe("a listing's Back and Forward", () => {
  it('keeps its own entries shallow: no new navigation, no data fetched, the listing stays mounted', () => {
    renderHook(() => useListingUrlPush('/search-results-page'));
    expect(popTo('/search-results-page?q=whey&sort=price_desc', true)).toBe(false);
    expect(router.replace).toHaveBeenCalledWith('/search-results-page?q=whey&sort=price_desc', '/search-results-page?q=whey&sort=price_desc', {
      shallow: true,
      scroll: false,
    });
  });

  it("leaves other pages' entries to Next", () => {
    renderHook(() => useListingUrlPush('/search-results-page'));
    expect(popTo('/products/whey-protein-isolate', true)).toBe(true);
    expect(popTo('/products/whey-protein-isolate', false)).toBe(true);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps the entry the page was opened at shallow too (its data is not fetched again, so nothing done meanwhile is undone)', () => {
    renderHook(() => useListingUrlPush('/search-results-page'));
    expect(popTo('/search-results-page?q=creatine', false)).toBe(false);
    expect(router.replace).toHaveBeenCalledWith('/search-results-page?q=creatine', '/search-results-page?q=creatine', { shallow: true, scroll: false });
  });

  it("leaves Back to Next while another page loads (Next cancels that navigation and restores the listing's scroll position)", () => {
    renderHook(() => useListingUrlPush('/search-results-page'));
    router.events.emit('routeChangeStart', '/products/whey-protein-isolate', { shallow: false });
    expect(popTo('/search-results-page?q=whey', false)).toBe(true);
    expect(router.replace).not.toHaveBeenCalled();
    // Its own shallow writes are not a departure, nor is a navigation that has ended.
    router.events.emit('routeChangeError', new Error('cancelled'), '/products/whey-protein-isolate', { shallow: false });
    router.events.emit('routeChangeStart', '/search-results-page?q=whey&sort=price_desc', { shallow: true });
    expect(popTo('/search-results-page?q=whey', false)).toBe(false);
  });

  it('hands Back and Forward to Next again once the listing is gone', () => {
    const { unmount } = renderHook(() => useListingUrlPush('/search-results-page'));
    unmount();
    expect(popTo('/search-results-page?q=whey&sort=price_desc', true)).toBe(true);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('rewrites the current entry when asked to replace', () => {
    const { result } = renderHook(() => useListingUrlPush('/search-results-page'));
    void result.current('http://localhost/search-results-page?q=whey&page=2', { replace: true });
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/search-results-page', query: { q: 'whey', page: '2' } }, '/search-results-page?q=whey&page=2', {
      shallow: true,
      scroll: false,
    });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('writes a state as a shallow push that keeps the route', () => {
    const { result } = renderHook(() => useListingUrlPush('/search-results-page'));
    result.current('http://localhost/search-results-page?q=whey&flavour=Chocolate&flavour=Vanilla');
    expect(router.push).toHaveBeenCalledWith(
      { pathname: '/search-results-page', query: { q: 'whey', flavour: ['Chocolate', 'Vanilla'] } },
      '/search-results-page?q=whey&flavour=Chocolate&flavour=Vanilla',
      { shallow: true, scroll: false },
    );
  });
});
