/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORE_BUSY } from '@/lib/commerce/bigcommerce/client';
import { startFakeBigCommerce, type RunningFake } from '@/tests/support/fake-bigcommerce';
import { serveRoute, sessionCookie, type ServedRoute } from '../helpers/serve-route';

// Hosted commerce against the fake, whose REST quota is one request per 30 s: the shop's REST uses (orders,
// the email check) then meet a saturated store.
let fake: RunningFake;
let orders: ServedRoute;
let checkEmail: ServedRoute;
let cart: ServedRoute;
let dataDir: string;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakeBigCommerce({ port: 0, seed: 'scenario', quota: { requests: 1, windowMs: 30_000 } });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-rate-limit-'));
  Object.assign(process.env, fake.env, { SESSION_SECRET: 'a-session-secret-of-at-least-32-characters', DATA_DIR: dataDir });
  (await import('@/lib/config')).resetConfigForTests();
  (await import('@/lib/commerce')).resetCommerceForTests();
  orders = await serveRoute(await import('@/pages/api/orders/[id]'), '/api/orders/[id]');
  checkEmail = await serveRoute(await import('@/pages/api/customer/checkEmail'), '/api/customer/checkEmail');
  cart = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
});

afterAll(async () => {
  await Promise.all([orders.close(), checkEmail.close(), cart.close()]);
  await fake.close();
  process.env = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a BigCommerce store whose REST quota is spent', () => {
  it('answers 429 with a message a shopper can act on, never a 500', async () => {
    const cookies = await sessionCookie({ customerId: 1, email: 'jane.smith@example.com' });
    await checkEmail.request('GET', '/?email=someone%40example.com'); // spends the window's one request
    const order = await orders.request('GET', '/?id=100', { cookies });
    expect(order.status).toBe(429);
    expect(order.json).toEqual({ errors: [{ message: STORE_BUSY, code: 'rate_limited' }], requestId: order.headers.get('x-request-id') });
    const email = await checkEmail.request('GET', '/?email=jane.smith%40example.com');
    expect(email.status).toBe(429);
    expect(fake.counts().rateLimited).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('still sells: the cart is on the Storefront API, outside the REST quota', async () => {
    const added = await cart.request('POST', '/', { body: { item: { productId: 191, variantId: 362, quantity: 1 } } });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ data: { line_items: { physical_items: [expect.objectContaining({ product_id: 191 })] } } });
    expect(fake.failures()).toEqual([]);
  });
});
