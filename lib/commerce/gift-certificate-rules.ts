/**
 * Spending a gift certificate: the one place its arithmetic and its refusals are decided. Pure (no server imports),
 * so the embedded store, the checkout page and the tests use the same rules.
 *
 * The rules, stated once:
 * - a code is matched without regard to case, and spaces are ignored (as discount codes are);
 * - one certificate per order;
 * - a certificate is a means of payment: it pays what is left of the goods after the discount, and the shipping;
 * - gift certificates bought in the same order cannot be paid with a certificate: their amount stays to pay;
 * - it pays at most its balance; what it does not use stays on it for a later order;
 * - a certificate with no balance left, or a code the shop never issued, is refused with a message saying so.
 */
import type { Cents } from './types';
import { formatCents } from '../format/money';

/** The longest code a shopper may type (a longer one is bad input, not an unknown code). */
export const GIFT_CERTIFICATE_CODE_MAX_LENGTH = 50;

/** The code as the shop spells it: upper case, without spaces. */
export function normaliseGiftCertificateCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The last 4 characters, all a page or an order ever shows of a certificate's code ("…AB12"). */
export function giftCertificateHint(code: string): string {
  return `…${code.slice(-4)}`;
}

/** The line the totals, the receipt and the account's order view show for a certificate's payment. */
export function giftCertificateLabel(code: string): string {
  return `Gift certificate (${giftCertificateHint(code)})`;
}

export const giftCertificateMessages = {
  unknown: (code: string) => `${code} isn't a gift certificate code we know. Check the spelling and try again.`,
  usedUp: (code: string) => `The gift certificate ${giftCertificateHint(code)} has been used up: it has no balance left.`,
  onePerOrder: (applied: string) =>
    `Only one gift certificate can be used per order. Remove ${giftCertificateHint(applied)} to use another.`,
  balanceTaken: (code: string) =>
    `The gift certificate ${giftCertificateHint(code)} no longer has the balance this order needed (it was just spent on another order). Your order was not placed: check the amount to pay and place it again.`,
  required: 'Please enter a gift certificate code.',
  tooLong: `A gift certificate code is at most ${GIFT_CERTIFICATE_CODE_MAX_LENGTH} characters.`,
  notText: 'The gift certificate code has to be text.',
  noneApplied: 'There is no gift certificate on your cart.',
  tooManyTries: 'Too many gift certificate codes were refused. Please wait a few minutes and try again.',
  applied: (code: string, balanceCents: Cents) => `Gift certificate ${giftCertificateHint(code)} applied (balance ${formatCents(balanceCents)}).`,
  removed: (code: string) => `Gift certificate ${giftCertificateHint(code)} removed.`,
} as const;

/** A certificate as the store keeps it. */
export interface GiftCertificateBalance {
  code: string;
  balanceCents: Cents;
}

type GiftCertificateRefusal = 'unknown' | 'used_up' | 'one_per_order';

type GiftCertificateOutcome =
  | { ok: true; certificate: GiftCertificateBalance }
  | { ok: false; reason: GiftCertificateRefusal; message: string };

/**
 * Whether a typed code may go on a cart: `found` is the store's certificate for the normalised code (null when
 * the shop never issued it), `applied` the code already on the cart (null when none).
 */
export function checkGiftCertificate(typed: string, found: GiftCertificateBalance | null, applied: string | null): GiftCertificateOutcome {
  const code = normaliseGiftCertificateCode(typed);
  if (applied !== null && applied !== code) return { ok: false, reason: 'one_per_order', message: giftCertificateMessages.onePerOrder(applied) };
  if (found === null) return { ok: false, reason: 'unknown', message: giftCertificateMessages.unknown(code) };
  if (found.balanceCents <= 0) return { ok: false, reason: 'used_up', message: giftCertificateMessages.usedUp(found.code) };
  return { ok: true, certificate: found };
}

/** What a certificate may pay of an order: the goods after the discount and the shipping (never certificates bought). */
export interface CertificatePayable {
  /** The goods after the discount. */
  goodsCents: Cents;
  shippingCents: Cents;
}

/** What the certificate pays and what stays on it. */
export interface GiftCertificatePayment {
  amountCents: Cents;
  remainingBalanceCents: Cents;
}

export function giftCertificatePayment(balanceCents: Cents, payable: CertificatePayable): GiftCertificatePayment {
  const payableCents = Math.max(0, payable.goodsCents) + Math.max(0, payable.shippingCents);
  const balance = Math.max(0, balanceCents);
  const amountCents = Math.min(balance, payableCents);
  return { amountCents, remainingBalanceCents: balance - amountCents };
}
