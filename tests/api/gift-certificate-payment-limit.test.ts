/** @jest-environment node */
import type { WireCart } from '@/lib/commerce/cart-wire';
import { giftCertificateMessages } from '@/lib/commerce/gift-certificate-rules';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

// Refused gift certificate codes are limited per client address (10 in 15 minutes), so codes cannot be guessed.
const env = routeTestEnv();
let cartRoute: ServedRoute;
let route: ServedRoute;

beforeAll(async () => {
  cartRoute = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  route = await serveRoute(await import('@/pages/api/checkout/gift-certificate'), '/api/checkout/gift-certificate');
});

afterAll(async () => {
  await Promise.all([cartRoute.close(), route.close()]);
  env.cleanup();
});

it('refuses codes from an address that had 10 refused in 15 minutes with 429 and Retry-After, before looking the code up', async () => {
  const added = await cartRoute.request('POST', '/', { body: { item: { productId: 101, variantId: 10101, quantity: 1 } } });
  const cookies = { bc_cartId: (added.json as { data: WireCart }).data.id };
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const refused = await route.request('POST', '/', { body: { giftCertificateCode: `GUESS${attempt}` }, cookies });
    expect(refused.status).toBe(422);
  }
  const limited = await route.request('POST', '/', { body: { giftCertificateCode: 'GUESS11' }, cookies });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.json).toMatchObject({ errors: [{ message: giftCertificateMessages.tooManyTries, code: 'rate_limited' }] });
});
