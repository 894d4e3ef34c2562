import { timingSafeEqual } from 'node:crypto';
import { previewSecret } from './secrets';

/** Compares a given preview secret with the configured one in constant time. */
export function isPreviewSecret(given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(previewSecret());
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A same-site path to send the editor to: "/faqs/shipping" from "faqs/shipping"; anything else is "/". */
export function safeReturnPath(slug: string | undefined): string {
  if (!slug) return '/';
  const path = slug.startsWith('/') ? slug : `/${slug}`;
  if (path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f]/.test(path)) return '/';
  try {
    const url = new URL(path, 'http://site.invalid');
    return url.host === 'site.invalid' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
