/**
 * The one judge of every path the shop sends a browser back to: preview and exit preview, sign-in's `returnTo`,
 * and the 303 that answers a form post. The URL is judged after parsing, the way a browser reads it, because
 * parsing turns `/.//evil.example`, `..//evil.example` or `%2e//evil.example` into `//evil.example`, which a
 * browser follows to another site. A path is safe when, parsed against this site, it stays on this site and its
 * serialised form cannot be read as protocol-relative (`//host`) or backslash-relative (`/\host`). Anything
 * else gives the fallback.
 */
const BASE = 'http://same-site.invalid';
export const MAX_RETURN_PATH_LENGTH = 2048;

// Control characters are dropped or changed by URL parsers in ways that differ between browsers: refuse them.
const CONTROL = /[\u0000-\u001f\u007f]/;

function isSamePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * `value` as a same-site path (path, query and fragment), or `fallback`. A value that does not start with `/`
 * (an absolute URL, `javascript:…`, a bare word) is refused; see `slugPath` for slugs without their slash.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!isSamePath(raw) || raw.includes('\\') || CONTROL.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Judge what a browser will read from the Location header we write, not what was sent to us.
  if (!isSamePath(path) || path.includes('\\')) return fallback;
  try {
    if (new URL(path, BASE).origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  return path;
}

/** A slug as the editor's tools write it ("faqs/shipping" or "/faqs/shipping") as a safe path. */
export function slugPath(slug: unknown, fallback = '/'): string {
  const raw = Array.isArray(slug) ? slug[0] : slug;
  if (typeof raw !== 'string' || raw.length === 0) return fallback;
  return safeReturnPath(raw.startsWith('/') ? raw : `/${raw}`, fallback);
}
