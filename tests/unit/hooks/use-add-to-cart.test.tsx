/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createCartServer, installFetch, Providers, resetCartState, startFakeClock, stopFakeClock, WHEY, type FakeCartServer } from '@/tests/support/cart/cart-test-utils';
import { useAddToCart } from '@/hooks/use-add-to-cart';
import { useCart } from '@/hooks/use-cart';
import { useCustomer } from '@/hooks/use-customer';

let server: FakeCartServer;
let fetchMock: jest.Mock;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  fetchMock = installFetch(() => server.handlers);
});

afterEach(stopFakeClock);

function useAddAndCart() {
  return { addItem: useAddToCart(), cart: useCart(), customer: useCustomer() };
}

const PAGE = { productUrl: '/products/whey-protein-isolate' };

const cartCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/bigcommerce/cart') || String(url).includes('/api/cart/'));

describe('useAddToCart', () => {
  it.each([
    [{ productId: 1, variantId: 11, quantity: 0, ...PAGE }, 'The item quantity has to be a valid integer greater than 0.'],
    [{ productId: 1, variantId: 11, quantity: -2, ...PAGE }, 'The item quantity has to be a valid integer greater than 0.'],
    [{ productId: 1, variantId: 11, quantity: 1.5, ...PAGE }, 'The item quantity has to be a valid integer greater than 0.'],
    [{ productId: 1, variantId: 11, quantity: '2' as unknown as number, ...PAGE }, 'The item quantity has to be a valid integer greater than 0.'],
    [{ productId: 1, variantId: 11, quantity: Number.NaN, ...PAGE }, 'The item quantity has to be a valid integer greater than 0.'],
    [{ productId: undefined as unknown as number, variantId: 11, ...PAGE }, 'The item needs a productId: a whole number above 0.'],
    [{ productId: 1, variantId: undefined as unknown as number, ...PAGE }, 'The item needs a variantId: a whole number above 0.'],
  ])('rejects %p with the spec message before any request', async (input, message) => {
    const { result } = renderHook(() => useAddAndCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.customer.isLoading).toBe(false));
    await expect(result.current.addItem(input)).rejects.toThrow(message);
    expect(cartCalls()).toHaveLength(0);
  });

  it('refuses an add over the maximum per order with the spec message naming the product, before any request', async () => {
    const { result } = renderHook(() => useAddAndCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.customer.isLoading).toBe(false));
    await expect(
      result.current.addItem({ productId: WHEY.id, variantId: 11, quantity: 10000, maxQuantity: 3, productName: 'Whey Protein Isolate', ...PAGE }),
    ).rejects.toThrow('You can only purchase a maximum of 3 of Whey Protein Isolate per order');
    expect(cartCalls()).toHaveLength(0);
  });

  it('adds with quantity 1 by default, sets the cookie and replaces the cached cart without a refetch', async () => {
    const { result } = renderHook(() => useAddAndCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false));
    let added;
    await act(async () => {
      added = await result.current.addItem({ productId: WHEY.id, variantId: 11, ...PAGE });
    });
    expect(added).toMatchObject({ customerId: 0, cartAmountCents: 4990 });
    expect(document.cookie).toContain('bc_cartId=');
    expect(result.current.cart.cart?.lineItems.physicalItems).toHaveLength(1);
    const cartRequests = () => server.requests.filter((request) => request.url.includes('/api/bigcommerce/cart'));
    // No cookie yet: the cart was not fetched; the add's answer became the cached cart, with no refetch after it.
    expect(cartRequests().map((request) => request.method)).toEqual(['POST']);
    expect(cartRequests()[0].body).toEqual({ item: { productId: 1, variantId: 11, quantity: 1 }, locale: 'en-us' });
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(cartRequests().map((request) => request.method)).toEqual(['POST']);
  });

  it('attaches a guest cart to the signed-in customer after an add', async () => {
    server.customer = { entityId: 42, email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' };
    const { result } = renderHook(() => useAddAndCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.customer.customer).not.toBeNull());
    let added;
    await act(async () => {
      added = await result.current.addItem({ productId: WHEY.id, variantId: 11, quantity: 2, ...PAGE });
    });
    const attach = server.requests.find((request) => request.url.endsWith('/api/cart/add-customer-id'));
    expect(attach?.body).toEqual({ cartId: server.cart()!.id, customerId: 42 });
    expect(added).toMatchObject({ customerId: 42 });
    expect(result.current.cart.cart?.customerId).toBe(42);
  });

  it('does not call add-customer-id for a guest', async () => {
    const { result } = renderHook(() => useAddAndCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.customer.isLoading).toBe(false));
    await act(async () => {
      await result.current.addItem({ productId: WHEY.id, variantId: 11, ...PAGE });
    });
    expect(server.requests.some((request) => request.url.includes('add-customer-id'))).toBe(false);
  });

  it('rejects with the server message when the add fails', async () => {
    const { result } = renderHook(() => useAddAndCart(), { wrapper: Providers });
    await waitFor(() => expect(result.current.customer.isLoading).toBe(false));
    await act(async () => {
      await expect(result.current.addItem({ productId: WHEY.id, variantId: 12, ...PAGE })).rejects.toMatchObject({
        message: 'Sorry, Whey Protein Isolate is out of stock.',
        status: 409,
      });
    });
  });
});
