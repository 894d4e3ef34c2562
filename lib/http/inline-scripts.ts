/**
 * Server only. The CSP hashes ('sha256-<base64>') of a page's inline scripts, for the document's own script
 * policy (lib/http/security-headers.ts: documentScriptPolicy):
 *  - inlineScriptHashes: those in the page's rendered HTML (React's reveal scripts of outlined Suspense
 *    boundaries). Only scripts a browser runs count: a <script> without src whose type is empty or JavaScript;
 *    data blocks (application/json, application/ld+json) are never run. A script element's text is raw (no
 *    entities), so the hash is of the bytes between its tags, as the browser hashes them.
 *  - nextBootstrapScriptHash: the one inline script Next's <NextScript> adds in a Turbopack build (it seeds the
 *    chunk loader with the page's chunk group), made here by Next's own functions, as pages/_document.js does.
 */
import { createHash } from 'node:crypto';
import { getTurbopackChunkGroupBootstrap, type BuildManifest } from 'next/dist/server/get-page-files';
import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function hashOf(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(hashOf(text));
  }
  return [...hashes];
}

/** The hash of Next's Turbopack bootstrap script for the page (null in builds that have none). */
export function nextBootstrapScriptHash(buildManifest: BuildManifest, page: string): string | null {
  const { pagesChunkGroupBootstrapParams: params, chunkLoadingGlobal } = buildManifest;
  if (!params || !chunkLoadingGlobal) return null;
  const bootstrap = getTurbopackChunkGroupBootstrap(params, chunkLoadingGlobal, ['/_app', page]);
  return bootstrap ? hashOf(htmlEscapeJsonString(bootstrap)) : null;
}
