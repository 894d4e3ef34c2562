/**
 * The checkout's rules, used by the checkout form (Formik) and by POST /api/checkout alike. The shipping address
 * follows the very same rules as sign-up and the address book (lib/accounts/address-schema.ts): AU or NZ,
 * a state from the list when the country is AU, digits-only postcode, a phone number.
 *
 * Wire body of POST /api/checkout:
 *   { email?, shippingMethod: 'standard' | 'express', addressId?: number, shippingAddress?: AddressFormValues }
 * email is required from a guest (a signed-in customer's own email is used instead); addressId (a saved address
 * of the signed-in customer) or shippingAddress is required. An order with nothing to ship (gift certificates,
 * digital items) takes no address and no shipping method, only the buyer's details for the receipt:
 *   { email?, billing: { firstName, lastName, phone, company? } }
 * Anything else in the body (prices, totals, line items) is ignored: the order is priced from the catalogue.
 */
import { mixed, number, object, string } from 'yup';
import { addressFields, emptyAddressValues, type AddressFormValues } from '../accounts/address-schema';
import { emailRule } from '../accounts/email-rule';
import { messages } from '../accounts/fields';
import type { ShippingMethod } from '../commerce/types';
import { SHIPPING_METHODS } from './shipping';

const MAX_ID = 2_147_483_647;

export const checkoutMessages = {
  body: 'The request body has to be a JSON object with your email, shipping address and shipping method.',
  email: messages.email,
  emailInvalid: messages.emailInvalid,
  shippingMethod: 'Please choose a shipping method: standard or express.',
  addressId: 'Choose one of your saved addresses, or enter a new one.',
  shippingAddress: 'Please enter a shipping address.',
  billing: 'Please enter your name and phone number.',
  savedAddressNeedsSignIn: 'Please sign in to ship to a saved address.',
  noCart: 'There is no cart to check out. Add something to your cart first.',
  notPlaced: 'We could not place your order. Please try again.',
  unappliedCode: 'Press Apply to use your discount code, or clear the field to place your order without it.',
  unappliedGiftCertificate: 'Press Apply gift certificate to pay with your gift certificate, or clear the field to place your order without it.',
  nowShips: 'Your cart has changed: something in it now ships. Please enter a shipping address and choose a shipping method.',
  nothingShips: 'Your cart has changed: nothing in it ships now. Please enter your name and phone number.',
} as const;

/**
 * The codes typed beside the checkout but not applied (the discount code, the gift certificate): the order is not
 * placed without them, and each is named at its field. `typed` holds the fields as the form carries them.
 */
export function unappliedCodes(typed: { discountCode?: unknown; giftCertificateCode?: unknown }): { message: string; field: string }[] {
  const problems: { message: string; field: string }[] = [];
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (filled(typed.discountCode)) problems.push({ message: checkoutMessages.unappliedCode, field: 'discountCode' });
  if (filled(typed.giftCertificateCode)) problems.push({ message: checkoutMessages.unappliedGiftCertificate, field: 'giftCertificateCode' });
  return problems;
}

/**
 * Whether a refused checkout asked for the part of the form the page did not show: the cart changed in another tab
 * since the page was drawn (something that ships was added to certificates, or the last of it taken away), so the
 * form sent details for the cart as it was. `needsShipping` is what the page believed.
 */
export function refusedForOtherCart(messagesRefused: readonly string[], needsShipping: boolean): boolean {
  const notShown: readonly string[] = needsShipping ? [checkoutMessages.billing] : [checkoutMessages.shippingAddress, checkoutMessages.shippingMethod];
  return messagesRefused.some((message) => notShown.includes(message));
}

const emailSchema = emailRule().typeError(checkoutMessages.emailInvalid);

const shippingMethodSchema = string()
  .required(checkoutMessages.shippingMethod)
  .oneOf([...SHIPPING_METHODS], checkoutMessages.shippingMethod);

