import { CommerceError } from '../commerce/errors';
import { FetcherError } from './fetcher';

/** The message to show for a failed API call: the route's own message when it sent one, else the fallback. */
export function errorMessage(caught: unknown, fallback: string): string {
  return caught instanceof FetcherError ? (caught.errors[0]?.message ?? fallback) : fallback;
}

/**
 * The message of a cart change that did not go through: the shop's reason when it refused (a check made in the
 * browser, or a 4xx answer's message: stock, limits, a line no longer there), else the fallback (no answer, a server
 * error: the shopper can only try again).
 */
export function refusalMessage(caught: unknown, fallback: string): string {
  if (caught instanceof CommerceError) return caught.message;
  if (caught instanceof FetcherError && caught.status >= 400 && caught.status < 500) return caught.errors[0]?.message ?? fallback;
  return fallback;
}

/**
 * Whether a cart change was refused because what it named is no longer there: the cart API's 404 (the line or gift
 * certificate was removed in another tab, or the cart itself expired).
 */
export function isGoneFromCart(caught: unknown): boolean {
  return caught instanceof FetcherError && caught.status === 404;
}

/**
 * The message of an add refused for the product's limits per order (its minimum or maximum, the quantity already in
 * the cart counted): the browser's own check (CommerceError 'quantity_limit') or the shop's answer with that code.
 * Null for any other failure (stock, no answer), which the caller words itself.
 */
export function quantityLimitRefusal(caught: unknown): string | null {
  if (caught instanceof CommerceError) return caught.code === 'quantity_limit' ? caught.message : null;
  if (caught instanceof FetcherError && caught.status >= 400 && caught.status < 500) {
    return caught.errors.find((problem) => problem.code === 'quantity_limit')?.message ?? null;
  }
  return null;
}
