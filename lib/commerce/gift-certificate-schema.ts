/**
 * The gift certificate form (/giftcertificates): the one schema its fields are checked with in the browser and
 * its post is checked with by the cart API (POST /api/bigcommerce/cart, `giftCertificate.*` fields). A browser's own
 * form post sends text, so the amount is read from what a shopper types ("50", "$50.00", "1,000"); a script's JSON
 * keeps the stricter wire schema of validation.ts (amount a number of dollars). The form asks for the sender too:
 * the recipient is told who the certificate is from, and BigCommerce refuses a certificate without a sender's email.
 */
import { number, object, type InferType } from 'yup';
import { isDeliverableEmail } from '../accounts/fields';
import { trimmedString } from '../accounts/trimmed-string';
import { GIFT_CERTIFICATE_MAX_DOLLARS, GIFT_CERTIFICATE_MIN_DOLLARS, cartMessages } from './cart-rules';

/** The longest message a certificate carries. */
export const GIFT_CERTIFICATE_MESSAGE_MAX = 1000;
/** The amounts offered with one press; any other amount within the limits can be typed. */
export const GIFT_CERTIFICATE_AMOUNTS = [25, 50, 100, 250] as const;

/**
 * Dollars typed as text: digits with at most two decimals, an optional leading "$", commas between thousands and
 * spaces around. NaN for anything else (a number type error, answered with the amount's message).
 */
export function dollarsFromText(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const typed = value.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(typed)) return Number.NaN;
  return Number(typed.replace(/,/g, ''));
}

const email = (label: string, required: string) =>
  trimmedString(label)
    .required(required)
    .max(254, cartMessages.email)
    .email(cartMessages.email)
    .test('deliverable', cartMessages.email, (value) => value === undefined || value === '' || isDeliverableEmail(value));

const name = (label: string, required: string) => trimmedString(label).required(required).max(100, `${label} has to be at most 100 characters long.`);

/** What the form posts under `giftCertificate.`: amount in dollars (text), recipient, sender and an optional message. */
const giftCertificateFormSchema = object({
  amount: number()
    .transform((_value: unknown, original: unknown) => (original === '' || original === undefined || original === null ? undefined : dollarsFromText(original)))
    .typeError(cartMessages.giftCertificateAmount)
    .required(cartMessages.giftCertificateAmount)
    .min(GIFT_CERTIFICATE_MIN_DOLLARS, cartMessages.giftCertificateAmount)
    .max(GIFT_CERTIFICATE_MAX_DOLLARS, cartMessages.giftCertificateAmount),
  recipient: object({
    name: name("Recipient's name", cartMessages.recipientName),
    email: email("Recipient's email", cartMessages.recipientEmail),
  })
    .typeError(cartMessages.recipientName)
    .required(cartMessages.recipientName),
  sender: object({
    name: name('Your name', cartMessages.senderName),
    email: email('Your email', cartMessages.senderEmail),
  })
    .typeError(cartMessages.senderName)
    .required(cartMessages.senderName),
  message: trimmedString('Message', { multiline: true }).max(GIFT_CERTIFICATE_MESSAGE_MAX, cartMessages.giftCertificateMessage).optional(),
})
  .typeError(cartMessages.giftCertificate)
  .required(cartMessages.giftCertificate);

/** POST /api/bigcommerce/cart from the gift certificate form (a browser's form post). */
export const addGiftCertificateFormBodySchema = object({ giftCertificate: giftCertificateFormSchema })
  .typeError(cartMessages.body)
  .required(cartMessages.body);

export type GiftCertificateForm = InferType<typeof giftCertificateFormSchema>;

/** The form's values, all text as the fields hold them. */
export interface GiftCertificateFormValues {
  giftCertificate: {
    amount: string;
    recipient: { name: string; email: string };
    sender: { name: string; email: string };
    message: string;
  };
}

/** The form's empty values, with the sender filled in (a signed-in customer's name and email) when known. */
export function giftCertificateFormValues(sender?: { name: string; email: string } | null): GiftCertificateFormValues {
  return {
    giftCertificate: {
      amount: '',
      recipient: { name: '', email: '' },
      sender: { name: sender?.name ?? '', email: sender?.email ?? '' },
      message: '',
    },
  };
}

/** The wire body's certificate (validation.ts) from checked form values: dollars as a number, no empty message. */
export function giftCertificateRequest(form: GiftCertificateForm) {
  return {
    amount: form.amount,
    recipient: { name: form.recipient.name, email: form.recipient.email },
    sender: { name: form.sender.name, email: form.sender.email },
    ...(form.message ? { message: form.message } : {}),
  };
}
