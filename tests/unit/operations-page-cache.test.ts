/** @jest-environment node */
import diagnostics from 'node:diagnostics_channel';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { activatePageCache, createPageCache, installPageCache, purgePageCache, servedFromPageCache, type PageCache, type PageCacheOptions } from '@/lib/operations/page-cache';

/* The page cache in front of a server whose listener plays Next.js: it answers each path with the headers a test
   gives it (an ISR HIT by default), and counts the requests it gets. */

const ISR_HEADERS: OutgoingHttpHeaders = {
  'x-nextjs-cache': 'HIT',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-type': 'text/html; charset=utf-8',
  etag: '"abc123"',
  'x-frame-options': 'DENY',
};

interface Upstream {
  headers: OutgoingHttpHeaders;
  status: number;
  /** Written in several chunks, the way a stream would. */
  body: string;
  gzip: boolean;
}

let server: http.Server;
let base: string;
let clock: number;
let cache: PageCache;
let calls: string[];
let upstream: Map<string, Upstream>;
let served: boolean[];

function page(path: string, overrides: Partial<Upstream> = {}) {
  upstream.set(path, { headers: ISR_HEADERS, status: 200, body: `<html><body>${path} ${'·'.repeat(500)}</body></html>`, gzip: false, ...overrides });
}

function nextLike(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '/').split('?')[0];
  calls.push(`${request.method} ${request.url}`);
  const answer = upstream.get(path);
  if (!answer) {
    response.statusCode = 404;
    response.end('not found');
    return;
  }
  response.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) response.setHeader(name, value);
  response.setHeader('x-served-by', `call ${calls.length}`);
  if (request.method === 'HEAD') return void response.end();
  if (answer.gzip && /gzip/.test(String(request.headers['accept-encoding']))) {
    response.setHeader('content-encoding', 'gzip');
    response.end(zlib.gzipSync(answer.body));
    return;
  }
  const half = Math.floor(answer.body.length / 2);
  response.write(answer.body.slice(0, half));
  setImmediate(() => response.end(Buffer.from(answer.body.slice(half))));
}

