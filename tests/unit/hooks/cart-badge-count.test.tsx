/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useCartCount } from '@/hooks/use-cart-count';
import { ShopperContext, type ShopperSnapshot } from '@/lib/http/shopper-context';

const CART_ID = '0b6f6c2e-4a8d-4f7e-9a51-3c2d1e0f9a8b';

function withSnapshot(snapshot: ShopperSnapshot | null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ShopperContext value={snapshot}>{children}</ShopperContext>;
  };
}

describe("the Cart badge's count in the browser, before the cart runtime knows the cart", () => {
  beforeEach(() => {
    // The count cookie of another shopper's cart, as it is left behind when a customer signs out.
    document.cookie = `bc_cartId=${CART_ID}; path=/`;
    document.cookie = 'bc_cartCount=5; path=/';
  });

  afterEach(() => {
    document.cookie = 'bc_cartId=; path=/; max-age=0';
    document.cookie = 'bc_cartCount=; path=/; max-age=0';
  });

  it('is the count of a page rendered for this shopper, read from the cart just now, over the count cookie', () => {
    const { result } = renderHook(() => useCartCount(), { wrapper: withSnapshot({ cartCount: 0, signedIn: false }) });
    expect(result.current).toBe(0);
  });

  it('is the count cookie on a page rendered for everyone', () => {
    const { result } = renderHook(() => useCartCount(), { wrapper: withSnapshot(null) });
    expect(result.current).toBe(5);
  });
});
