/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startAlgoliaHost, type AlgoliaHost } from '@/tests/support/algolia-host';
import { startFakeBigCommerce, type RunningFake } from '@/tests/support/fake-bigcommerce';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

const run = promisify(execFile);
const SEARCH = { appId: 'TESTAPP', searchKey: 'search-only-key', adminKey: 'admin-key', prefix: 'sanity_production' };
const SECRET = 'webhook-secret-0123456789';

let dataDir: string;
let host: AlgoliaHost;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-freshness-'));
  host = await startAlgoliaHost({ appId: SEARCH.appId, apiKey: SEARCH.adminKey, searchKey: SEARCH.searchKey, indexPrefix: SEARCH.prefix });
});

afterAll(async () => {
  await host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function searchEnv(): Record<string, string> {
  return {
    NEXT_PUBLIC_ALGOLIA_APP_ID: SEARCH.appId,
    NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: SEARCH.searchKey,
    ALGOLIA_ADMIN_KEY: SEARCH.adminKey,
    ALGOLIA_HOSTS: host.url,
  };
}

describe('npm run search:sync with ALGOLIA_HOSTS', () => {
  it('pushes the four indexes and their settings to the Algolia-compatible host it names', async () => {
    const { stdout } = await run(process.execPath, ['scripts/search-sync.mjs'], {
      env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...searchEnv() },
      timeout: 120_000,
    });
    expect(stdout).toContain(`Algolia hosts: ${host.url}`);
    const products = host.objects(`${SEARCH.prefix}_products`);
    expect(products.length).toBeGreaterThan(50);
    expect(products.find((record) => record.objectID === 'product-101')).toMatchObject({ slug: 'whey-protein-isolate' });
    // A product's limits per order travel with it: quick add on a listing adds its minimum.
    expect(products.find((record) => record.objectID === 'product-139')).toMatchObject({ minQuantity: 2, maxQuantity: 0 });
    expect(host.objects(`${SEARCH.prefix}_categories`).length).toBeGreaterThan(10);
    expect(host.settings(`${SEARCH.prefix}_products`)).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['flavours', 'sizes', 'categoryIds']),
      replicas: ['price_asc', 'price_desc', 'rating_desc', 'newest'].map((key) => `${SEARCH.prefix}_products_${key}`),
    });
    // Each sort replica ranks by its attributes first, then by Algolia's relevance criteria.
    expect((host.settings(`${SEARCH.prefix}_products_price_asc`)?.ranking as string[]).slice(0, 2)).toEqual(['asc(price)', 'typo']);
    expect((host.settings(`${SEARCH.prefix}_products_price_desc`)?.ranking as string[])[0]).toBe('desc(price)');
    expect((host.settings(`${SEARCH.prefix}_products_rating_desc`)?.ranking as string[]).slice(0, 2)).toEqual(['desc(averageRating)', 'desc(reviewCount)']);
    expect((host.settings(`${SEARCH.prefix}_products_newest`)?.ranking as string[])[0]).toBe('desc(productId)');
    expect(stdout).toContain(`${SEARCH.prefix}_products_price_asc: replica sorted by asc(price)`);
    // The host answers searches over what was pushed, with the shop's own engine.
    const response = await fetch(`${host.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': SEARCH.appId, 'x-algolia-api-key': SEARCH.searchKey },
      body: JSON.stringify({ requests: [{ indexName: `${SEARCH.prefix}_products`, params: 'query=whey' }] }),
    });
    const { results } = (await response.json()) as { results: { nbHits: number }[] };
    expect(results[0].nbHits).toBeGreaterThan(0);
    // The replica names answer too, sorted.
    const sorted = await fetch(`${host.url}/1/indexes/*/queries`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': SEARCH.appId, 'x-algolia-api-key': SEARCH.searchKey },
      body: JSON.stringify({ requests: [{ indexName: `${SEARCH.prefix}_products_price_asc`, params: 'query=whey&hitsPerPage=10' }] }),
    });
    const prices = ((await sorted.json()) as { results: { hits: { price: number }[] }[] }).results[0].hits.map((hit) => hit.price);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(host.failures()).toEqual([]);
  }, 150_000);
});

describe('POST /api/webhooks/bigcommerce', () => {
  let fake: RunningFake;
  let route: ServedRoute;
  const saved = { ...process.env };

  beforeAll(async () => {
    fake = await startFakeBigCommerce({ port: 0, seed: 'catalogue' });
    Object.assign(process.env, fake.env, searchEnv(), {
      BIGCOMMERCE_WEBHOOK_SECRET: SECRET,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      DATA_DIR: dataDir,
    });
    const { resetConfigForTests } = await import('@/lib/config');
    const { resetCommerceForTests } = await import('@/lib/commerce');
    resetConfigForTests();
    resetCommerceForTests();
    route = await serveRoute(await import('@/pages/api/webhooks/bigcommerce'), '/api/webhooks/bigcommerce');
  });

  afterAll(async () => {
    await route.close();
    await fake.close();
    process.env = saved;
  });

  const deliver = (body: unknown, secret: string | null = SECRET) =>
    route.request('POST', '/', { body, headers: secret === null ? {} : { 'X-Webhook-Secret': secret } });

  it('refuses a delivery without the right secret, before reading anything', async () => {
    const before = host.writes.length;
    expect((await deliver({ scope: 'store/product/updated', data: { type: 'product', id: 101 } }, null)).status).toBe(401);
    expect((await deliver({ scope: 'store/product/updated', data: { type: 'product', id: 101 } }, 'wrong-secret-0123456789')).status).toBe(401);
    expect(host.writes.length).toBe(before);
    expect(fake.counts().graphql + fake.counts().rest).toBe(0);
  });

  it('re-indexes just the product a product update names, with the price the store has now', async () => {
    fake.store.updateVariant(101, 10101, { price: 39.9 });
    fake.resetCounts();
    const before = host.writes.length;
    const response = await deliver({ scope: 'store/product/updated', store_id: '1', data: { type: 'product', id: 101 }, hash: 'x' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { scope: 'store/product/updated', reindexed: [101], removed: [], revalidated: [], alerted: 0, ignored: false } });
    expect(host.writes.slice(before)).toEqual([`POST /1/indexes/${SEARCH.prefix}_products/batch`]);
    expect(host.objects(`${SEARCH.prefix}_products`).find((record) => record.objectID === 'product-101')).toMatchObject({ price: 39.9 });
    // The product came from the Storefront API, not the REST quota: once for its page's path (revalidated), once
    // for its index record.
    expect(fake.counts()).toMatchObject({ rest: 0, graphql: 2 });
  });

  it("carries the store's minimum per order (order_quantity_minimum) into the product's record", async () => {
    // Pre-Workout Sample Sachets are sold two at a time.
    expect((await deliver({ scope: 'store/product/updated', data: { type: 'product', id: 139 } })).json).toMatchObject({ data: { reindexed: [139] } });
    expect(host.objects(`${SEARCH.prefix}_products`).find((record) => record.objectID === 'product-139')).toMatchObject({ minQuantity: 2 });
  });

  it('follows a SKU inventory update to its product, and removes a product the store no longer shows', async () => {
    const sku = await deliver({ scope: 'store/sku/inventory/updated', data: { type: 'sku', id: 555, inventory: { product_id: 102, method: 'absolute', value: 3 } } });
    expect(sku.json).toMatchObject({ data: { reindexed: [102], removed: [] } });

    fake.store.product(103)!.isVisible = false;
    const hidden = await deliver({ scope: 'store/product/inventory/updated', data: { type: 'product', id: 103 } });
    expect(hidden.json).toMatchObject({ data: { reindexed: [], removed: [103] } });
    expect(host.objects(`${SEARCH.prefix}_products`).some((record) => record.objectID === 'product-103')).toBe(false);
  });

  it('acknowledges other scopes without doing anything, and refuses a body that is not a delivery', async () => {
    const before = host.writes.length;
    expect((await deliver({ scope: 'store/order/created', data: { type: 'order', id: 1 } })).json).toMatchObject({ data: { ignored: true } });
    expect((await deliver([1, 2])).status).toBe(400);
    expect(host.writes.length).toBe(before);
    expect(fake.failures()).toEqual([]);
    expect(host.failures()).toEqual([]);
  });
});
