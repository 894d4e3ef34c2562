/** The brand name and URL helper that both the page head (Seo) and the structured data builders use. */
export const BRAND_NAME = 'Bulk Nutrients';

/** An absolute URL for a path or URL, relative to a base (a site or page URL). */
export function absoluteUrl(pathOrUrl: string, base: string): string {
  try {
    return new URL(pathOrUrl, base.endsWith('/') ? base : `${base}/`).toString();
  } catch {
    return pathOrUrl;
  }
}
