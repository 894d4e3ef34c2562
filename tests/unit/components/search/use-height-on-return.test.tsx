import { act, renderHook } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { useHeightOnReturn } from '@/components/search/use-height-on-return';

const router = { events: mitt() };
jest.mock('next/compat/router', () => ({ useRouter: () => router }));

/** The listing left at `url` with the given height, as a product is tapped. */
function leave(url: string, height: number, shallow = false) {
  window.history.replaceState({}, '', url);
  const { result, unmount } = renderHook(() => useHeightOnReturn(false));
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetHeight', { value: height });
  result.current.ref.current = element;
  router.events.emit('routeChangeStart', '/products/whey-protein-isolate', { shallow });
  unmount();
}

beforeEach(() => window.sessionStorage.clear());

describe("a listing's height on Back", () => {
  it('keeps the height the listing had at that URL while it searches in the browser, until its results show', () => {
    leave('/categories/shop-by-sport?page=2', 4049);
    const { result } = renderHook(() => useHeightOnReturn(true));
    expect(result.current.minHeight).toBe(4049);
    act(() => result.current.release());
    expect(result.current.minHeight).toBeUndefined();
  });

  it('keeps nothing for another URL, for a listing with its server state, or after a shallow change', () => {
    leave('/categories/shop-by-sport?page=2', 4049);
    window.history.replaceState({}, '', '/categories/shop-by-sport?page=3');
    expect(renderHook(() => useHeightOnReturn(true)).result.current.minHeight).toBeUndefined();
    window.history.replaceState({}, '', '/categories/shop-by-sport?page=2');
    expect(renderHook(() => useHeightOnReturn(false)).result.current.minHeight).toBeUndefined();
    leave('/categories/shop-by-sport?sort=price_asc', 3000, true);
    expect(renderHook(() => useHeightOnReturn(true)).result.current.minHeight).toBeUndefined();
  });
});
