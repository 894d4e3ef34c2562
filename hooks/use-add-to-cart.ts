import { useCallback } from 'react';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart } from '@/lib/commerce/types';
import { CART_QUANTITY_MAX } from '@/lib/commerce/validation';
import { validateAddItem } from '@/lib/commerce/cart-checks';
import { useAddItem } from './use-add-item';
import { useCart } from './use-cart';
import { useUi } from './use-ui';

/** Add-to-cart input (spec §3): minQuantity default 0 (none), maxQuantity default 9999. */
export interface AddToCartInput {
  productId: number;
  variantId: number;
  /** Default 1. */
  quantity?: number;
  minQuantity?: number;
  maxQuantity?: number;
  /** For the limit messages ('this product' when missing) and the failure message. */
  productName?: string;
  /** The product page, linked from the failure message. */
  productUrl: string;
  /**
   * true (quick add): a failed add is reported with the message "We couldn't add that to your cart..." in the cart
   * panel. false (the full add button): it sets Failed silently and the panel closes again.
   */
  reportFailure?: boolean;
}

/**
 * Spec §5 limits: the quantity already on the variant's line plus the quantity added, against the product's
 * minimum and maximum per order. Null when within the limits.
 */
export function quantityLimitMessage(options: { inCart: number; quantity: number; minQuantity?: number; maxQuantity?: number; productName?: string }): string | null {
  const name = options.productName?.trim() || 'this product';
  const total = options.inCart + options.quantity;
  const max = options.maxQuantity && options.maxQuantity > 0 ? Math.min(options.maxQuantity, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;
  if (total > max) return `You can only purchase a maximum of ${max} of ${name} per order`;
  const min = options.minQuantity ?? 0;
  if (min > 0 && total < min) return `You can only purchase a minimum of ${min} of ${name} per order`;
  return null;
}

/** The quantity of a variant already in the cart. */
export function quantityInCart(cart: Cart | null | undefined, productId: number, variantId: number): number {
  if (!cart) return 0;
  return [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems]
    .filter((line) => line.productId === productId && line.variantId === variantId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The shopper-facing add (spec §4): checks the item and the quantity limits first (a CommerceError with the spec §5
 * message, nothing sent, no status change), then None -> Adding -> Added or Failed, with the cart panel open (it
 * shows a loading placeholder while Adding; the recently viewed panel closes). Resolves with the updated cart;
 * rejects with the error when the add failed.
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<Cart> {
  const addItem = useAddItem();
  const { cart } = useCart();
  const { openCartPanel, closeCartPanel, setAddingStatus, setAddFailure } = useUi();

  return useCallback(
    async (input: AddToCartInput) => {
      // A whole quantity above the product's maximum (or the 9999 cap) gets the spec §5 limit message, which names
      // the product, before the schema's generic check would answer it.
      const quantity = input.quantity ?? 1;
      const limit = Number.isSafeInteger(quantity) && quantity >= 1
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
