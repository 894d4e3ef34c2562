import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback, useMemo } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { dropCartSeed } from '@/lib/browser/cart-seed';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { CART_INPUT, toAppCart } from './use-cart';

interface DiscountCodeActions {
  /** Applies a code (POST /api/bigcommerce/cart { discountCode }); a refusal throws FetcherError with the reason. */
  apply: (code: string) => Promise<Cart | null>;
  /** Takes the cart's code off (DELETE /api/bigcommerce/cart { discountCode }). */
  remove: (code: string) => Promise<Cart | null>;
  /** Reads the cart again (after a checkout took off a code that no longer applied). */
  refresh: () => Promise<void>;
}

/**
 * Applying and removing the cart's discount code. The cached cart of @bigcommerce/storefront-data-hooks is
 * replaced from each answer, without a refetch, so every view of the totals (panel, cart page, checkout) updates.
 */
export function useDiscountCode(): DiscountCodeActions {
  const { mutate } = useVendorCart(CART_INPUT);
  const send = useCallback(
    async (method: 'POST' | 'DELETE', discountCode: string) => {
      // The cart changes: a cart the page was rendered with is no longer the one to answer a read with.
      dropCartSeed();
      const include = CART_INPUT.include?.join(',') ?? '';
      const wire = await apiFetch<VendorCart | null>(`${CART_URL}?include=${encodeURIComponent(include)}`, { method, body: { discountCode } });
      await mutate(wire, false);
      return toAppCart(wire) ?? null;
    },
    [mutate],
  );
  return useMemo(
    () => ({
      apply: (code: string) => send('POST', code),
      remove: (code: string) => send('DELETE', code),
      refresh: async () => {
        await mutate();
      },
    }),
    [send, mutate],
  );
}
