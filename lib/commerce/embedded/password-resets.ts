/**
 * Password reset links of the embedded store: 32 random bytes (base64url) per link, of which only the SHA-256 is
 * stored; valid for one hour and for one use. Setting a password through a link uses it and every other link of
 * that customer; a wrong, used or expired link changes nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CommerceError } from '../errors';
import type { Customer } from '../types';
import { findCustomerByEmail } from './customers';
import type { Store } from './db';
import { checkNewPassword, setPassword } from './profile';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'This password reset link is invalid, expired or already used. Please ask for a new one.';

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link's token for the customer with this email, or null when there is none (nothing is stored then). */
export async function createResetToken(store: Store, email: string, now: number): Promise<{ customer: Customer; token: string } | null> {
  const customer = findCustomerByEmail(store, email);
  if (!customer) return null;
  const token = randomBytes(32).toString('base64url');
  await store.write(() => {
    // Old, spent links are of no use: keep the table small.
    store.run('DELETE FROM password_resets WHERE customer_id = ? AND (used_at IS NOT NULL OR expires_at <= ?)', customer.entityId, now);
    store.run(
      'INSERT INTO password_resets (customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
      customer.entityId,
      digest(token),
      now,
      now + RESET_LINK_TTL_MS,
    );
  });
  return { customer, token };
}

function wellFormed(customerId: number, token: string): boolean {
  return Number.isInteger(customerId) && customerId > 0 && typeof token === 'string' && token.length >= 16 && token.length <= 200;
}

/** Whether the link is unused and unexpired now: a read, which leaves the link as it was. */
function usable(store: Store, customerId: number, token: string, now: number): boolean {
  const row = store.get<{ id: number }>(
    'SELECT id FROM password_resets WHERE token_hash = ? AND customer_id = ? AND used_at IS NULL AND expires_at > ?',
    digest(token),
    customerId,
    now,
  );
  return Boolean(row);
}

/** Whether the link can still set a password (the reset page's question before its form); it is not used. */
export function checkResetLink(store: Store, customerId: number, token: string, now: number): boolean {
  return wellFormed(customerId, token) && usable(store, customerId, token, now);
}

export async function resetPassword(store: Store, customerId: number, token: string, newPassword: string, now: number): Promise<void> {
  if (!wellFormed(customerId, token)) throw new CommerceError('invalid_input', INVALID_RESET_LINK);
  const password = checkNewPassword(newPassword);
  // Checked before the (slow) hashing, and again inside the write: two uses at once cannot both succeed.
  if (!usable(store, customerId, token, now)) throw new CommerceError('invalid_input', INVALID_RESET_LINK);
  await setPassword(store, customerId, password, now, () => {
    if (!usable(store, customerId, token, now)) throw new CommerceError('invalid_input', INVALID_RESET_LINK);
  });
}
