import { productVariantPath } from '../commerce/variant-path';
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
  return productVariantPath(slug, variantId);
}

/**
 * The sign-in page's address that comes back to `path` afterwards; with `save`, signing in also saves that variant to
 * the wish list (lib/accounts/pending-save.ts).
 */
export function loginHref(path: string, save?: PendingSave): string {
  const query = `returnTo=${encodeURIComponent(safeReturnTo(path))}`;
  return save ? `/login?${query}&save=${pendingSaveParam(save)}` : `/login?${query}`;
}

/**
 * The address of the sign-in or the sign-up page as the other one links to it: it keeps where the shopper goes
 * afterwards (left out when that is the account's orders) and a pending wish list save (`save`, already checked).
 */
export function accountPageHref(page: '/login' | '/create-account', returnTo: string, save: string | null = null): string {
  const path = safeReturnTo(returnTo);
  const query = [path === DEFAULT_RETURN_TO ? null : `returnTo=${encodeURIComponent(path)}`, save && `save=${save}`].filter(Boolean).join('&');
  return query ? `${page}?${query}` : page;
}
