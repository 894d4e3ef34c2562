/**
 * Yup schemas of the cart calls, used by the API routes; the ids and quantities follow the rules of cart-rules.ts,
 * which the browser checks before it sends an item. Schemas are strict: "3" is not a quantity and a missing nested
 * object is reported as missing (not defaulted to {}); unknown keys are ignored by the callers. parseWith (non-strict at the top)
 * would default a missing body to {}, so routes pass `body ?? null`.
 */
import { array, number, object, string, type ObjectShape } from 'yup';
import { isDeliverableEmail } from '../accounts/fields';
import { controlCharactersMessage, hasControlCharacters } from '../validation/control-characters';
import {
  GIFT_CERTIFICATE_MAX_DOLLARS,
  GIFT_CERTIFICATE_MIN_DOLLARS,
  MAX_LOOKUP_ITEMS,
  cartMessages,
  isAddQuantity,
  isItemId,
  isNotNegative,
  isWholeQuantity,
  isWithinLineMaximum,
} from './cart-rules';

/** A rule of cart-rules.ts as a yup test (a missing value is left to `required`). */
function holds(rule: (value: number) => boolean) {
  return (value: number | undefined) => value === undefined || rule(value);
}

function id(message: string) {
  return number().strict().typeError(message).required(message).test('id', message, holds(isItemId));
}

function text(max: number, message = `This text has to be at most ${max} characters long.`) {
  return string().strict().typeError(message).max(max, message);
}

/* ------------------------------------------------------------------ items */

/**
 * Add to cart: quantity, when given, is a whole number from 1 (the caller defaults it to 1). How many is too many is
 * the line's maximum (the product's own, or CART_QUANTITY_MAX), which the store checks and names the product in:
 * "You can only purchase a maximum of 3 of …", whatever the quantity.
 */
export const addItemSchema = object({
  productId: id(cartMessages.productId),
  variantId: id(cartMessages.variantId),
  quantity: number()
    .strict()
    .typeError(cartMessages.addQuantity)
    .nonNullable(cartMessages.addQuantity)
    .test('quantity', cartMessages.addQuantity, holds(isAddQuantity)),
})
  .strict()
  .typeError(cartMessages.item)
  .required(cartMessages.item);

/** Update a line: a whole number from 0 (which removes the line) up to the maximum; a negative one is refused. */
export const updateItemSchema = object({
  productId: id(cartMessages.productId),
  variantId: id(cartMessages.variantId),
  quantity: number()
    .strict()
    .typeError(cartMessages.updateQuantity)
    .required(cartMessages.updateQuantity)
    .test('quantity', cartMessages.updateQuantity, holds(isWholeQuantity))
    .test('minimum', cartMessages.updateQuantityNegative, holds(isNotNegative))
    .test('maximum', cartMessages.quantityMax, holds(isWithinLineMaximum)),
})
  .strict()
  .typeError(cartMessages.item)
  .required(cartMessages.item);

const notBlank = (value: string | undefined) => value === undefined || value.trim() !== '';
const lineId = (message: string) =>
  string().strict().typeError(message).required(message).max(64, message).test('not-blank', message, notBlank);

function body<S extends ObjectShape>(shape: S) {
  return object(shape).strict().typeError(cartMessages.body).required(cartMessages.body);
}

/** POST /api/bigcommerce/cart with an item. */
export const addItemBodySchema = body({
  item: addItemSchema,
  locale: text(35, cartMessages.locale).nullable().optional(),
});

/** PUT /api/bigcommerce/cart. */
export const updateItemBodySchema = body({
  itemId: lineId(cartMessages.itemId),
  item: updateItemSchema,
});

/** DELETE /api/bigcommerce/cart with an item. */
export const removeItemBodySchema = body({
  itemId: lineId(cartMessages.itemId),
});

/* ------------------------------------------------------------------ gift certificates */

const email = (required: string) =>
  text(254, cartMessages.email)
    .required(required)
    .email(cartMessages.email)
    .test('deliverable', cartMessages.email, (value) => value === undefined || isDeliverableEmail(value));

/** A certificate's text (it is stored and emailed): no control character; the message keeps its line breaks. */
const certificateText = (max: number, label: string, { multiline = false, message }: { multiline?: boolean; message?: string } = {}) =>
  text(max, message).test('control-characters', controlCharactersMessage(label), (value) => typeof value !== 'string' || !hasControlCharacters(value, { multiline }));

/** A certificate's recipient or sender: a name (not blank) and a deliverable email, both required. */
const person = (nameLabel: string, nameMessage: string, emailMessage: string) =>
  object({
    name: certificateText(100, nameLabel, { message: nameMessage }).required(nameMessage).test('not-blank', nameMessage, notBlank),
    email: email(emailMessage),
  })
    .strict()
    .typeError(nameMessage)
    .required(nameMessage);

/**
 * A gift certificate as the wire sends it: amount in dollars. The sender is required, as on the form: the recipient
 * is told who it is from, and BigCommerce refuses a certificate without a sender's email.
 */
const giftCertificateSchema = object({
  name: certificateText(100, 'Name').nullable().optional(),
  theme: certificateText(50, 'Theme').nullable().optional(),
  amount: number()
    .strict()
    .typeError(cartMessages.giftCertificateAmount)
    .required(cartMessages.giftCertificateAmount)
    .min(GIFT_CERTIFICATE_MIN_DOLLARS, cartMessages.giftCertificateAmount)
    .max(GIFT_CERTIFICATE_MAX_DOLLARS, cartMessages.giftCertificateAmount)
    .test('cents', cartMessages.giftCertificateAmount, (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
  recipient: person("Recipient's name", cartMessages.recipientName, cartMessages.recipientEmail),
  sender: person('Your name', cartMessages.senderName, cartMessages.senderEmail),
  message: certificateText(1000, 'Message', { multiline: true }).nullable().optional(),
})
  .strict()
  .typeError(cartMessages.giftCertificate)
  .required(cartMessages.giftCertificate);

/** POST /api/bigcommerce/cart with a gift certificate. */
export const addGiftCertificateBodySchema = body({
  giftCertificate: giftCertificateSchema,
  locale: text(35, cartMessages.locale).nullable().optional(),
});

/** DELETE /api/bigcommerce/cart with a gift certificate. */
export const removeGiftCertificateBodySchema = body({
  giftCertificateId: lineId(cartMessages.giftCertificateId),
});

/* ------------------------------------------------------------------ other cart calls */

/** POST /api/customer/getCart: one (productId, variantId) pair per cart line. */
export const catalogueLookupBodySchema = body({
  productIds: array(id(cartMessages.productIds))
    .strict()
    .typeError(cartMessages.productIds)
    .required(cartMessages.productIds)
    .max(MAX_LOOKUP_ITEMS, cartMessages.tooMany),
  variantIds: array(id(cartMessages.variantIds))
    .strict()
    .typeError(cartMessages.variantIds)
    .required(cartMessages.variantIds)
    .max(MAX_LOOKUP_ITEMS, cartMessages.tooMany),
}).test(
  'same-length',
  cartMessages.sameLength,
  // Only once both are lists: their own messages explain anything else.
  (value) => !value || !Array.isArray(value.productIds) || !Array.isArray(value.variantIds) || value.productIds.length === value.variantIds.length,
);

/** POST /api/cart/add-customer-id. */
export const addCustomerIdBodySchema = body({
  cartId: lineId(cartMessages.cartId),
  customerId: id(cartMessages.customerId),
});
