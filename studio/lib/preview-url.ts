/**
 * Where 'Open preview' sends an editor: the shop's /api/preview with a short-lived secret stored in the dataset
 * (@sanity/preview-url-secret) and the path of the document, which the shop checks against Sanity before turning
 * draft mode on. Framework-free so the shop's tests can drive it end to end.
 */
import type { SanityClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { pathForDocument } from '../../lib/content/paths';
import { shopPreviewUrl } from '../../lib/preview/paths';

export { shopPreviewUrl };

/** Document types with a page of their own on the shop (the alert shows on every page, so it previews on /). */
const PREVIEWABLE_TYPES = ['page', 'category', 'blogPost', 'product', 'ambassador', 'homePage', 'alert'] as const;

export interface PreviewableDocument {
  _type: string;
  slug?: { current?: string } | null;
}

export function isPreviewable(type: string): boolean {
  return (PREVIEWABLE_TYPES as readonly string[]).includes(type);
}

/** The shop path showing this document, or null (no route, or no slug yet). */
export function previewPathFor(document: PreviewableDocument): string | null {
  if (!isPreviewable(document._type)) return null;
  if (document._type === 'alert') return '/';
  return pathForDocument(document._type, document.slug?.current);
}

interface OpenPreviewOptions {
  client: SanityClient;
  document: PreviewableDocument;
  shopUrl: string;
  studioUrl: string;
  userId?: string;
}

/** Creates a secret in the dataset (valid for an hour) and returns the shop URL that uses it. */
export async function createPreviewUrl({ client, document, shopUrl, studioUrl, userId }: OpenPreviewOptions): Promise<string> {
  const path = previewPathFor(document);
  if (!path) throw new Error('This document has no page on the shop yet: give it a slug first.');
  const { secret } = await createPreviewSecret(client, 'bulk-storefront-studio', studioUrl, userId);
  return shopPreviewUrl(shopUrl, secret, path);
}
