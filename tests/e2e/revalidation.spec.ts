import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeBigCommerce, type RunningFake } from '../support/fake-bigcommerce';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';
import { productPage as pageAt, untilCached } from './support/product-page';

/* The production server on the BigCommerce stand-in, its webhooks enabled. A product page is statically
   generated (ISR, regenerated at most once a minute): a restock in the store alone leaves it saying sold out.
   BigCommerce's inventory webhook regenerates it at once, and the pages of it with a variant chosen that were
   visited, so the shopper who follows a back-in-stock notice finds the size available. */

const SECRET = 'revalidation-webhook-secret-0123';
const PRODUCT = '/products/whey-protein-isolate';
/** The product page with the sold-out size chosen (a static page of its own): regenerated with the product's. */
const WITH_VARIANT = `${PRODUCT}?variant=10103`;
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

/** The product page as served now: its ISR state and the stock of one variant, read from the page's own data. */
const productPage = (variantId: number) => pageAt(server.base + PRODUCT, variantId);

test('an inventory webhook regenerates the product page at once; without it the page waits for its revalidate period', async () => {
  expect(fake.store.findVariant(101, 10103).variant.inventory).toBe(0);
  // The build's page first, regenerated from the store in the background: wait until the store's own is served.
  await untilCached(server.base + PRODUCT, 10103);
  expect((await productPage(10103)).inventory).toBe(0);
  await untilCached(server.base + WITH_VARIANT, 10103);

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
  // At once, not a minute later: the next visit gets the regenerated page.
  expect(await productPage(10103)).toEqual({ state: 'HIT', inventory: 4 });
  expect(await pageAt(server.base + WITH_VARIANT, 10103)).toEqual({ state: 'HIT', inventory: 4 });
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
