import useVendorCart from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback } from 'react';
import type { CheckoutRequestBody } from '@/lib/checkout/schema';
import type { Order } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CART_INPUT } from './use-cart';

const CHECKOUT_URL = '/api/checkout';

/** POST /api/checkout: the placed order, or a FetcherError carrying the server's message and status. */
async function submitCheckout(body: CheckoutRequestBody): Promise<Order> {
  const result = await apiFetch<{ order: Order }>(CHECKOUT_URL, { method: 'POST', body });
  return result.order;
}

/**
 * Placing an order from the checkout page: `placeOrder` sends the form, `forgetCart` empties the cached cart
 * afterwards (the server has cleared the cart cookie), so the header's cart count drops to 0 without a refetch.
 */
export function useCheckout() {
  const { mutate } = useVendorCart(CART_INPUT);
  const forgetCart = useCallback(async () => {
    await mutate(null, false);
  }, [mutate]);
  return { placeOrder: submitCheckout, forgetCart };
}
