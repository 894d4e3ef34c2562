/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createCartServer, installFetch, Providers, resetCartState, WHEY, type FakeCartServer } from '@/tests/support/cart/cart-test-utils';
import { toWireCart } from '@/lib/commerce/cart-wire';
import { seedCartRead, takeCartSeed } from '@/lib/browser/cart-seed';
import { useCart } from '@/hooks/use-cart';
import { useRemoveGiftCertificate } from '@/hooks/use-remove-gift-certificate';

let server: FakeCartServer;

beforeEach(() => {
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

const CERTIFICATE = { id: 'gc-1', name: '$25 Gift Certificate', amountCents: 2500, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' };

describe('a cart change the data library has no call for', () => {
  it('replaces the cached cart from the answer, without reading the cart again', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }], [CERTIFICATE]);
    const { result } = renderHook(() => ({ remove: useRemoveGiftCertificate(), cart: useCart() }), { wrapper: Providers });
    await waitFor(() => expect(result.current.cart.cart?.lineItems.giftCertificates).toHaveLength(1));
    server.requests.length = 0;

    await act(async () => {
      await result.current.remove({ id: 'gc-1' });
    });

    expect(server.requests).toEqual([expect.objectContaining({ method: 'DELETE', body: { giftCertificateId: 'gc-1' } })]);
    expect(result.current.cart.cart?.lineItems.giftCertificates).toHaveLength(0);
  });

  it('drops the cart a server-rendered page handed over, so no later read is answered with the old cart', async () => {
    const seeded = server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }], [CERTIFICATE]);
    const { result } = renderHook(() => useRemoveGiftCertificate(), { wrapper: Providers });
    seedCartRead(toWireCart(seeded));

    await act(async () => {
      await result.current({ id: 'gc-1' });
    });

    expect(takeCartSeed()).toBeUndefined();
  });
});
