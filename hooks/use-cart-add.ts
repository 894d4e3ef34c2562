import { useCallback } from 'react';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart } from '@/lib/commerce/types';
import { quantityInCart, quantityLimitMessage, type AddToCartInput } from '@/lib/commerce/cart-limits';
import { validateAddItem } from '@/lib/commerce/cart-checks';
import { useAddItem } from './use-add-item';
import { useCart } from './use-cart';
import { useUi } from './use-ui';

/**
 * The shopper-facing add (spec §4): checks the item and the quantity limits first (a CommerceError with the spec §5
 * message, nothing sent, no status change), then None -> Adding -> Added or Failed, with the cart panel open (it
 * shows a loading placeholder while Adding; the recently viewed panel closes). Resolves with the updated cart;
 * rejects with the error when the add failed. Part of the cart runtime (components/cart/CartRuntime.tsx): components
 * use the light useAddToCart, which loads the runtime when needed and calls this.
 */
export function useCartAdd(): (input: AddToCartInput) => Promise<Cart> {
  const addItem = useAddItem();
  const { cart } = useCart();
  const { openCartPanel, closeCartPanel, setAddingStatus, setAddFailure } = useUi();

  return useCallback(
    async (input: AddToCartInput) => {
      // A whole quantity above the product's maximum (or the 9999 cap) gets the spec §5 limit message, which names
      // the product, before the schema's generic check would answer it.
      const quantity = input.quantity ?? 1;
      const limit =
        Number.isSafeInteger(quantity) && quantity >= 1
          ? quantityLimitMessage({
              inCart: quantityInCart(cart, input.productId, input.variantId),
              quantity,
              minQuantity: input.minQuantity,
              maxQuantity: input.maxQuantity,
              productName: input.productName,
            })
          : null;
      if (limit) throw new CommerceError('quantity_limit', limit);
      const item = validateAddItem({ productId: input.productId, variantId: input.variantId, quantity: input.quantity });

      setAddFailure(null);
      setAddingStatus('Adding');
      openCartPanel();
      try {
        const updated = await addItem(item);
        setAddingStatus('Added');
        return updated;
      } catch (error) {
        setAddingStatus('Failed');
        if (input.reportFailure) setAddFailure({ productName: input.productName ?? 'product', productUrl: input.productUrl });
        else closeCartPanel();
        throw error;
      }
    },
    [addItem, cart, openCartPanel, closeCartPanel, setAddingStatus, setAddFailure],
  );
}
