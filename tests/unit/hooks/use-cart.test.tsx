/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import CartRuntime from '@/components/cart/CartRuntime';
import { createCartServer, installFetch, Providers, resetCartState, startFakeClock, stopFakeClock, WHEY, type FakeCartServer } from '@/tests/support/cart/cart-test-utils';
import { useCartCount } from '@/hooks/use-cart-count';
import { cartCount } from '@/lib/commerce/cart-count';
import { isCartEmpty, useCart } from '@/hooks/use-cart';

// The cart runtime mounts the panels, which close on route changes.
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', events: { on() {}, off() {} } }) }));

let server: FakeCartServer;
let fetchMock: jest.Mock;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  fetchMock = installFetch(() => server.handlers);
});

afterEach(stopFakeClock);

describe('useCart', () => {
  it('fetches nothing without a cart cookie and reports an empty cart', async () => {
    const { result } = renderHook(() => useCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.cart).toBeNull();
    expect(result.current.isEmpty).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the cart named by the bc_cartId cookie and maps it to the app Cart', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 2 }]);
    const { result } = renderHook(() => useCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.cart).toBeTruthy());
    const cart = result.current.cart!;
    expect(cart.lineItems.physicalItems[0]).toMatchObject({ productId: 1, variantId: 11, quantity: 2, name: 'Whey Protein Isolate', salePriceCents: 4990 });
    expect(cart.lineItems.physicalItems[0].options).toEqual([
      { name: 'Flavour', value: 'Chocolate' },
      { name: 'Package Size', value: '1kg' },
    ]);
    expect(cart.cartAmountCents).toBe(9980);
    expect(result.current.isEmpty).toBe(false);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].url).toContain('include=line_items.physical_items.options');
  });

  it('does not refetch when the window regains focus', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const { result } = renderHook(() => useCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.cart).toBeTruthy());
    await act(async () => {
      jest.advanceTimersByTime(10_000);
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });
});

describe('cart count', () => {
  it('adds quantities across line-item groups and counts a gift certificate as 1', async () => {
    server.seed(
      [
        { productId: WHEY.id, variantId: 11, quantity: 2 },
        { productId: WHEY.id, variantId: 13, quantity: 3 },
      ],
      [{ id: 'gc-1', name: 'Gift', amountCents: 5000, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' }],
    );
    // The badge's count comes from the cart runtime once it knows the cart.
    const WithRuntime = ({ children }: { children: ReactNode }) => (
      <Providers>
        {children}
        <CartRuntime />
      </Providers>
    );
    const { result } = renderHook(() => useCartCount(), { wrapper: WithRuntime });
    await waitFor(() => expect(result.current).toBe(6));
  });

  it('is 0 without a cart', () => {
    expect(cartCount(null)).toBe(0);
    expect(cartCount(undefined)).toBe(0);
    expect(isCartEmpty(null)).toBe(true);
  });
});
