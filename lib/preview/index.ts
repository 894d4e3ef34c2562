/**
 * Preview access: who may turn on draft mode. Embedded content keeps its generated secret; hosted content accepts
 * only the short-lived secrets the Studio creates in Sanity (@sanity/preview-url-secret).
 */
import { getConfig } from '../config';
import { createEmbeddedPreviewAccess } from './embedded';
import type { PreviewAccess } from './types';

export { safeReturnPath } from './paths';
export type { PreviewAccess, PreviewGrant } from './types';

let instance: PreviewAccess | null = null;

export function getPreviewAccess(): PreviewAccess {
  if (instance === null) {
    const config = getConfig();
    if (config.modes.content === 'hosted' && config.content) {
      // Required lazily so the embedded shop never loads the Sanity client.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { createSanityPreviewAccess } = require('./sanity') as typeof import('./sanity');
      instance = createSanityPreviewAccess(config.content);
    } else {
      instance = createEmbeddedPreviewAccess();
    }
  }
  return instance;
}

export function resetPreviewAccessForTests(): void {
  instance = null;
}
