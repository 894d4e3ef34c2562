import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { dropCartSeed } from '@/lib/browser/cart-seed';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { CART_INPUT, toAppCart } from './use-cart';

/**
 * A change of the cart that @bigcommerce/storefront-data-hooks has no call for (a discount code, a gift
 * certificate added or removed), sent to the cart API, or (GET) the cart read again as it is now, after a change made
 * elsewhere (another tab, an expiry): a read of its own, never one the library's deduplication answers with an older
 * cart. The library's cached cart is replaced from the answer, without a refetch, so every view of the cart (panel,
 * cart page, checkout) updates. A refusal throws FetcherError with the reason.
 */
export function useCartChange(): (method: 'GET' | 'POST' | 'DELETE', body?: Record<string, unknown>, url?: string) => Promise<Cart | null> {
  const { mutate } = useVendorCart(CART_INPUT);
  return useCallback(
    async (method, body, url = CART_URL) => {
      // The cart changes (or changed): a cart the page was rendered with is no longer the one to answer a read with.
      dropCartSeed();
      const include = CART_INPUT.include?.join(',') ?? '';
      const wire = await apiFetch<VendorCart | null>(`${url}?include=${encodeURIComponent(include)}`, { method, body });
      await mutate(wire, false);
      return toAppCart(wire) ?? null;
    },
    [mutate],
  );
}
