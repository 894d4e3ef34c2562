import { previewSecret, sameSecret } from '../secrets';
import { slugPath } from '../http/return-path';
import type { PreviewAccess } from './types';

/** Compares a given preview secret with the configured one in constant time. */
export function isPreviewSecret(given: string | null | undefined): boolean {
  return Boolean(given) && sameSecret(given, previewSecret());
}

/**
 * Embedded content has no Studio: preview opens with the generated secret (PREVIEW_SECRET, or DATA_DIR/preview-secret)
 * as `/api/preview?secret=…&slug=about-us`.
 */
export function createEmbeddedPreviewAccess(): PreviewAccess {
  return {
    async check(requestUrl) {
      const url = new URL(requestUrl, 'http://site.invalid');
      return isPreviewSecret(url.searchParams.get('secret')) ? { redirectTo: slugPath(url.searchParams.get('slug')) } : null;
    },
  };
}