async function stop() {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A server with the cache in front of its listeners (as the request hook, http-server.ts, installs it). */
async function start(options: Partial<PageCacheOptions> = {}) {
  if (server?.listening) await stop();
  cache = createPageCache({ ttlMs: 1000, now: () => clock, ...options });
  server = http.createServer(nextLike);
  installPageCache(server, cache);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// Which responses the cache sent, seen when each is done (as the request hook logs it).
const onRequest = (message: unknown) => {
  const { response, server: from } = message as { response: ServerResponse; server: http.Server };
  if (from === server) response.once('finish', () => served.push(servedFromPageCache(response)));
};
beforeAll(() => diagnostics.subscribe('http.server.request.start', onRequest));
afterAll(() => diagnostics.unsubscribe('http.server.request.start', onRequest));

beforeEach(async () => {
  clock = 1_000_000;
  calls = [];
  served = [];
  upstream = new Map();
  await start();
});

afterEach(stop);

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  // fetch asks for gzip unless told otherwise.
  const response = await fetch(base + path, { method, headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, text: body.toString('utf8') };
}

describe('ISR pages are sent again from memory', () => {
  it('answers the next requests for the page with the bytes and headers Next.js sent, without running it', async () => {
    page('/products/whey');
    const first = await get('/products/whey');
    const second = await get('/products/whey');
    const third = await get('/products/whey');
    expect(calls).toEqual(['GET /products/whey']);
    expect(second.text).toBe(first.text);
    expect(third.body.equals(first.body)).toBe(true);
    expect(second.headers.get('etag')).toBe('"abc123"');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('cache-control')).toBe(ISR_HEADERS['cache-control']);
    expect(second.headers.get('x-served-by')).toBe('call 1');
    expect(second.headers.get('content-length')).toBe(String(first.body.length));
    expect(first.headers.get('age')).toBeNull();
    expect(second.headers.get('age')).toBe('0');
    expect(served).toEqual([false, true, true]);
    expect(cache.size()).toEqual({ entries: 1, bytes: first.body.length });
  });

  it('keeps a copy for its lifetime only, then asks Next.js again (and says how old a copy is)', async () => {
    page('/about-us');
    await get('/about-us');
    clock += 999;
    expect((await get('/about-us')).headers.get('age')).toBe('0');
    expect(calls).toHaveLength(1);
    clock += 1;
    await get('/about-us');
    expect(calls).toHaveLength(2);
  });

  it('never keeps a copy longer than the page s-maxage', async () => {
    await start({ ttlMs: 60_000 });
    page('/blog', { headers: { ...ISR_HEADERS, 'cache-control': 's-maxage=5, stale-while-revalidate' } });
    await get('/blog');
    clock += 4000;
    expect((await get('/blog')).headers.get('age')).toBe('4');
    clock += 1000;
    await get('/blog');
    expect(calls).toHaveLength(2);
  });

  it('keeps the body as sent: a gzip copy for browsers that accept it, a plain one for the others', async () => {
    page('/', { gzip: true });
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    await get('/', gzip);
    await get('/');
    const zipped = await fetch(base + '/', { headers: gzip });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toContain('<html>'); // fetch unzips it: the bytes were a valid gzip stream
    const plain = await get('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toContain('<html>');
    expect(calls).toHaveLength(2);
  });

  it('answers a HEAD from the copy with headers only, and a matching If-None-Match with 304', async () => {
    page('/products/whey');
    const first = await get('/products/whey');
    const head = await get('/products/whey', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.get('content-length')).toBe(String(first.body.length));
    const notModified = await get('/products/whey', { 'if-none-match': 'W/"zzz", "abc123"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.get('etag')).toBe('"abc123"');
    const changed = await get('/products/whey', { 'if-none-match': '"old"' });
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(first.text);
    expect(calls).toEqual(['GET /products/whey']);
  });

  it('keeps an answer that varies on its encoding only', async () => {
    page('/v', { headers: { ...ISR_HEADERS, vary: 'Accept-Encoding' } });
    await get('/v');
    await get('/v');
    expect(calls).toHaveLength(1);
  });

  it('keeps the data of a page (/_next/data) as well', async () => {
    page('/_next/data/build-1/products/whey.json');
    await get('/_next/data/build-1/products/whey.json?slug=whey');
    await get('/_next/data/build-1/products/whey.json?slug=whey');
    expect(calls).toHaveLength(1);
  });

  it('keeps each URL apart, query included', async () => {
    page('/categories/protein');
    await get('/categories/protein');
    await get('/categories/protein?page=2');
    await get('/categories/protein?page=2');
    expect(calls).toEqual(['GET /categories/protein', 'GET /categories/protein?page=2']);
  });
});

describe('what is never shared', () => {
  it.each([
    ['a page Next.js is regenerating (STALE)', { headers: { ...ISR_HEADERS, 'x-nextjs-cache': 'STALE' } }],
    ['a page rendered per request (no ISR state)', { headers: { 'cache-control': 's-maxage=60', 'content-type': 'text/html' } }],
    ['a private answer', { headers: { ...ISR_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }],
    ['an answer without s-maxage', { headers: { ...ISR_HEADERS, 'cache-control': 'public, max-age=60' } }],
    ['an answer that varies on more than its encoding', { headers: { ...ISR_HEADERS, vary: 'Accept-Encoding, Cookie' } }],
    ['an answer that varies on anything', { headers: { ...ISR_HEADERS, vary: '*' } }],
    ['an answer that sets a cookie', { headers: { ...ISR_HEADERS, 'set-cookie': 'cart=abc; HttpOnly' } }],
    ['a 404', { status: 404 }],
    ['a redirect', { status: 308, headers: { ...ISR_HEADERS, location: '/elsewhere' } }],
  ] as [string, Partial<Upstream>][])('%s', async (_what, answer) => {
    page('/x', answer);
    await get('/x', {}, 'GET').catch(() => undefined);
    await get('/x', {}, 'GET').catch(() => undefined);
    expect(calls).toEqual(['GET /x', 'GET /x']);
    expect(cache.size().entries).toBe(0);
  });

  it('a page larger than one copy may be', async () => {
    await start({ ttlMs: 1000, maxEntryBytes: 100 });
    page('/big');
    await get('/big');
    await get('/big');
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['draft mode', { cookie: 'theme=dark; __prerender_bypass=1a2b3c' }],
    ['draft mode (preview data)', { cookie: '__next_preview_data=xyz' }],
    ['an on-demand revalidation', { 'x-prerender-revalidate': 'secret' }],
    ["Next.js's own routing headers (a prefetch)", { 'x-middleware-prefetch': '1' }],
    ["Next.js's own routing headers (platform route matches)", { 'x-now-route-matches': 'slug=other' }],
    ['an app-router request', { rsc: '1' }],
    ['a range', { range: 'bytes=0-10' }],
    ['an authorization', { authorization: 'Basic dTpw' }],
  ])('%s always reaches Next.js, and never fills the cache', async (_what, headers) => {
    page('/about-us');
    await get('/about-us', headers);
    expect(cache.size().entries).toBe(0);
    await get('/about-us');
    await get('/about-us', headers);
    expect(calls).toEqual(['GET /about-us', 'GET /about-us', 'GET /about-us']);
  });

  it('an on-demand revalidation of a page drops its copies', async () => {
    page('/products/whey');
    await get('/products/whey');
    expect(cache.size().entries).toBe(1);
    await get('/products/whey', { 'x-prerender-revalidate': 'secret' });
    expect(cache.size().entries).toBe(0);
    await get('/products/whey');
    expect(calls).toHaveLength(3);
  });

  it('API routes and static assets, whatever their headers say', async () => {
    for (const path of ['/api/menu', '/_next/static/chunks/a.js', '/_next/image']) {
      page(path);
      await get(path);
      await get(path);
    }
    expect(calls).toHaveLength(6);
    expect(cache.size().entries).toBe(0);
  });

  it('a POST', async () => {
    page('/about-us');
    await get('/about-us');
    await fetch(base + '/about-us', { method: 'POST', body: 'x' });
    expect(calls).toEqual(['GET /about-us', 'POST /about-us']);
  });
});

describe('memory', () => {
  it('holds at most maxBytes, dropping the least recently used copies first', async () => {
    await start({ ttlMs: 1000, maxBytes: 1500 });
    for (const path of ['/a', '/b', '/c']) page(path, { body: path.repeat(300) }); // 600 bytes each
    await get('/a');
    await get('/b');
    await get('/a'); // /a is now the most recently used
    await get('/c'); // over 1500: /b goes
    expect(cache.size()).toEqual({ entries: 2, bytes: 1200 });
    calls = [];
    await get('/a');
    await get('/c');
    await get('/b');
    expect(calls).toEqual(['GET /b']);
  });

  it('purges a path in every encoding and query, or everything', async () => {
    page('/p');
    page('/q');
    await get('/p');
    await get('/p', { 'accept-encoding': 'gzip' });
    await get('/p?x=1');
    await get('/q');
    expect(cache.size().entries).toBe(4);
    cache.purge('/p');
    expect(cache.size().entries).toBe(1);
    cache.purge();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("purgePageCache reaches the process's active cache (API routes are bundled apart from it)", async () => {
    purgePageCache('/p'); // none active yet: nothing to do
    activatePageCache(cache);
    page('/p');
    await get('/p');
    expect(cache.size().entries).toBe(1);
    purgePageCache('/p');
    expect(cache.size().entries).toBe(0);
  });

  it('a cache of 0 s keeps nothing', async () => {
    await start({ ttlMs: 0 });
    page('/a');
    await get('/a');
    await get('/a');
    expect(calls).toHaveLength(2);
  });
});
