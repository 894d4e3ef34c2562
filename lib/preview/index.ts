/**
 * Preview access: who may turn on draft mode. Embedded content keeps its generated secret; hosted content accepts
 * only the short-lived secrets the Studio creates in Sanity (@sanity/preview-url-secret).
 */
import { getConfig } from '../config';
import { createEmbeddedPreviewAccess } from './embedded';
import type { PreviewAccess } from './types';

let instance: Promise<PreviewAccess> | null = null;

export function getPreviewAccess(): Promise<PreviewAccess> {
  if (instance === null) {
    const config = getConfig();
    const content = config.modes.content === 'hosted' ? config.content : null;
    // Imported on demand so the embedded shop never loads the Sanity client; a dynamic import, because
    // @sanity/preview-url-secret is ESM-only and the bundled require() of such a module is not its exports.
    instance = content ? import('./sanity').then(({ createSanityPreviewAccess }) => createSanityPreviewAccess(content)) : Promise.resolve(createEmbeddedPreviewAccess());
  }
  return instance;
}

export function resetPreviewAccessForTests(): void {
  instance = null;
}
