import { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';

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
