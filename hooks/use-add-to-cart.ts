import { useCallback } from 'react';
import { cartActions, currentCartActions } from '@/lib/browser/cart-runtime';
import type { AddToCartInput } from '@/lib/commerce/cart-limits';
import type { Cart } from '@/lib/commerce/types';

/**
 * The add to cart of product cards and the product page (spec §4): the cart runtime's add (hooks/use-cart-add.ts),
 * loading the runtime first when it has not loaded yet. Resolves with the updated cart; rejects with the error
 * (a CommerceError with the spec §5 message for an invalid item or a quantity limit).
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<Cart> {
  return useCallback((input: AddToCartInput) => {
    // Called at once when the runtime runs, so the status changes (Adding) within the click, as they always did.
    const ready = currentCartActions();
    return ready ? ready.addToCart(input) : cartActions().then((actions) => actions.addToCart(input));
  }, []);
}
