/**
 * `?returnTo=` after sign-in: only a path of this site is followed (no scheme, no host, no protocol-relative
 * `//evil.example`, no backslash tricks); anything else falls back to the account's orders.
 */
export const DEFAULT_RETURN_TO = '/account/orders';

export function safeReturnTo(value: unknown, fallback = DEFAULT_RETURN_TO): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  try {
    const base = 'http://same-site.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Never bounce back to the sign-in or sign-up pages themselves.
    if (url.pathname === '/login' || url.pathname === '/create-account') return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function loginHref(path: string): string {
  return `/login?returnTo=${encodeURIComponent(safeReturnTo(path))}`;
}
