/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { announceStoreChange, MAX_CHANGED_PRODUCTS } from '@/lib/commerce/embedded/store-webhook';
import { resetConfigForTests } from '@/lib/config';
import { storeWebhookSecret } from '@/lib/secrets';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';

/*
 * POST /api/webhooks/store: `npm run stock` tells the running embedded shop which products changed, and the shop
 * regenerates their pages at once. The served route stands in Next's on-demand revalidation with a recorder (the
 * real one renders the page: tests/e2e/back-in-stock.spec.ts).
 */
const env = routeTestEnv();
const PAGE = '/products/whey-protein-isolate';
let route: ServedRoute;
/** The paths Next was asked to regenerate; a path listed in `failing` fails as a page whose data cannot be read. */
const revalidated: string[] = [];
/** The paths Next was asked to regenerate only if it has generated them (a product's pages with a variant chosen). */
const revalidatedIfGenerated: string[] = [];
const failing = new Set<string>();

beforeAll(async () => {
  route = await serveRoute((await import('@/pages/api/webhooks/store')) as RouteModule, '/api/webhooks/store', {
    revalidate: async (urlPath, onlyGenerated) => {
      if (failing.has(urlPath)) throw new Error('the page could not be rendered');
      (onlyGenerated ? revalidatedIfGenerated : revalidated).push(urlPath);
    },
  });
});

beforeEach(() => {
  revalidated.length = 0;
  revalidatedIfGenerated.length = 0;
  failing.clear();
});

afterAll(async () => {
  await route.close();
  env.cleanup();
});

const secretFile = () => path.join(env.dataDir, 'store-webhook-secret');
/** The secret as `npm run stock` reads it (generated in DATA_DIR by whichever side needs it first). */
const secret = () => storeWebhookSecret();
const notify = (body: unknown, headers: Record<string, string> = { 'X-Webhook-Secret': secret() }) => route.request('POST', '/', { body, headers });
const message = (json: unknown) => (json as { errors: { message: string; code?: string }[] }).errors[0];

