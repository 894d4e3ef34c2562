/**
 * LoyaltyLion customer authentication (server side): the auth token is the SHA-1 hex digest of the customer's
 * id, the ISO 8601 date, the customer's email and the LoyaltyLion secret, concatenated in that order
 * (LoyaltyLion SDK docs, "Customer authentication"). The secret never leaves the server.
 */
import { createHash } from 'node:crypto';

/** The current UTC time without milliseconds, ending in Z (what LoyaltyLion's auth signs). */
export const LOYALTY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export function loyaltyAuthToken(customerId: number | string, date: string, email: string, secret: string): string {
  return createHash('sha1').update(`${customerId}${date}${email}${secret}`, 'utf8').digest('hex');
}

/** Whether `date` has that shape and is within 5 minutes of now. */
export function isFreshLoyaltyDate(date: unknown, now = Date.now()): date is string {
  if (typeof date !== 'string' || !LOYALTY_DATE_PATTERN.test(date)) return false;
  const time = Date.parse(date);
  return Number.isFinite(time) && new Date(time).toISOString().replace('.000Z', 'Z') === date && Math.abs(time - now) <= MAX_CLOCK_SKEW_MS;
}
