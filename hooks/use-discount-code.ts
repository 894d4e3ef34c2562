import useVendorCart from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useMemo } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { CART_INPUT } from './use-cart';
import { useCartChange } from './use-cart-change';

interface DiscountCodeActions {
  /** Applies a code (POST /api/bigcommerce/cart { discountCode }); a refusal throws FetcherError with the reason. */
  apply: (code: string) => Promise<Cart | null>;
  /** Takes the cart's code off (DELETE /api/bigcommerce/cart { discountCode }). */
  remove: (code: string) => Promise<Cart | null>;
  /** Reads the cart again (after a checkout took off a code that no longer applied). */
  refresh: () => Promise<void>;
}

/** Applying and removing the cart's discount code; every view of the totals updates from the answer. */
export function useDiscountCode(): DiscountCodeActions {
  const { mutate } = useVendorCart(CART_INPUT);
  const change = useCartChange();
  return useMemo(
    () => ({
      apply: (code: string) => change('POST', { discountCode: code }),
      remove: (code: string) => change('DELETE', { discountCode: code }),
      refresh: async () => {
        await mutate();
      },
    }),
    [change, mutate],
  );
}
