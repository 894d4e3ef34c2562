import useVendorRemoveItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-remove-item';
import { useCallback } from 'react';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart } from '@/lib/commerce/types';
import { cartMessages } from '@/lib/commerce/cart-rules';
import { asAppError, CART_INPUT, toAppCart } from './use-cart';

/**
 * Removes a cart line (DELETE /api/bigcommerce/cart { itemId } through @bigcommerce/storefront-data-hooks'
 * useRemoveItem) and returns the updated cart, or null when the cart became empty. The cached cart is replaced
 * from the answer, without a refetch. A refusal rejects with the app's FetcherError (the answer's status and reason).
 */
export function useRemoveItem(): (line: { id: string }) => Promise<Cart | null> {
  const vendorRemoveItem = useVendorRemoveItem(undefined, CART_INPUT);
  return useCallback(
    async ({ id }: { id: string }) => {
      if (typeof id !== 'string' || id.trim() === '') throw new CommerceError('invalid_input', cartMessages.itemId);
      return toAppCart(await vendorRemoveItem({ id }).catch(asAppError)) ?? null;
    },
    [vendorRemoveItem],
  );
}
