/**
 * Cart limits the browser needs on every page, kept apart from the yup schemas (validation.ts) so
 * that no page loads yup just to know them.
 */
import type { Cart } from './types';

/** The most of one variant a cart line may hold. */
export const CART_QUANTITY_MAX = 9999;

/** Add-to-cart input: minQuantity default 0 (none), maxQuantity default 9999. */
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

/** The quantity an add starts from (the product page's field) and quick add adds: the product's minimum per order, at least 1. */
export function leastAddQuantity(minQuantity: number | undefined): number {
  return minQuantity !== undefined && Number.isSafeInteger(minQuantity) && minQuantity > 1 ? Math.min(minQuantity, CART_QUANTITY_MAX) : 1;
}

/**
 * Purchase limits: the quantity already on the variant's line plus the quantity added, against the product's
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
