/**
 * A stateful fake BigCommerce: REST v2/v3 and the Storefront GraphQL API over one FakeStore.
 *
 *   const fake = await startFakeBigCommerce({ port: 4404 });          // a real HTTP server on 127.0.0.1
 *   // point the shop at it: fake.env (BIGCOMMERCE_* variables: API URL {url}/stores/abc123, GraphQL {url}/graphql)
 *   fake.failures();   // every request that broke the vendored specs/schema, or that no operation matches
 *   fake.counts();     // { rest, graphql, rateLimited, operations: { 'carts.v3.yml#getCart': 3, ... } }
 *   await fake.close();
 *
 * Every request is first checked against tests/contracts/bigcommerce (tests/support/bigcommerce/contract.ts): an
 * unknown operation, a wrong query parameter or body, a GraphQL document the schema rejects, or a wrong token is
 * recorded in failures() (and still answered, as the real API would, so the run goes on and the test fails at the
 * end). REST requests share a quota like a real store's (150 per 30 s on Standard): each answer carries the
 * X-Rate-Limit-* headers and a request over quota is a 429 naming the wait. GraphQL requests are not in that quota.
 *
 * Control endpoints for a test harness in another process (not part of BigCommerce, never contract-checked):
 *   GET  {url}/__fake/state   -> { failures, counts }
 *   POST {url}/__fake/reset   -> back to the seed, counters and quota cleared
 *   POST {url}/__fake/outage  -> body { "status": 503 } answers every API request with that status; { "status": 0 } ends it
 *   GET  {url}/cart.php?action=loadInCheckout&id=… -> the "hosted checkout": a page whose button places the order
 *
 * In-process (jest): createFakeBigCommerce(options).fetch is a `fetch` for the adapter, no socket needed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContractChecker } from '../bigcommerce/contract';
import { executeGraphql } from './graphql';
import { createRestRouter, errorBody } from './rest';
import { FakeStore, type SeedName } from './store';

export { FakeStore } from './store';

export interface FakeConfig {
  storeHash: string;
  accessToken: string;
  storefrontToken: string;
  channelId: number;
  apiUrl: string;
  storefrontApiUrl: string;
}

export interface QuotaOptions {
  /** REST requests per window (150 on Standard and Plus, 450 on Pro). */
  requests: number;
  windowMs: number;
}

export interface FakeOptions {
  /** Where the APIs are served (the server's own URL, or any origin for in-process use). */
  origin?: string;
  seed?: SeedName;
  catalogueFile?: string;
  quota?: Partial<QuotaOptions>;
  storeHash?: string;
  accessToken?: string;
  storefrontToken?: string;
  channelId?: number;
  /** Milliseconds added before every answer (a slow store). */
  latencyMs?: number;
  /** Explicit API URLs (the unit tests use BigCommerce's own hosts, answered in-process). */
  apiUrl?: string;
  storefrontApiUrl?: string;
}

export interface FakeCounts {
  rest: number;
  graphql: number;
  /** REST requests answered 429. */
  rateLimited: number;
  /** Requests by operation (`file#operationId` or `graphql:Name`). */
  operations: Record<string, number>;
}

export interface FakeRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface FakeBigCommerce {
  config: FakeConfig;
  /** The BIGCOMMERCE_* variables that point the shop at this fake. */
  env: Record<string, string>;
  store: FakeStore;
  handle(request: FakeRequest): Promise<FakeAnswer>;
  /** A fetch for in-process use (the adapter's `fetchImpl`). */
  fetch: typeof fetch;
  failures(): string[];
  counts(): FakeCounts;
  /** Clears the counters (not the state): measure one action at a time. */
  resetCounts(): void;
  /** Back to the seed, with counters, failures and quota cleared. */
  reset(): void;
  /** While set, every API request is answered with this status (0 ends the outage). */
  setOutage(status: number): void;
}

const DEFAULT_QUOTA: QuotaOptions = { requests: 150, windowMs: 30_000 };

function json(status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? '' : JSON.stringify(body) };
}

