/**
 * Spending gift certificates in the embedded store: a cart carries the code applied (and the balance it had then),
 * an order takes what the certificate pays from its balance in the order's own transaction. The arithmetic and the
 * refusals are lib/commerce/gift-certificate-rules.ts's.
 */
import { CommerceError } from '../errors';
import {
  checkGiftCertificate,
  giftCertificateMessages,
  normaliseGiftCertificateCode,
  type GiftCertificateBalance,
} from '../gift-certificate-rules';
import type { CartGiftCertificatePayment } from '../types';
import type { Store } from './db';

function findCertificate(store: Store, code: string): GiftCertificateBalance | null {
  const row = store.get<{ code: string; balance_cents: number }>('SELECT code, balance_cents FROM order_gift_certificates WHERE code = ?', code);
  return row ? { code: row.code, balanceCents: row.balance_cents } : null;
}

function refused(message: string): CommerceError {
  return new CommerceError('gift_certificate_refused', message);
}

/** The certificate on a cart as the shopper sees it: its live balance (null when none, or its code is gone). */
export function cartGiftCertificate(store: Store, code: string | null): CartGiftCertificatePayment | null {
  if (code === null) return null;
  const found = findCertificate(store, code);
  return found ? { last4: found.code.slice(-4), balanceCents: found.balanceCents } : null;
}

/** Applies a typed code to the cart (inside a carts.ts write); throws gift_certificate_refused with the reason. */
export function applyToCart(store: Store, cartId: string, applied: string | null, input: string): void {
  const checked = checkGiftCertificate(input, findCertificate(store, normaliseGiftCertificateCode(input)), applied);
  if (!checked.ok) throw refused(checked.message);
  store.run(
    'UPDATE carts SET gift_certificate_code = ?, gift_certificate_balance_cents = ? WHERE id = ?',
    checked.certificate.code,
    checked.certificate.balanceCents,
    cartId,
  );
}

export function removeFromCart(store: Store, cartId: string): void {
  store.run('UPDATE carts SET gift_certificate_code = NULL, gift_certificate_balance_cents = NULL WHERE id = ?', cartId);
}

/**
 * The certificate an order pays with, read in the order's transaction. When its balance fell since the shopper
 * applied it (another order spent it meanwhile), the order is refused: nothing is written, and the shopper sees the
 * new amount to pay before placing it again (`afterRefusal`).
 */
export function orderGiftCertificate(store: Store, cartId: string): GiftCertificateBalance | null {
  const cart = store.get<{ gift_certificate_code: string | null; gift_certificate_balance_cents: number | null }>(
    'SELECT gift_certificate_code, gift_certificate_balance_cents FROM carts WHERE id = ?',
    cartId,
  );
  const code = cart?.gift_certificate_code ?? null;
  if (code === null) return null;
  const found = findCertificate(store, code);
  if (found === null || found.balanceCents < (cart?.gift_certificate_balance_cents ?? 0)) throw refused(giftCertificateMessages.balanceTaken(code));
  return found;
}

/** Takes the payment from the balance (in the order's transaction); a balance that no longer covers it refuses the order. */
export function spend(store: Store, code: string, amountCents: number): void {
  if (amountCents <= 0) return;
  const { changes } = store.run(
    'UPDATE order_gift_certificates SET balance_cents = balance_cents - ? WHERE code = ? AND balance_cents >= ?',
    amountCents,
    code,
    amountCents,
  );
  if (changes !== 1) throw refused(giftCertificateMessages.balanceTaken(code));
}

/**
 * After an order was refused for its certificate's balance: the cart keeps the certificate with the balance it has
 * now (so the totals show what is left to pay), or loses it when nothing is left.
 */
export async function afterRefusal(store: Store, cartId: string): Promise<void> {
  await store.write(() => {
    const code = store.get<{ gift_certificate_code: string | null }>('SELECT gift_certificate_code FROM carts WHERE id = ?', cartId)?.gift_certificate_code ?? null;
    const found = code === null ? null : findCertificate(store, code);
    if (found === null || found.balanceCents <= 0) removeFromCart(store, cartId);
    else store.run('UPDATE carts SET gift_certificate_balance_cents = ? WHERE id = ?', found.balanceCents, cartId);
  });
}
