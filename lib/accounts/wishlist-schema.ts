/** Bodies of POST and DELETE /api/account/wishlist. */
import { number, object } from 'yup';

const VARIANT_ID = 'A variant id must be a positive whole number.';
const id = (message: string) => number().typeError(message).required(message).integer(message).positive(message);

export const saveWishlistItemSchema = object({
  productId: id('A product id is required.'),
  variantId: number()
    .typeError(VARIANT_ID)
    .integer(VARIANT_ID)
    .positive(VARIANT_ID)
    .nullable()
    .default(null),
});

export const removeWishlistItemSchema = object({ itemId: id('An item id is required to remove an item.') });
