import { safeReturnPath } from '../http/return-path';
import { pendingSaveParam, type PendingSave } from './pending-save';

/**
 * `?returnTo=` after sign-in: only a path of this site is followed (no scheme, no host, no protocol-relative
 * `//evil.example`, no backslash tricks); anything else falls back to the account's orders.
 */
export const DEFAULT_RETURN_TO = '/account/orders';

export function safeReturnTo(value: unknown, fallback = DEFAULT_RETURN_TO): string {
  const path = safeReturnPath(value, fallback);
  // Never bounce back to the sign-in or sign-up pages themselves.
  const pathname = path.split(/[?#]/)[0];
  return pathname === '/login' || pathname === '/create-account' ? fallback : path;
}

/**
 * The product page's address with `variantId` chosen: where a guest who pressed its heart comes back to after signing
 * in (the save itself is made by the sign-in route: see `loginHref`'s `save`).
 */
export function variantReturnPath(slug: string, variantId: number): string {
  return `/products/${slug}?variant=${variantId}`;
}

/**
 * The sign-in page's address that comes back to `path` afterwards; with `save`, signing in also saves that variant to
 * the wish list (lib/accounts/pending-save.ts).
 */
export function loginHref(path: string, save?: PendingSave): string {
  const query = `returnTo=${encodeURIComponent(safeReturnTo(path))}`;
  return save ? `/login?${query}&save=${pendingSaveParam(save)}` : `/login?${query}`;
}
