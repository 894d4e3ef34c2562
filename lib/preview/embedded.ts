import path from 'node:path';
import { getConfig } from '../config';
import { previewSecret, sameSecret } from '../secrets';
import { slugPath } from '../http/return-path';
import type { PreviewAccess } from './types';

/** The link an editor opens, with placeholders: the secret itself is never written into a log (logs are shipped). */
const EMBEDDED_PREVIEW_LINK = '/api/preview?slug=<page slug>&secret=<the preview secret>';

/** Compares a given preview secret with the configured one in constant time. */
function isPreviewSecret(given: string | null | undefined): boolean {
  return Boolean(given) && sameSecret(given, previewSecret());
}

/**
 * Embedded content has no Studio: preview opens with the generated secret (PREVIEW_SECRET, or DATA_DIR/preview-secret)
 * as `/api/preview?secret=…&slug=about-us`.
 */
export function createEmbeddedPreviewAccess(): PreviewAccess {
  return {
    refusal:
      'The preview secret is missing or wrong. Open /api/preview?secret=…&slug=… with this shop\'s preview secret: the PREVIEW_SECRET variable, or the file preview-secret in its data folder (DATA_DIR).',
    async check(requestUrl) {
      const url = new URL(requestUrl, 'http://site.invalid');
      return isPreviewSecret(url.searchParams.get('secret')) ? { redirectTo: slugPath(url.searchParams.get('slug')) } : null;
    },
  };
}

/**
 * At start-up with embedded content: makes the preview secret now (when PREVIEW_SECRET is unset), so the file the
 * README points editors to exists before the first preview, and says where it is and how to build the link.
 */
export function prepareEmbeddedPreview(): { secretIn: string; link: string } {
  previewSecret();
  const { previewSecret: fromEnv, dataDir } = getConfig();
  return { secretIn: fromEnv ? 'the PREVIEW_SECRET variable' : path.join(dataDir, 'preview-secret'), link: EMBEDDED_PREVIEW_LINK };
}