/** The top level of the API body; the email (guests only) and the address are checked by the route after it. */
export const checkoutBodySchema = object({
  email: mixed().optional(),
  shippingMethod: shippingMethodSchema,
  addressId: number()
    .strict()
    .typeError(checkoutMessages.addressId)
    .integer(checkoutMessages.addressId)
    .min(1, checkoutMessages.addressId)
    .max(MAX_ID, checkoutMessages.addressId)
    .optional(),
  shippingAddress: mixed().optional(),
});

export const guestEmailSchema = object({ email: emailSchema });

/** The buyer's details an order with nothing to ship asks for: the address's name, phone and company, by its rules. */
const { firstName, lastName, phone, company } = addressFields;
const billingFields = { firstName, lastName, phone, company };
export const billingSchema = object(billingFields);
type BillingValues = Pick<AddressFormValues, keyof typeof billingFields>;

/** The address fields' labels, in the order components/forms/AddressFields.tsx shows them (the phone beside the names). */
const ADDRESS_LABELS: Record<keyof AddressFormValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  company: 'Company',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  suburb: 'Suburb',
  country: 'Country',
  state: 'State',
  region: 'State',
  postcode: 'Postcode',
};

/**
 * The first address field of a request body that is neither text nor a number (an object, an array...), as a
 * message about that field, or null. Checked before the shared address schema, whose trim() would throw on such a value.
 */
export function nonTextAddressField(address: Record<string, unknown>): { message: string; field: string } | null {
  for (const [key, label] of Object.entries(ADDRESS_LABELS)) {
    const value = address[key];
    if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') return { message: `${label} has to be text.`, field: key };
  }
  return null;
}

/* ------------------------------------------------------------------ the form */

/** The choice of address in the form: a saved address id (as text) or 'new'. */
export const NEW_ADDRESS = 'new';

export interface CheckoutFormValues extends AddressFormValues {
  email: string;
  shippingMethod: ShippingMethod;
  addressChoice: string;
}

/** `billing`: a signed-in customer's own details, where an order with nothing to ship asks for them. */
export function initialCheckoutValues(options: { email?: string; savedAddressIds?: number[]; billing?: BillingValues } = {}): CheckoutFormValues {
  const [firstSaved] = options.savedAddressIds ?? [];
  return {
    ...emptyAddressValues,
    ...options.billing,
    email: options.email ?? '',
    shippingMethod: 'standard',
    addressChoice: firstSaved !== undefined ? String(firstSaved) : NEW_ADDRESS,
  };
}

/**
 * The form's schema: the email only for guests; when the order ships, its method and the address fields when a new
 * address is entered; when nothing ships, the buyer's details.
 */
export function checkoutFormSchema(options: { guest: boolean; newAddress: boolean; needsShipping?: boolean }) {
  return object({
    ...(options.guest ? { email: emailSchema } : {}),
    ...(options.needsShipping === false ? billingFields : { shippingMethod: shippingMethodSchema, ...(options.newAddress ? addressFields : {}) }),
  });
}

/** What the form sends to POST /api/checkout. */
export interface CheckoutRequestBody {
  email?: string;
  shippingMethod?: ShippingMethod;
  addressId?: number;
  shippingAddress?: AddressFormValues;
  billing?: BillingValues;
}

export function toCheckoutBody(values: CheckoutFormValues, options: { guest: boolean; needsShipping?: boolean }): CheckoutRequestBody {
  const body: CheckoutRequestBody = {};
  if (options.guest) body.email = values.email.trim();
  if (options.needsShipping === false) {
    body.billing = { firstName: values.firstName, lastName: values.lastName, phone: values.phone, company: values.company };
    return body;
  }
  body.shippingMethod = values.shippingMethod;
  if (values.addressChoice === NEW_ADDRESS) {
    body.shippingAddress = {
      firstName: values.firstName,
      lastName: values.lastName,
      company: values.company,
      country: values.country,
      address1: values.address1,
      address2: values.address2,
      suburb: values.suburb,
      state: values.state,
      region: values.region,
      postcode: values.postcode,
      phone: values.phone,
    };
  } else {
    body.addressId = Number(values.addressChoice);
  }
  return body;
}
