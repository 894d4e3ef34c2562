/**
 * Server only. A short-lived in-memory copy of the statically generated (ISR) pages, in front of Next.js: what a
 * CDN's micro-cache does for a shop that runs in containers with no CDN in front.
 *
 * Next.js answers an ISR page from its own cache, yet still runs its whole routing, rendering pipeline and body
 * encoding for every request (about 1.3 ms of CPU for a product page, against 0.4 ms for a static file of the same
 * size; and a gzip of the page on every request when the browser accepts it). Here the bytes Next.js sent for
 * such a page are kept for a moment (PAGE_CACHE_SECONDS, 1 s by default, never longer than the page's own
 * s-maxage) and sent again as they are, headers included, to the next requests for the same URL.
 *
 * Only what is the same for every shopper is kept: a GET answered 200 by Next.js from its ISR cache
 * (`x-nextjs-cache` HIT or MISS), with a public `s-maxage` and no cookie set. Requests that may get another
 * answer never use it: draft mode (the preview cookies), on-demand revalidation, ranges, authorization. Each kind
 * of Accept-Encoding has its own copy (the body is kept as sent: gzip or not). A copy that is older than the page's
 * ISR state by at most the cache's lifetime is the only staleness it adds; Next.js keeps regenerating pages, since
 * requests reach it again as soon as a copy expires.
 */
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';

export interface PageCacheOptions {
  /** How long a copy is served (at most the page's s-maxage); 0 turns the cache off. */
  ttlMs: number;
  /** Bytes all copies may hold together; the least recently used go first. */
  maxBytes?: number;
  /** Bytes one page may have to be kept (larger pages are always sent by Next.js). */
  maxEntryBytes?: number;
  now?: () => number;
}

interface Entry {
  key: string;
  headers: [string, string | string[]][];
  body: Buffer;
  etag: string | null;
  storedAt: number;
  expiresAt: number;
}

export interface PageCache {
  /** Answers the request from a copy when there is a fresh one (true), or else watches Next's answer to keep it (false). */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Drops every copy (all encodings) of a path, or everything. */
  purge(path?: string): void;
  /** Copies held now, and their bytes. */
  size(): { entries: number; bytes: number };
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_URL_LENGTH = 2048;
/** Draft mode's cookies (Next.js): such a request gets the drafts, rendered for it alone. */
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/**
 * Headers with which Next.js (its router, prefetches, app-router requests, platform modes) may answer a URL
 * otherwise than it answers a browser: such a request is neither answered from a copy nor kept.
 */
const NEXT_INTERNAL_HEADERS = [
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-middleware-prefetch',
  'x-middleware-invoke',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-matched-path',
  'x-now-route-matches',
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-url',
];
/** Per response or per connection (HSTS: per request's scheme, set by the server hook): never part of a copy. */
const NOT_KEPT = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'age', 'strict-transport-security']);

const SERVED = Symbol.for('bulk-storefront.page-cache.served');

/** True when the response was sent from the page cache (for the request's log line and span). */
export function servedFromPageCache(response: ServerResponse): boolean {
  return (response as ServerResponse & { [SERVED]?: boolean })[SERVED] === true;
}

/**
 * Whether the URL may be an ISR answer: a page, or the data of one (/_next/data). API routes, static assets and
 * images never are, and are not even looked at.
 */
function pageUrl(url: string): boolean {
  if (url.startsWith('/_next/')) return url.startsWith('/_next/data/');
  return !(url.startsWith('/api/') || url === '/api' || url.startsWith('/api?'));
}

/** Whether this request may be answered by, or fill, a shared copy: the same answer for whoever asks. */
function shareable(request: IncomingMessage): boolean {
  const { method, headers, url } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!url || url.length > MAX_URL_LENGTH || !pageUrl(url)) return false;
  if (headers.authorization || headers.range) return false;
  for (const name of NEXT_INTERNAL_HEADERS) if (headers[name] !== undefined) return false;
  const cookie = headers.cookie;
  return !(cookie && PREVIEW_COOKIE.test(cookie));
}

/** The URL, with the Accept-Encoding as sent (browsers each send one string), or none when it asks for no compression. */
function keyOf(request: IncomingMessage): string {
  const raw = request.headers['accept-encoding'] ?? '';
  const encoding = /gzip|deflate|br|zstd/i.test(raw) ? raw.slice(0, 200) : '';
  return `${encoding}\n${request.url}`;
}