describe('the secret', () => {
  it('refuses a request without the secret or with a wrong one (401), before reading its body', async () => {
    // The server makes the secret on the first request when the script has not yet: nothing to configure.
    expect(fs.existsSync(secretFile())).toBe(false);
    const missing = await notify({ productIds: [101] }, {});
    expect(missing.status).toBe(401);
    expect(message(missing.json)).toEqual({ message: 'The webhook secret is missing or wrong.', code: 'unauthenticated' });
    expect(fs.readFileSync(secretFile(), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect((fs.statSync(secretFile()).mode & 0o777).toString(8)).toBe('600');
    const last = secret().slice(-1) === '0' ? '1' : '0';
    expect((await notify({ productIds: [101] }, { 'X-Webhook-Secret': `${secret().slice(0, -1)}${last}` })).status).toBe(401);
    expect((await notify({ productIds: [101] }, { 'X-Webhook-Secret': secret().slice(0, 32) })).status).toBe(401);
    // Malformed JSON without the secret is a 401, not a 400: the body was never read.
    expect((await notify('{"productIds": [', {})).status).toBe(401);
    expect(revalidated).toEqual([]);
  });
});

describe('the body', () => {
  const LIST = `productIds must be a list of 1 to ${MAX_CHANGED_PRODUCTS} product ids.`;
  const ID = 'Each product id must be a positive whole number.';
  const BODY = 'The body must be a JSON object such as { "productIds": [101] }.';

  it.each<[string, unknown, string]>([
    ['no body at all', undefined, LIST],
    ['an array instead of an object', [101], BODY],
    ['a number', 101, BODY],
    ['no productIds', {}, LIST],
    ['productIds not a list', { productIds: 101 }, LIST],
    ['an empty list', { productIds: [] }, LIST],
    [`more than ${MAX_CHANGED_PRODUCTS} ids`, { productIds: Array.from({ length: MAX_CHANGED_PRODUCTS + 1 }, (_, i) => i + 1) }, LIST],
    ['a fraction', { productIds: [101, 1.5] }, ID],
    ['a string id', { productIds: ['101'] }, ID],
    ['zero', { productIds: [0] }, ID],
    ['a negative id', { productIds: [-101] }, ID],
    ['null in the list', { productIds: [null] }, ID],
  ])('refuses %s (400) with a clear message', async (_, body, expected) => {
    const response = await notify(body);
    expect(response.status).toBe(400);
    expect(message(response.json)).toEqual({ message: expected, code: 'invalid_input' });
    expect(revalidated).toEqual([]);
  });

  it('refuses malformed JSON (400) and other methods (405)', async () => {
    expect((await notify('{"productIds": [')).status).toBe(400);
    const get = await route.request('GET', '/', { headers: { 'X-Webhook-Secret': secret() } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('regenerating pages', () => {
  it("regenerates each named product's page once and answers the paths", async () => {
    const response = await notify({ productIds: [101, 101] });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { revalidated: [PAGE] } });
    expect(revalidated).toEqual([PAGE]);
  });

  it('regenerates the pages of its variants too (/products/<slug>?variant=<id>), those Next has generated', async () => {
    expect((await notify({ productIds: [102] })).json).toEqual({ data: { revalidated: ['/products/creatine-monohydrate'] } });
    expect(revalidatedIfGenerated).toEqual(['/products/creatine-monohydrate~10201', '/products/creatine-monohydrate~10202']);
  });

  it('regenerates nothing for a product the store does not have, and still answers 200', async () => {
    const response = await notify({ productIds: [999_999] });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { revalidated: [] } });
    expect(revalidated).toEqual([]);
    // With a known one: only its page.
    expect((await notify({ productIds: [999_999, 102] })).json).toEqual({ data: { revalidated: ['/products/creatine-monohydrate'] } });
  });

  it('leaves out a page Next could not regenerate (it keeps its last good version)', async () => {
    failing.add(PAGE);
    const response = await notify({ productIds: [101, 102] });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { revalidated: ['/products/creatine-monohydrate'] } });
  });
});

describe("npm run stock's side (announceStoreChange)", () => {
  it('tells the shop and reports the regenerated pages', async () => {
    expect(await announceStoreChange(`${route.url}/`, [101])).toEqual({ told: true, revalidated: [PAGE] });
    expect(revalidated).toEqual([PAGE]);
  });

  it('reports a shop that is not running, or that refuses the secret, without throwing', async () => {
    const closed = await serveRoute((await import('@/pages/api/webhooks/store')) as RouteModule);
    const closedUrl = closed.url;
    await closed.close();
    const down = await announceStoreChange(closedUrl, [101]);
    expect(down).toEqual({ told: false, reason: expect.stringMatching(/^no shop answers at http:\/\/127\.0\.0\.1:\d+\/api\/webhooks\/store \(Network error/) });

    // A script on another DATA_DIR has another secret (a fresh module: the secret is read once per process).
    const ours = fs.readFileSync(secretFile(), 'utf8');
    fs.writeFileSync(secretFile(), 'f'.repeat(64));
    jest.resetModules();
    const other = await import('@/lib/commerce/embedded/store-webhook');
    expect(await other.announceStoreChange(route.url, [101])).toEqual({ told: false, reason: `the shop at ${route.url}/api/webhooks/store answered 401: The webhook secret is missing or wrong.` });
    expect(revalidated).toEqual([]);
    fs.writeFileSync(secretFile(), ours);
  });
});

describe('hosted commerce', () => {
  const HOSTED = { BIGCOMMERCE_STORE_HASH: 'abc123', BIGCOMMERCE_ACCESS_TOKEN: 'token', BIGCOMMERCE_STOREFRONT_TOKEN: 'storefront', BIGCOMMERCE_CHANNEL_ID: '1' };

  afterEach(() => {
    for (const name of Object.keys(HOSTED)) delete process.env[name];
    resetConfigForTests();
  });

  it('answers 404 and points to the BigCommerce webhook: stock changes in BigCommerce there', async () => {
    Object.assign(process.env, HOSTED);
    resetConfigForTests();
    const response = await notify({ productIds: [101] });
    expect(response.status).toBe(404);
    expect(message(response.json)).toEqual({ message: expect.stringContaining('/api/webhooks/bigcommerce'), code: 'not_found' });
    expect(revalidated).toEqual([]);
  });
});

describe("BigCommerce's webhook on the embedded store", () => {
  it('answers 404 saying the store is embedded and which webhook it has, not to set a BigCommerce variable', async () => {
    const bigcommerce = await serveRoute((await import('@/pages/api/webhooks/bigcommerce')) as RouteModule, '/api/webhooks/bigcommerce');
    try {
      const response = await bigcommerce.request('POST', '/', { body: { scope: 'store/product/updated', data: { id: 101 } } });
      expect(response.status).toBe(404);
      expect(message(response.json)).toEqual({
        message: 'This shop runs on its embedded store, not BigCommerce: its stock changes (npm run stock) reach /api/webhooks/store.',
        code: 'not_found',
      });
    } finally {
      await bigcommerce.close();
    }
  });
});
