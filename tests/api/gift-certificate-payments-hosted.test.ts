/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeBigCommerce, type RunningFake } from '@/tests/support/fake-bigcommerce';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

// Hosted commerce: BigCommerce redeems gift certificates in its own checkout, so the shop's route is not there.
let fake: RunningFake;
let route: ServedRoute;
let cart: ServedRoute;
let dataDir: string;
const saved = { ...process.env };

beforeAll(async () => {
  fake = await startFakeBigCommerce({ port: 0, seed: 'scenario' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-gift-certificate-'));
  Object.assign(process.env, fake.env, { SESSION_SECRET: 'a-session-secret-of-at-least-32-characters', DATA_DIR: dataDir });
  (await import('@/lib/config')).resetConfigForTests();
  (await import('@/lib/commerce')).resetCommerceForTests();
  route = await serveRoute(await import('@/pages/api/checkout/gift-certificate'), '/api/checkout/gift-certificate');
  cart = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
});

afterAll(async () => {
  await Promise.all([route.close(), cart.close()]);
  await fake.close();
  (await import('@/lib/commerce')).resetCommerceForTests();
  process.env = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('answers 404 with the error envelope, whatever the body, for applying and removing', async () => {
  const added = await cart.request('POST', '/', { body: { item: { productId: 191, variantId: 362, quantity: 1 } } });
  const cookies = { bc_cartId: (added.json as { data: { id: string } }).data.id };
  for (const response of [
    await route.request('POST', '/', { body: { giftCertificateCode: 'ABCD1234' }, cookies }),
    await route.request('POST', '/', { body: {}, cookies }),
    await route.request('DELETE', '/', { cookies }),
  ]) {
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ errors: [{ message: expect.stringMatching(/gift certificates/i), code: 'not_found' }] });
  }
});
