/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { addStockBySku } from '@/lib/commerce/embedded/stock';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { getConfig } from '@/lib/config';
import { LIMITS } from '@/lib/rate-limits';
import { closeSharedState } from '@/lib/shared-state';
import { notifyBackInStock } from '@/lib/stock-alerts';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { resetSharedStateForTests } from '../helpers/shared-state';

process.env.TRUST_PROXY = 'loopback';
const env = routeTestEnv();
const outbox = path.join(env.dataDir, 'outbox');
const SOLD_OUT = { productId: 101, variantId: 10103, sku: 'WPI-CHO-2.5KG' };
let route: ServedRoute;
let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

beforeAll(async () => {
  route = await serveRoute((await import('@/pages/api/stock-alerts')) as RouteModule, '/api/stock-alerts');
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await route.close();
  await closeSharedState();
  delete process.env.TRUST_PROXY;
  env.cleanup();
});

const notices = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.includes('back-in-stock')).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : []);
const restock = (add: number) => addStockBySku({ dataDir: getConfig().dataDir, seedFile: env.seedFile }, SOLD_OUT.sku, add);

it('keeps the email for a sold-out variant and sends one notice when the variant is restocked', async () => {
  const first = await route.request('POST', '/', { body: { email: 'ana@example.com', productId: SOLD_OUT.productId, variantId: SOLD_OUT.variantId }, headers: from() });
  expect(first.status).toBe(200);
  expect(first.json).toEqual({ data: { message: "Thanks! We'll email ana@example.com once when it's back in stock." } });
  // Asking twice keeps one alert.
  expect((await route.request('POST', '/', { body: { email: 'ANA@example.com', productId: 101, variantId: 10103 }, headers: from() })).status).toBe(200);
  await route.request('POST', '/', { body: { email: 'ben@example.com', productId: 101, variantId: 10103 }, headers: from() });

  // Stock that stays at zero sends nothing.
  expect(await notifyBackInStock([101])).toBe(0);
  const change = await restock(5);
  expect(change).toMatchObject({ productId: 101, variantId: 10103, before: 0, after: 5 });
  expect(await notifyBackInStock([101])).toBe(2);
  const sent = notices();
  expect(sent).toHaveLength(2);
  expect(sent.map((mail) => /^To: (.*)$/m.exec(mail)?.[1]).sort()).toEqual(['ana@example.com', 'ben@example.com']);
  expect(sent[0]).toMatch(/^Subject: Back in stock: Whey Protein Isolate \(Chocolate \/ 2\.5kg\)$/m);
  // The link opens the product page with that size chosen.
  expect(sent[0]).toContain('/products/whey-protein-isolate?variant=10103');

  // Once only: the next restock has nobody waiting.
  expect(await notifyBackInStock([101])).toBe(0);
  await restock(-5);
});

it('refuses an in-stock variant (409), an unknown one (404) and a bad email (400)', async () => {
  const inStock = await route.request('POST', '/', { body: { email: 'ana@example.com', productId: 101, variantId: 10101 }, headers: from() });
  expect(inStock.status).toBe(409);
  const unknown = await route.request('POST', '/', { body: { email: 'ana@example.com', productId: 101, variantId: 10201 }, headers: from() });
  expect(unknown.status).toBe(404);
  expect((unknown.json as { errors: { message: string }[] }).errors[0].message).toBe('That option of the product is not in the catalogue.');
  const noProduct = await route.request('POST', '/', { body: { email: 'ana@example.com', productId: 99999, variantId: 10101 }, headers: from() });
  expect((noProduct.json as { errors: { message: string }[] }).errors[0].message).toBe('That product is not in the catalogue.');
  const bad = await route.request('POST', '/', { body: { email: 'ana@', productId: 101, variantId: 10103 }, headers: from() });
  expect(bad.status).toBe(400);
  expect((bad.json as { errors: { message: string }[] }).errors[0].message).toBe('Please enter a valid email address.');
});

it('limits alerts per address', async () => {
  const one = from();
  for (let i = 0; i < LIMITS.stockAlertsPerAddress.points; i += 1) {
    expect((await route.request('POST', '/', { body: { email: `s${i}@example.com`, productId: 101, variantId: 10103 }, headers: one })).status).toBe(200);
  }
  expect((await route.request('POST', '/', { body: { email: 'late@example.com', productId: 101, variantId: 10103 }, headers: one })).status).toBe(429);
});
