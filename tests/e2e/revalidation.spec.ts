import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeBigCommerce, type RunningFake } from '../support/fake-bigcommerce';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

/* The production server on the BigCommerce stand-in, its webhooks enabled. A product page is statically
   generated (ISR, regenerated at most once a minute): a restock in the store alone leaves it saying sold out.
   BigCommerce's inventory webhook regenerates it at once, page cache included, so the shopper who follows a
   back-in-stock notice finds the size available. */

const SECRET = 'revalidation-webhook-secret-0123';
const PRODUCT = '/products/whey-protein-isolate';
const SKU_UPDATE = { scope: 'store/sku/inventory/updated', data: { type: 'sku', id: 555, inventory: { product_id: 101, method: 'absolute', value: 4 } } };

let fake: RunningFake;
let server: StandaloneServer;
let dataDir: string;

test.beforeAll(async () => {
  fake = await startFakeBigCommerce({ port: 0, seed: 'catalogue' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-revalidation-'));
  server = await startStandalone({
    dataDir,
    env: { ...fake.env, SESSION_SECRET: 'revalidation-test-session-secret-0123456789', BIGCOMMERCE_WEBHOOK_SECRET: SECRET },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface PageVariant {
  id: number;
  inventory: number;
}

/** The product page as served now: its ISR state and the stock of one variant, read from the page's own data. */
async function productPage(variantId: number) {
  const response = await fetch(server.base + PRODUCT, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(data, 'the page carries its data').not.toBeNull();
  const variants = JSON.parse(data![1]).props.pageProps.product.variants as PageVariant[];
  return {
    state: response.headers.get('age') !== null ? 'page cache' : response.headers.get('x-nextjs-cache'),
    inventory: variants.find((variant) => variant.id === variantId)?.inventory,
  };
}

test('an inventory webhook regenerates the product page at once; without it the page waits for its revalidate period', async () => {
  expect(fake.store.findVariant(101, 10103).variant.inventory).toBe(0);
  // The build's page first, regenerated from the store in the background: wait until the store's own is served.
  await expect.poll(async () => (await productPage(10103)).state, { timeout: 30_000 }).toMatch(/^(HIT|page cache)$/);
  expect((await productPage(10103)).inventory).toBe(0);

  fake.store.updateVariant(101, 10103, { inventory: 4 });
  // Restocked in the store: the statically generated page still says sold out (for up to a minute).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await productPage(10103)).inventory).toBe(0);

  const delivery = await fetch(`${server.base}/api/webhooks/bigcommerce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
    body: JSON.stringify(SKU_UPDATE),
  });
  expect(delivery.status).toBe(200);
  expect((await delivery.json()).data).toMatchObject({ revalidated: [PRODUCT], ignored: false });
  // At once, not a minute later: the next visit gets the regenerated page, not a copy from the page cache.
  expect(await productPage(10103)).toEqual({ state: 'HIT', inventory: 4 });
  expect(fake.failures()).toEqual([]);
});

test('a delivery without the secret regenerates nothing', async () => {
  const refused = await fetch(`${server.base}/api/webhooks/bigcommerce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': 'wrong' },
    body: JSON.stringify(SKU_UPDATE),
  });
  expect(refused.status).toBe(401);
  expect((await refused.json()).errors[0].message).toMatch(/secret/);
});
