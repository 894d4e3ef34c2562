/**
 * The checks of a cart item (ids, quantities) and of a gift certificate's amount, on the rules the API routes'
 * schemas use (cart-rules.ts), without yup: the cart hooks run them before any request, and both commerce adapters
 * before they write. Failures are CommerceError('invalid_input') with the message the API would answer: of an item
 * with several faults, the API (yup) reports the quantity's first, then the variant's, then the product's.
 */
import { CommerceError } from '@/lib/commerce/errors';
import { cartMessages, isAddQuantity, isGiftCertificateCents, isItemId, isNotNegative, isWholeQuantity, isWithinLineMaximum } from '@/lib/commerce/cart-rules';

interface CartItemRef {
  productId: number;
  variantId: number;
}

function ensure(valid: boolean, message: string): void {
  if (!valid) throw new CommerceError('invalid_input', message);
}

function checkIds(item: CartItemRef): void {
  ensure(isItemId(item.variantId), cartMessages.variantId);
  ensure(isItemId(item.productId), cartMessages.productId);
}

/** Add to cart: productId and variantId required; quantity, when given, an integer of at least 1 (default 1). */
export function validateAddItem(item: CartItemRef & { quantity?: number }): CartItemRef & { quantity: number } {
  ensure(item.quantity === undefined || isAddQuantity(item.quantity), cartMessages.addQuantity);
  checkIds(item);
  return { productId: item.productId, variantId: item.variantId, quantity: item.quantity ?? 1 };
}

/** Update a line: the quantity has to be an integer, at most a line's maximum (below 1 removes the line). */
export function validateUpdateItem(item: CartItemRef & { quantity: number }): CartItemRef & { quantity: number } {
  ensure(isWholeQuantity(item.quantity), cartMessages.updateQuantity);
  ensure(isNotNegative(item.quantity), cartMessages.updateQuantityNegative);
  ensure(isWithinLineMaximum(item.quantity), cartMessages.quantityMax);
  checkIds(item);
  return { productId: item.productId, variantId: item.variantId, quantity: item.quantity };
}

/** A gift certificate's amount, in cents: between the least and the most a certificate may be worth. */
export function validateGiftCertificateAmount(amountCents: number): number {
  ensure(isGiftCertificateCents(amountCents), cartMessages.giftCertificateAmount);
  return amountCents;
}
