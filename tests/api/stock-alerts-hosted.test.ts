/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFakeBigCommerce, type RunningFake } from '@/tests/support/fake-bigcommerce';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';

/*
 * Hosted back-in-stock: the shop on the BigCommerce stand-in, Klaviyo configured (a local stand-in records the
 * events). A shopper asks for a sold-out variant; the store restocks it and BigCommerce's inventory webhook
 * arrives; the shopper's "Back In Stock" event goes to Klaviyo, once.
 */
const SECRET = 'webhook-secret-0123456789';
const saved = { ...process.env };
let fake: RunningFake;
let klaviyo: http.Server;
const events: { headers: http.IncomingHttpHeaders; body: { data: { attributes: Record<string, unknown> } } }[] = [];
let alerts: ServedRoute;
let webhook: ServedRoute;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stock-alerts-hosted-'));
  klaviyo = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/events') events.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => klaviyo.listen(0, '127.0.0.1', resolve));
  fake = await startFakeBigCommerce({ port: 0, seed: 'catalogue' });
  Object.assign(process.env, fake.env, {
    BIGCOMMERCE_WEBHOOK_SECRET: SECRET,
    SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
    DATA_DIR: dataDir,
    KLAVIYO_PRIVATE_API_KEY: 'pk_test_private',
    KLAVIYO_API_URL: `http://127.0.0.1:${(klaviyo.address() as AddressInfo).port}`,
    SITE_URL: 'https://shop.example',
  });
  (await import('@/lib/config')).resetConfigForTests();
  (await import('@/lib/commerce')).resetCommerceForTests();
  alerts = await serveRoute((await import('@/pages/api/stock-alerts')) as RouteModule, '/api/stock-alerts');
  webhook = await serveRoute((await import('@/pages/api/webhooks/bigcommerce')) as RouteModule, '/api/webhooks/bigcommerce');
});

afterAll(async () => {
  await Promise.all([alerts.close(), webhook.close(), fake.close(), new Promise((resolve) => klaviyo.close(resolve))]);
  await (await import('@/lib/shared-state')).closeSharedState();
  process.env = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const deliver = (body: unknown) => webhook.request('POST', '/', { body, headers: { 'X-Webhook-Secret': SECRET } });
const skuUpdate = { scope: 'store/sku/inventory/updated', data: { type: 'sku', id: 555, inventory: { product_id: 101, method: 'absolute', value: 4 } } };

it("a BigCommerce inventory webhook sends the waiting shopper's notice through Klaviyo, once", async () => {
  expect(fake.store.findVariant(101, 10103).variant.inventory).toBe(0);
  const asked = await alerts.request('POST', '/', { body: { email: 'ana@example.com', productId: 101, variantId: 10103 } });
  expect(asked.status).toBe(200);

  // Still sold out: the webhook sends nothing.
  expect((await deliver(skuUpdate)).json).toMatchObject({ data: { alerted: 0 } });
  expect(events).toHaveLength(0);

  fake.store.updateVariant(101, 10103, { inventory: 4 });
  expect((await deliver(skuUpdate)).json).toMatchObject({ data: { alerted: 1 } });
  expect(events).toHaveLength(1);
  expect(events[0].headers).toMatchObject({ authorization: 'Klaviyo-API-Key pk_test_private', revision: expect.any(String) });
  expect(events[0].body.data.attributes).toMatchObject({
    metric: { data: { type: 'metric', attributes: { name: 'Back In Stock' } } },
    profile: { data: { type: 'profile', attributes: { email: 'ana@example.com' } } },
    properties: { ProductName: 'Whey Protein Isolate', VariantName: 'Chocolate / 5kg', URL: 'https://shop.example/products/whey-protein-isolate?variant=10103' },
  });
  // No email is written when Klaviyo sends them.
  expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);

  expect((await deliver(skuUpdate)).json).toMatchObject({ data: { alerted: 0 } });
  expect(events).toHaveLength(1);
});
