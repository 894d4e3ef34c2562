/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createCartServer, installFetch, Providers, resetCartState, type FakeCartServer } from '@/tests/support/cart/cart-test-utils';
import { useAddGiftCertificate } from '@/hooks/use-add-gift-certificate';
import { useCart } from '@/hooks/use-cart';
import { useCustomer } from '@/hooks/use-customer';
import type { Cart } from '@/lib/commerce/types';
import { useUi } from '@/hooks/use-ui';
import { FetcherError } from '@/lib/http/fetcher';

let server: FakeCartServer;

beforeEach(() => {
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

const CERTIFICATE = { amount: 50, recipient: { name: 'Sam', email: 'sam@example.com' }, sender: { name: 'Alex', email: 'alex@example.com' }, message: 'Enjoy' };

describe("the gift certificate form's add", () => {
  it('posts the certificate to the cart API, opens the cart panel on Added and replaces the cached cart from the answer', async () => {
    const { result } = renderHook(() => ({ add: useAddGiftCertificate(), cart: useCart(), ui: useUi() }), { wrapper: Providers });
    await waitFor(() => expect(result.current.cart.cart).toBeNull());
    server.requests.length = 0;

    await act(async () => {
      await result.current.add(CERTIFICATE);
    });

    expect(server.requests).toEqual([expect.objectContaining({ method: 'POST', body: { giftCertificate: CERTIFICATE } })]);
    expect(result.current.cart.cart?.lineItems.giftCertificates).toEqual([expect.objectContaining({ amountCents: 5000, recipient: CERTIFICATE.recipient })]);
    expect(result.current.ui.cartPanelOpen).toBe(true);
    expect(result.current.ui.addingStatus).toBe('Added');
  });

  it("attaches a guest cart to the signed-in customer, through the very step of a product's add", async () => {
    server.customer = { entityId: 42, email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' };
    const { result } = renderHook(() => ({ add: useAddGiftCertificate(), cart: useCart(), customer: useCustomer(), ui: useUi() }), { wrapper: Providers });
    await waitFor(() => expect(result.current.customer.customer).not.toBeNull());
    let added: Cart | undefined;
    await act(async () => {
      added = await result.current.add(CERTIFICATE);
    });
    const attach = server.requests.find((request) => request.url.endsWith('/api/cart/add-customer-id'));
    expect(attach?.body).toEqual({ cartId: server.cart()!.id, customerId: 42 });
    expect(added).toMatchObject({ customerId: 42 });
    expect(result.current.cart.cart?.customerId).toBe(42);
    expect(result.current.ui.addingStatus).toBe('Added');
  });

  it('rejects with the reason, sets Failed and closes the panel when the cart API refuses', async () => {
    const { result } = renderHook(() => ({ add: useAddGiftCertificate(), ui: useUi() }), { wrapper: Providers });
    let caught: unknown;
    await act(async () => {
      await result.current.add({ ...CERTIFICATE, amount: 5 }).catch((error: unknown) => {
        caught = error;
      });
    });
    expect(caught).toBeInstanceOf(FetcherError);
    expect((caught as FetcherError).status).toBe(400);
    expect(result.current.ui.addingStatus).toBe('Failed');
    expect(result.current.ui.cartPanelOpen).toBe(false);
  });
});
