import { safeReturnPath } from '../http/return-path';

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

/** The sign-in page's address that comes back to `path` afterwards. */
export function loginHref(path: string): string {
  return `/login?returnTo=${encodeURIComponent(safeReturnTo(path))}`;
}
