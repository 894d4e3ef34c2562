/**
 * The cart's messages and the rules of a cart item (ids, quantities), kept apart from the yup schemas
 * (validation.ts, which builds its schemas on these same rules) so that the browser checks an item before sending
 * it without loading yup.
 */
import { groupThousands } from '@/lib/format/money';
import { CART_QUANTITY_MAX } from './cart-limits';

export const GIFT_CERTIFICATE_MIN_DOLLARS = 10;
export const GIFT_CERTIFICATE_MAX_DOLLARS = 1000;
/** Largest id accepted from a client (ids are 32-bit in both backends). */
const MAX_ID = 2_147_483_647;
export const MAX_LOOKUP_ITEMS = 250;

export const cartMessages = {
  /** Add to cart. */
  addQuantity: 'The item quantity has to be a valid integer greater than 0.',
  /** Update a cart item (below 1 removes it). */
  updateQuantity: 'The item quantity has to be a valid integer.',
  updateQuantityNegative: 'The quantity cannot be below 0. Type 0 to remove the item.',
  quantityMax: `The item quantity has to be ${CART_QUANTITY_MAX} or less.`,
  productId: 'The item needs a productId: a whole number above 0.',
  variantId: 'The item needs a variantId: a whole number above 0.',
  item: 'An item { productId, variantId, quantity } is required.',
  itemId: 'An itemId (the id of a line in the cart) is required.',
  locale: 'The locale has to be a short text such as "en-us".',
  body: 'The request body has to be a JSON object.',
  giftCertificate: 'A giftCertificate { amount, recipient: { name, email } } is required.',
  giftCertificateId: 'A giftCertificateId is required.',
  giftCertificateAmount: `A gift certificate amount has to be between $${GIFT_CERTIFICATE_MIN_DOLLARS} and $${groupThousands(GIFT_CERTIFICATE_MAX_DOLLARS)}, in dollars and cents.`,
  recipientName: "The gift certificate needs the recipient's name.",
  recipientEmail: "The gift certificate needs the recipient's email address.",
  senderName: 'The gift certificate needs your name, so they know who it is from.',
  senderEmail: 'The gift certificate needs your email address.',
  giftCertificateMessage: 'The message has to be at most 1,000 characters long.',
  email: 'That email address is not valid.',
  productIds: 'productIds has to be a list of product ids (whole numbers above 0).',
  variantIds: 'variantIds has to be a list of variant ids (whole numbers above 0).',
  sameLength: 'productIds and variantIds have to be lists of the same length (one pair per cart line).',
  tooMany: `At most ${MAX_LOOKUP_ITEMS} items can be looked up at once.`,
  cartId: 'A cartId is required.',
  customerId: 'A customerId (a whole number above 0) is required.',
} as const;

/** A product or variant id: a whole number from 1 to the largest 32-bit id. */
export function isItemId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** A quantity to set on a line: a whole number (below 1 removes the line). */
export function isWholeQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** A quantity a shopper may set on a line: not below 0 (0 removes it; a negative number is a typing mistake). */
export function isNotNegative(value: number): boolean {
  return value >= 0;
}

/** A quantity to add: a whole number from 1. */
export function isAddQuantity(value: unknown): value is number {
  return isWholeQuantity(value) && value >= 1;
}

/** At most what one line may hold. */
export function isWithinLineMaximum(value: number): boolean {
  return value <= CART_QUANTITY_MAX;
}

/** A gift certificate's amount in cents: whole cents from the least to the most a certificate may be worth. */
export function isGiftCertificateCents(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= GIFT_CERTIFICATE_MIN_DOLLARS * 100 &&
    value <= GIFT_CERTIFICATE_MAX_DOLLARS * 100
  );
}
