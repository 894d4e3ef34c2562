import { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';

/** A same-site path to send the editor to: "/faqs/shipping" from "faqs/shipping"; anything else is "/". */
export function safeReturnPath(slug: string | null | undefined): string {
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

/**
 * The shop URL a hosted-mode preview opens (the Studio's 'Open preview'): /api/preview checks the secret against
 * Sanity, turns draft mode on and redirects to the path.
 */
export function shopPreviewUrl(shopUrl: string, secret: string, path: string): string {
  const url = new URL('/api/preview', shopUrl);
  url.searchParams.set(urlSearchParamPreviewSecret, secret);
  url.searchParams.set(urlSearchParamPreviewPathname, path);
  return url.toString();
}