export function createFakeBigCommerce(options: FakeOptions = {}): FakeBigCommerce {
  const origin = (options.origin ?? 'https://fake-bigcommerce.test').replace(/\/+$/, '');
  const storeHash = options.storeHash ?? 'abc123';
  const config: FakeConfig = {
    storeHash,
    accessToken: options.accessToken ?? 'fake-access-token',
    storefrontToken: options.storefrontToken ?? 'fake-customer-impersonation-token',
    channelId: options.channelId ?? 1,
    apiUrl: (options.apiUrl ?? `${origin}/stores/${storeHash}`).replace(/\/+$/, ''),
    storefrontApiUrl: options.storefrontApiUrl ?? `${origin}/graphql`,
  };
  const quota: QuotaOptions = { ...DEFAULT_QUOTA, ...options.quota };
  const store = new FakeStore({ seed: options.seed, catalogueFile: options.catalogueFile, storeUrl: origin });
  const checker = createContractChecker(config);
  const rest = createRestRouter(store, config.apiUrl);
  const { pathname: apiPath, origin: apiOrigin } = new URL(config.apiUrl);
  const { pathname: graphqlPath, origin: graphqlOrigin } = new URL(config.storefrontApiUrl);

  let problems: string[] = [];
  let counts: FakeCounts = { rest: 0, graphql: 0, rateLimited: 0, operations: {} };
  let window = { startedAt: Date.now(), used: 0 };
  let outage = 0;

  function rateLimitHeaders(now: number): Record<string, string> {
    const reset = Math.max(0, window.startedAt + quota.windowMs - now);
    return {
      'X-Rate-Limit-Requests-Quota': String(quota.requests),
      'X-Rate-Limit-Requests-Left': String(Math.max(0, quota.requests - window.used)),
      'X-Rate-Limit-Time-Window-Ms': String(quota.windowMs),
      'X-Rate-Limit-Time-Reset-Ms': String(reset),
    };
  }

  /** Takes one REST request from the quota; false when the window is used up. */
  function takeQuota(now: number): boolean {
    if (now >= window.startedAt + quota.windowMs) window = { startedAt: now, used: 0 };
    if (window.used >= quota.requests) return false;
    window.used += 1;
    return true;
  }

  async function handle(request: FakeRequest): Promise<FakeAnswer> {
    try {
      return await answer(request);
    } catch (error) {
      problems.push(`${request.method} ${request.url}: the fake failed: ${(error as Error).message}`);
      return json(500, errorBody(500, 'Internal Server Error'));
    }
  }

  async function answer(request: FakeRequest): Promise<FakeAnswer> {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const url = new URL(request.url);
    const isGraphql = url.origin === graphqlOrigin && url.pathname === graphqlPath;
    const isRest = url.origin === apiOrigin && url.pathname.startsWith(`${apiPath}/`);
    const result = checker.check({ method: request.method, url: request.url, headers: request.headers, body: request.body });
    const label = `${request.method} ${url.pathname}${url.search}`;
    for (const problem of result.problems) problems.push(`${label}${result.operation ? ` (${result.operation})` : ''}: ${problem}`);
    if (result.operation) counts.operations[result.operation] = (counts.operations[result.operation] ?? 0) + 1;

    if (isGraphql) counts.graphql += 1;
    else if (isRest) counts.rest += 1;
    if (outage) return json(outage, errorBody(outage, 'Service Unavailable'));

    if (isRest) {
      const now = Date.now();
      if (!takeQuota(now)) {
        counts.rateLimited += 1;
        const headers = rateLimitHeaders(now);
        return json(429, errorBody(429, 'Too many requests'), {
          ...headers,
          'Retry-After': String(Math.ceil(Number(headers['X-Rate-Limit-Time-Reset-Ms']) / 1000)),
        });
      }
      if (request.headers.get('x-auth-token') !== config.accessToken) return json(401, errorBody(401, 'Unauthorized'), rateLimitHeaders(now));
      let body: unknown;
      try {
        body = request.body ? JSON.parse(request.body) : undefined;
      } catch {
        return json(400, errorBody(400, 'The request body is not valid JSON.'), rateLimitHeaders(now));
      }
      const answer = rest.handle(request.method, url.pathname.slice(apiPath.length), url, body);
      return answer.status === 204 ? { status: 204, headers: rateLimitHeaders(now), body: '' } : json(answer.status, answer.body, rateLimitHeaders(now));
    }

    if (isGraphql) {
      if (request.headers.get('authorization') !== `Bearer ${config.storefrontToken}`) return json(401, { errors: [{ message: 'Unauthorized' }] });
      if (result.problems.length > 0) return json(200, { errors: result.problems.map((message) => ({ message })) });
      const payload = JSON.parse(request.body) as { query: string; variables?: Record<string, unknown> };
      const customerId = Number(request.headers.get('x-bc-customer-id') ?? 0) || 0;
      const answered = await executeGraphql(store, payload.query, payload.variables ?? {}, customerId);
      const tooComplex = answered.errors?.find((error) => error.extensions?.complexity !== undefined);
      if (tooComplex) problems.push(`${label} (${result.operation}): ${tooComplex.message}`);
      return json(200, answered);
    }
    return json(404, errorBody(404, `Not a BigCommerce API path: ${url.pathname}`));
  }

  const fake: FakeBigCommerce = {
    config,
    env: {
      BIGCOMMERCE_STORE_HASH: config.storeHash,
      BIGCOMMERCE_ACCESS_TOKEN: config.accessToken,
      BIGCOMMERCE_STOREFRONT_TOKEN: config.storefrontToken,
      BIGCOMMERCE_CHANNEL_ID: String(config.channelId),
      BIGCOMMERCE_API_URL: config.apiUrl,
      BIGCOMMERCE_STOREFRONT_API_URL: config.storefrontApiUrl,
    },
    store,
    handle,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const answer = await handle({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
      return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
    },
    failures: () => [...problems],
    counts: () => ({ ...counts, operations: { ...counts.operations } }),
    resetCounts() {
      counts = { rest: 0, graphql: 0, rateLimited: 0, operations: {} };
    },
    reset() {
      store.reset();
      problems = [];
      fake.resetCounts();
      window = { startedAt: Date.now(), used: 0 };
      outage = 0;
    },
    setOutage(status) {
      outage = status;
    },
  };
  return fake;
}

/* ------------------------------------------------------------------- server */

export interface StartOptions extends Omit<FakeOptions, 'origin'> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningFake extends FakeBigCommerce {
  url: string;
  /** The W3C traceparent header of every request received that carried one, in order. */
  traceparents: string[];
  close(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);
}

function checkoutPage(fake: FakeBigCommerce, cartId: string): FakeAnswer {
  const cart = fake.store.carts.get(cartId);
  const body = cart
    ? `<h1>Checkout</h1><p>Cart ${escapeHtml(cart.id)}: ${cart.lines.length} line(s), $${fake.store.cartTotals(cart).base.toFixed(2)} AUD</p>
       <form method="post" action="/__fake/checkout"><input type="hidden" name="cartId" value="${escapeHtml(cart.id)}">
       <button type="submit">Place order</button></form>`
    : '<h1>Checkout</h1><p>This cart no longer exists.</p>';
  return { status: cart ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<!doctype html><title>Checkout</title>${body}` };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function control(fake: FakeBigCommerce, method: string, url: URL, body: string): Promise<FakeAnswer | null> {
  if (url.pathname === '/__fake/state' && method === 'GET') return json(200, { failures: fake.failures(), counts: fake.counts() });
  if (url.pathname === '/__fake/reset' && method === 'POST') {
    fake.reset();
    return json(200, { ok: true });
  }
  if (url.pathname === '/__fake/outage' && method === 'POST') {
    fake.setOutage(Number((JSON.parse(body || '{}') as { status?: number }).status ?? 0));
    return json(200, { ok: true });
  }
  if (url.pathname === '/cart.php' && method === 'GET') return checkoutPage(fake, url.searchParams.get('id') ?? '');
  if (url.pathname === '/__fake/checkout' && method === 'POST') {
    const cartId = new URLSearchParams(body).get('cartId') ?? '';
    const cart = fake.store.carts.get(cartId);
    if (!cart) return checkoutPage(fake, cartId);
    const address = fake.store.addresses.find((candidate) => candidate.customer_id === cart.customer_id);
    const { id: _id, customer_id: _customer, ...shipping } = address ?? {
      id: 0,
      customer_id: 0,
      first_name: 'Guest',
      last_name: 'Shopper',
      address1: '1 Test Street',
      city: 'Hobart',
      state_or_province: 'Tasmania',
      postal_code: '7000',
      country_code: 'AU',
    };
    const order = fake.store.placeOrder(cartId, shipping);
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><title>Order placed</title><h1>Thank you</h1><p>Order #${order.id} placed.</p>`,
    };
  }
  return null;
}

/** Starts the fake as an HTTP server on 127.0.0.1 (see the top of this file). */
export async function startFakeBigCommerce(options: StartOptions = {}): Promise<RunningFake> {
  const host = options.host ?? '127.0.0.1';
  let fake: FakeBigCommerce | null = null;
  const traceparents: string[] = [];
  const server = http.createServer((req, res) => {
    if (typeof req.headers.traceparent === 'string') traceparents.push(req.headers.traceparent);
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
      const answer =
        (await control(fake!, req.method ?? 'GET', url, body)) ??
        (await fake!.handle({
          method: req.method ?? 'GET',
          url: `${new URL(fake!.config.apiUrl).origin}${url.pathname}${url.search}`,
          headers: new Headers(Object.entries(req.headers).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]))),
          body,
        }));
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    })().catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`fake BigCommerce failed: ${(error as Error).stack ?? String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  fake = createFakeBigCommerce({ ...options, origin: url });
  const running = fake as RunningFake;
  running.url = url;
  running.traceparents = traceparents;
  running.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections?.();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return running;
}
