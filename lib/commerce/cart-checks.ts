/**
 * The checks our cart hooks run before any request (ids, quantities, the cart id), with the shared yup schemas of
 * lib/commerce/validation.ts (the API routes use the same ones). Failures are CommerceError('invalid_input').
 */
import { ValidationError, type Schema } from 'yup';
import { CommerceError } from '@/lib/commerce/errors';
import { addItemSchema, cartMessages, updateItemSchema } from '@/lib/commerce/validation';

interface CartItemRef {
  productId: number;
  variantId: number;
}

function check<T>(schema: Schema<T>, value: unknown): T {
  try {
    return schema.validateSync(value, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new CommerceError('invalid_input', error.errors[0] ?? error.message);
    throw error;
  }
}

/** Add to cart: productId and variantId required; quantity, when given, an integer of at least 1 (default 1). */
export function validateAddItem(item: CartItemRef & { quantity?: number }): CartItemRef & { quantity: number } {
  const valid = check(addItemSchema, item);
  return { productId: valid.productId, variantId: valid.variantId, quantity: valid.quantity ?? 1 };
}

/** Update a line: the quantity has to be an integer (below 1 removes the line). */
function validateUpdateQuantity(quantity: unknown): number {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) throw new CommerceError('invalid_input', cartMessages.updateQuantity);
  return quantity;
}

/** Update a line: the full item, once its quantity is known to be an integer. */
export function validateUpdateItem(item: CartItemRef & { quantity: number }): CartItemRef & { quantity: number } {
  validateUpdateQuantity(item.quantity);
  // A quantity below 1 removes the line; the schema's other rules (ids, maximum) still apply.
  const valid = check(updateItemSchema, { ...item, quantity: Math.max(item.quantity, 0) });
  return { productId: valid.productId, variantId: valid.variantId, quantity: item.quantity };
}
