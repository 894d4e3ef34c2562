/**
 * Paying with a gift certificate at the embedded checkout: applying a code to the shopper's cart and taking it off.
 * The route (/api/checkout/gift-certificate) only parses; this decides. Only a commerce service with the optional
 * gift certificate methods (the embedded store) offers it: otherwise it is not_found (hosted mode: BigCommerce
 * redeems certificates in its own checkout). Refused codes count against the address's limit
 * (`giftCertificateRefusalsPerAddress`, shared through Redis when configured), so codes cannot be guessed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getCommerce, isCommerceError, type Cart, type CommerceService } from '../commerce';
import { giftCertificateMessages } from '../commerce/gift-certificate-rules';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { setCartCookie } from '../http/session';
import { readOwnCart } from '../http/shopper-cart';
import { hit, peek } from '../rate-limits';
import { refuseIfLimited } from '../rate-limits/refuse';

type Request = IncomingMessage & { cookies: Partial<Record<string, string>> };

export const GIFT_CERTIFICATE_FIELD = 'giftCertificateCode';
const NOT_OFFERED = 'Gift certificates are redeemed at the checkout of this shop, not here.';
const CART_NOT_FOUND = 'Your cart could not be found. It may have expired.';

interface Payments {
  apply: NonNullable<CommerceService['applyGiftCertificateCode']>;
  remove: NonNullable<CommerceService['removeGiftCertificateCode']>;
}

function paymentsOf(commerce: CommerceService): Payments {
  const { applyGiftCertificateCode: apply, removeGiftCertificateCode: remove } = commerce;
  if (!apply || !remove) throw new ApiError(404, NOT_OFFERED, 'not_found');
  return { apply: apply.bind(commerce), remove: remove.bind(commerce) };
}

/** The shopper's cart and the store's payment methods; refusals: 404 (not offered, no cart), 403 (another's cart). */
async function shopperPayments(req: Request, res: ServerResponse): Promise<{ payments: Payments; cart: Cart; customerId: number }> {
  const payments = paymentsOf(await getCommerce());
  const shopper = await readOwnCart(req, res);
  if (!shopper.cart) {
    if (shopper.staleCookie) setCartCookie(req, res, null);
    throw new ApiError(404, CART_NOT_FOUND, 'not_found');
  }
  return { payments, cart: shopper.cart, customerId: shopper.customerId ?? 0 };
}

/** Whether the commerce service offers paying with a gift certificate (the checkout shows the field only then). */
export function offersGiftCertificatePayment(commerce: CommerceService): boolean {
  return typeof commerce.applyGiftCertificateCode === 'function' && typeof commerce.removeGiftCertificateCode === 'function';
}

/** Applies the code; a refusal is a 422 about the field (and counts against the address's limit). */
export async function applyGiftCertificate(req: Request, res: ServerResponse, readCode: () => Promise<string>): Promise<{ cart: Cart; message: string }> {
  const { payments, cart, customerId } = await shopperPayments(req, res);
  const code = await readCode();
  const address = clientAddress(req);
  refuseIfLimited(res, [await peek('giftCertificateRefusalsPerAddress', address)], () => giftCertificateMessages.tooManyTries);
  try {
    const applied = await payments.apply(cart.id, code, customerId);
    const { last4, balanceCents } = applied.giftCertificate ?? { last4: '', balanceCents: 0 };
    return { cart: applied, message: giftCertificateMessages.applied(last4, balanceCents) };
  } catch (error) {
    if (!isCommerceError(error) || error.code !== 'gift_certificate_refused') throw error;
    await hit('giftCertificateRefusalsPerAddress', address);
    throw new ApiError(error.status, error.message, error.code, GIFT_CERTIFICATE_FIELD);
  }
}

/** Takes the cart's certificate off. */
export async function removeGiftCertificate(req: Request, res: ServerResponse): Promise<{ cart: Cart; message: string }> {
  const { payments, cart, customerId } = await shopperPayments(req, res);
  const last4 = cart.giftCertificate?.last4;
  const removed = await payments.remove(cart.id, customerId);
  return { cart: removed, message: last4 ? giftCertificateMessages.removed(last4) : giftCertificateMessages.noneApplied };
}
