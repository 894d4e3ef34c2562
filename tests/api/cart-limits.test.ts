/** @jest-environment node */
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv, snapshotCartTables } from '@/tests/support/embedded-store';
import { messages } from '@/lib/accounts/fields';
import { LIMITS } from '@/lib/rate-limits';
import { closeSharedState } from '@/lib/shared-state';
import { leastRetryAfter } from '@/tests/support/window-left';
import { serveRoute, sessionCookie, type ServedRoute } from '../helpers/serve-route';

process.env.TRUST_PROXY = 'loopback';
const env = routeTestEnv();
const COOKIE = 'bc_cartId';
const item = { productId: 101, variantId: 10101, quantity: 1 };
let route: ServedRoute;

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
});

afterAll(async () => {
  await route.close();
  await closeSharedState();
  delete process.env.TRUST_PROXY;
  env.cleanup();
});

const from = (address: string, cookies: Record<string, string> = {}) => ({ headers: { 'x-forwarded-for': address }, cookies });

describe('anonymous carts', () => {
  it(`are created at most ${LIMITS.newCartsPerAddress.points} per address in ${LIMITS.newCartsPerAddress.durationSeconds / 60} minutes`, async () => {
    const bot = '203.0.113.5';
    let lastCart = '';
    const windowOpened = Date.now();
    for (let i = 0; i < LIMITS.newCartsPerAddress.points; i += 1) {
      const created = await route.request('POST', '/', { body: { item }, ...from(bot) });
      expect(created.status).toBe(200);
      lastCart = created.cookies[COOKIE].value;
    }
    const before = snapshotCartTables(env.dataDir);
    const refused = await route.request('POST', '/', { body: { item }, ...from(bot) });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ errors: [{ message: messages.tooManyCarts('10 minutes'), code: 'rate_limited' }], requestId: refused.headers.get('x-request-id') });
    // The wait is what is left of the window the first cart opened.
    const { durationSeconds } = LIMITS.newCartsPerAddress;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(leastRetryAfter(durationSeconds, windowOpened));
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(durationSeconds);
    expect(refused.cookies[COOKIE]).toBeUndefined();
    expect(snapshotCartTables(env.dataDir)).toBe(before);

    // Adding to a cart the address already has is not creating one.
    expect((await route.request('POST', '/', { body: { item }, ...from(bot, { [COOKIE]: lastCart }) })).status).toBe(200);
    // Another address, and a signed-in customer on the same address, still get new carts.
    expect((await route.request('POST', '/', { body: { item }, ...from('198.51.100.8') })).status).toBe(200);
    const commerce = await getCommerce();
    const customer = await commerce.createCustomer({ email: 'carts@example.com', password: 'Str0ng!pass', firstName: 'C', lastName: 'S', phone: '', company: '', addresses: [] });
    const signedIn = await route.request('POST', '/', { body: { item }, ...from(bot, await sessionCookie({ customerId: customer.entityId })) });
    expect(signedIn.status).toBe(200);
  });
});
