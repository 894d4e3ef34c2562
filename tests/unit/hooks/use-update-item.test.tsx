/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, renderHook, waitFor } from '@testing-library/react';
import { createCartServer, installFetch, Providers, resetCartState, startFakeClock, stopFakeClock, WHEY, type FakeCartServer } from '@/tests/support/cart/cart-test-utils';
import type { CartLineItem } from '@/lib/commerce/types';
import { useCart } from '@/hooks/use-cart';
import { useRemoveItem } from '@/hooks/use-remove-item';
import { UPDATE_DEBOUNCE_MS, useUpdateItem } from '@/hooks/use-update-item';

let server: FakeCartServer;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

afterEach(stopFakeClock);

function useLine(line: CartLineItem) {
  return { update: useUpdateItem(line), remove: useRemoveItem(), cart: useCart() };
}

async function renderLine() {
  const seeded = server.seed([
    { productId: WHEY.id, variantId: 11, quantity: 1 },
    { productId: WHEY.id, variantId: 13, quantity: 1 },
  ]);
  const line = seeded.lineItems.physicalItems[0];
  const view = renderHook(() => useLine(line), { wrapper: Providers });
  await waitFor(() => expect(view.result.current.cart.cart).toBeTruthy());
  server.requests.length = 0;
  return { ...view, line };
}

const writes = () => server.requests.filter((request) => request.method !== 'GET');

describe('useUpdateItem', () => {
  it.each([[1.5], [Number.NaN], ['3' as unknown as number]])('rejects quantity %p before any request', async (quantity) => {
    const { result } = await renderLine();
    await expect(result.current.update({ quantity })).rejects.toThrow('The item quantity has to be a valid integer.');
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
    });
    expect(writes()).toHaveLength(0);
  });

  it('debounces: several quick changes send one PUT with the last quantity, 500 ms after the last change', async () => {
    const { result, line } = await renderLine();
    const pending: Promise<unknown>[] = [];
    act(() => {
      pending.push(result.current.update({ quantity: 2 }));
    });
    act(() => {
      jest.advanceTimersByTime(200);
      pending.push(result.current.update({ quantity: 3 }));
    });
    act(() => {
      jest.advanceTimersByTime(400);
      pending.push(result.current.update({ quantity: 4 }));
    });
    act(() => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS - 1);
    });
    expect(writes()).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.all(pending);
    });
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { itemId: line.id, item: { productId: 1, variantId: 11, quantity: 4 } } });
    const results = await Promise.all(pending);
    for (const cart of results) expect(cart).toMatchObject({ cartAmountCents: 4 * 4990 + 10990 });
    // The cached cart was replaced from the answer: no refetch.
    expect(result.current.cart.cart?.lineItems.physicalItems[0].quantity).toBe(4);
    expect(server.requests.filter((request) => request.method === 'GET')).toHaveLength(0);
  });

  it('turns a quantity below 1 into a removal (DELETE)', async () => {
    const { result, line } = await renderLine();
    await act(async () => {
      const done = result.current.update({ quantity: 0 });
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
      await done;
    });
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', body: { itemId: line.id } })]);
    expect(result.current.cart.cart?.lineItems.physicalItems.map((item) => item.variantId)).toEqual([13]);
  });

  it('cancel drops a pending update', async () => {
    const { result } = await renderLine();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.update({ quantity: 5 });
    });
    act(() => result.current.update.cancel());
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
      await done;
    });
    expect(writes()).toHaveLength(0);
  });

  it('sends a pending update when the component unmounts', async () => {
    const { result, unmount } = await renderLine();
    act(() => {
      void result.current.update({ quantity: 7 });
    });
    await act(async () => {
      unmount();
    });
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ item: expect.objectContaining({ quantity: 7 }) }) })]);
  });
});

describe('useRemoveItem', () => {
  it('removes a line at once and replaces the cached cart', async () => {
    const { result, line } = await renderLine();
    await act(async () => {
      await result.current.remove({ id: line.id });
    });
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', body: { itemId: line.id } })]);
    expect(result.current.cart.cart?.lineItems.physicalItems).toHaveLength(1);
  });

  it('needs an id', async () => {
    const { result } = await renderLine();
    await expect(result.current.remove({ id: '' })).rejects.toThrow('An itemId (the id of a line in the cart) is required.');
    expect(writes()).toHaveLength(0);
  });
});