function pathOfKey(key: string): string {
  const url = key.slice(key.indexOf('\n') + 1);
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The seconds a shared cache may keep this response, or null when it must not keep it. */
function sharedMaxAge(headers: OutgoingHttpHeaders): number | null {
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** A copy is keyed by URL and encoding only: an answer that varies on any other request header is not kept. */
function variesOnlyByEncoding(vary: OutgoingHttpHeaders[string]): boolean {
  if (vary === undefined) return true;
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary)).split(',');
  return names.every((name) => {
    const trimmed = name.trim().toLowerCase();
    return trimmed === '' || trimmed === 'accept-encoding';
  });
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (entry: Entry) => {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.body.length;
  };

  const store = (entry: Entry) => {
    const previous = entries.get(entry.key);
    if (previous) remove(previous);
    entries.set(entry.key, entry);
    bytes += entry.body.length;
    if (bytes <= maxBytes) return;
    const at = now();
    for (const old of [...entries.values()]) if (old.expiresAt <= at) remove(old);
    for (const old of entries.values()) {
      if (bytes <= maxBytes) break;
      remove(old);
    }
  };

  const send = (request: IncomingMessage, response: ServerResponse, entry: Entry) => {
    (response as ServerResponse & { [SERVED]?: boolean })[SERVED] = true;
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader('age', String(Math.floor((now() - entry.storedAt) / 1000)));
    const ifNoneMatch = request.headers['if-none-match'];
    if (entry.etag && ifNoneMatch && matchesEtag(ifNoneMatch, entry.etag)) {
      response.removeHeader('content-type');
      response.removeHeader('content-encoding');
      response.statusCode = 304;
      response.end();
      return;
    }
    response.statusCode = 200;
    response.setHeader('content-length', entry.body.length);
    if (request.method === 'HEAD') response.end();
    else response.end(entry.body);
  };

  /** Keeps a copy of the bytes Next.js sends, and stores them once the response is done if it may be shared. */
  const watch = (key: string, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let tooLarge = false;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (tooLarge || chunk == null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array); // a copy: the caller may reuse its buffer
      length += buffer.length;
      if (length > maxEntryBytes) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    const write = response.write;
    const end = response.end;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    response.once('finish', () => {
      if (tooLarge || response.statusCode !== 200) return;
      const headers = response.getHeaders();
      const state = headers['x-nextjs-cache'];
      if (state !== 'HIT' && state !== 'MISS') return; // STALE is being regenerated; anything else is not an ISR page
      if (headers['set-cookie'] || !variesOnlyByEncoding(headers.vary)) return;
      const maxAge = sharedMaxAge(headers);
      if (maxAge === null) return;
      const ttlMs = Math.min(options.ttlMs, maxAge * 1000);
      if (ttlMs <= 0) return;
      const storedAt = now();
      const kept = Object.entries(headers).filter(
        (header): header is [string, string | string[]] => !NOT_KEPT.has(header[0]) && header[1] !== undefined,
      );
      store({
        key,
        headers: kept.map(([name, value]) => [name, typeof value === 'number' ? String(value) : value]),
        body: Buffer.concat(chunks, length),
        etag: typeof headers.etag === 'string' ? headers.etag : null,
        storedAt,
        expiresAt: storedAt + ttlMs,
      });
    });
  };

  return {
    handle(request, response) {
      if (options.ttlMs <= 0) return false;
      if (!shareable(request)) {
        // An on-demand revalidation (res.revalidate) regenerates the page: its copies would be out of date.
        if (request.headers['x-prerender-revalidate'] && request.url) this.purge(request.url.split('?')[0]);
        return false;
      }
      const key = keyOf(request);
      const entry = entries.get(key);
      if (entry) {
        if (entry.expiresAt > now()) {
          // Most recently used last.
          entries.delete(key);
          entries.set(key, entry);
          send(request, response, entry);
          return true;
        }
        remove(entry);
      }
      if (request.method === 'GET') watch(key, response);
      return false;
    },
    purge(path) {
      for (const entry of [...entries.values()]) if (path === undefined || pathOfKey(entry.key) === path) remove(entry);
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

const ACTIVE = Symbol.for('bulk-storefront.page-cache.active');
type Holder = typeof globalThis & { [ACTIVE]?: PageCache };

/** Makes this the process's page cache, the one purgePageCache reaches (API routes are bundled apart from it). */
export function activatePageCache(cache: PageCache): void {
  (globalThis as Holder)[ACTIVE] = cache;
}

/**
 * Drops the copies of a path from the process's page cache, if it has one: after an on-demand revalidation, which
 * Next.js runs inside the process (no request goes through the server, so the cache does not see it).
 */
export function purgePageCache(path: string): void {
  (globalThis as Holder)[ACTIVE]?.purge(path);
}

const INSTALLED = new WeakSet<Server>();

/**
 * Puts the cache in front of the server's request listeners (Next.js's), once per server: a request answered
 * from a copy never reaches them. Called from the request hook (http-server.ts), which runs before the server
 * emits the request, so the first request already goes through it.
 */
export function installPageCache(server: Server, cache: PageCache): void {
  if (INSTALLED.has(server)) return;
  INSTALLED.add(server);
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', function (this: Server, request: IncomingMessage, response: ServerResponse) {
    if (cache.handle(request, response)) return;
    for (const listener of listeners) listener.call(this, request, response);
  });
}
