/**
 * The discount code field, the one schema the cart API route and the form use. The code is text of at most
 * DISCOUNT_CODE_MAX_LENGTH characters once its surrounding spaces are gone; case does not matter (the store
 * matches it without regard to case).
 */
import { object, string } from 'yup';
import { DISCOUNT_CODE_MAX_LENGTH, discountMessages } from './discount-rules';
import { cartMessages } from './cart-rules';

const discountCodeField = string()
  .strict()
  .typeError(discountMessages.notText)
  .required(discountMessages.required)
  .test('filled', discountMessages.required, (value) => typeof value === 'string' && value.trim() !== '')
  .test('length', discountMessages.tooLong, (value) => typeof value !== 'string' || value.trim().length <= DISCOUNT_CODE_MAX_LENGTH);

/** POST /api/bigcommerce/cart { discountCode }: applies the code. */
export const applyDiscountBodySchema = object({ discountCode: discountCodeField })
  .required(cartMessages.body)
  .typeError(cartMessages.body);

/** DELETE /api/bigcommerce/cart { discountCode }: takes the cart's code off (the value names it; empty: whatever code it has). */
export const removeDiscountBodySchema = object({
  discountCode: string().strict().typeError(discountMessages.notText).max(DISCOUNT_CODE_MAX_LENGTH, discountMessages.tooLong),
})
  .required(cartMessages.body)
  .typeError(cartMessages.body);
