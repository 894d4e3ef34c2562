import path from 'node:path';
import { getConfig } from '../config';
import { previewSecret, sameSecret } from '../secrets';
import { slugPath } from '../http/return-path';
import { PREVIEW_FORM_PATH } from '../site';
import type { PreviewAccess } from './types';

/** Where an editor starts a preview: the form that asks for the secret (it is never written into a log or a URL). */
const EMBEDDED_PREVIEW_LINK = `${PREVIEW_FORM_PATH}?slug=<page slug>`;

/** Compares a given preview secret with the configured one in constant time. */
function isPreviewSecret(given: string | null | undefined): boolean {
  return Boolean(given) && sameSecret(given, previewSecret());
}

/**
 * Embedded content has no Studio: an editor opens the preview form (`/preview?slug=about-us`) and types the
 * generated secret (PREVIEW_SECRET, or DATA_DIR/preview-secret), which the form posts to /api/preview.
 */
export function createEmbeddedPreviewAccess(): PreviewAccess {
  return {
    kind: 'form',
    refusal:
      "The preview secret is missing or wrong. It is this shop's PREVIEW_SECRET variable, or the file preview-secret in its data folder (DATA_DIR).",
    async checkSecret(secret, slug) {
      return typeof secret === 'string' && isPreviewSecret(secret) ? { redirectTo: slugPath(slug) } : null;
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
