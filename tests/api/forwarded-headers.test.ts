/** @jest-environment node */
import { resetConfigForTests } from '@/lib/config';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { resetSharedStateForTests } from '../helpers/shared-state';

/**
 * X-Forwarded-Host, X-Forwarded-Proto and Forwarded count only when the request comes through a proxy TRUST_PROXY
 * trusts (here the test server's loopback peer), in the cross-site check and the session cookie's flags alike.
 */
const env = routeTestEnv();
let wishlist: ServedRoute;
let login: ServedRoute;
const EVIL = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
const item = { productId: 101, variantId: 10101 };

function trustProxy(value: string | undefined) {
  if (value === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = value;
  resetConfigForTests();
}

beforeAll(async () => {
  wishlist = await serveRoute((await import('@/pages/api/account/wishlist')) as RouteModule, '/api/account/wishlist');
  login = await serveRoute((await import('@/pages/api/bigcommerce/customers/login')) as RouteModule, '/api/bigcommerce/customers/login');
  const { getCommerce } = await import('@/lib/commerce');
  await (await getCommerce()).createCustomer({ email: 'fwd@example.com', password: 'Str0ng!pass', firstName: 'F', lastName: 'W', phone: '', company: '', addresses: [] });
});

beforeEach(() => resetSharedStateForTests());

afterEach(() => trustProxy(undefined));

afterAll(async () => {
  await Promise.all([wishlist.close(), login.close()]);
  env.cleanup();
});

describe('the cross-site check', () => {
  it('refuses a wish-list POST from evil.example that claims X-Forwarded-Host: evil.example (no TRUST_PROXY)', async () => {
    const cookies = await sessionCookie({ customerId: 1 });
    for (const headers of [EVIL, { origin: 'https://evil.example', forwarded: 'host=evil.example' }] as Record<string, string>[]) {
      const response = await wishlist.request('POST', '/', { body: item, cookies, headers });
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({ errors: [{ message: 'Cross-site requests are not accepted.', code: 'cross_site' }] });
    }
  });

  it('compares the Origin with the forwarded host when a trusted proxy sent it', async () => {
    trustProxy('loopback');
    const cookies = await sessionCookie({ customerId: 1 });
    // The proxy says the browser asked for shop.example: an Origin of shop.example is same-site, evil.example is not.
    const sameSite = await wishlist.request('POST', '/', { body: item, cookies, headers: { origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' } });
    expect(sameSite.status).not.toBe(403);
    const crossSite = await wishlist.request('POST', '/', { body: item, cookies, headers: { origin: 'https://evil.example', 'x-forwarded-host': 'shop.example' } });
    expect(crossSite.status).toBe(403);
  });
});

describe('the session cookie flags', () => {
  const signIn = (headers: Record<string, string>) => login.request('POST', '/', { body: { email: 'fwd@example.com', password: 'Str0ng!pass' }, headers });

  it('stay plain http (no Secure, no __Host- prefix) when a client only claims https', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'https' }, { forwarded: 'proto=https' }] as Record<string, string>[]) {
      const response = await signIn(headers);
      expect(response.status).toBe(200);
      expect(Object.keys(response.cookies)).toEqual(['bn_session']);
      expect(response.cookies.bn_session.attributes).not.toMatch(/Secure/);
    }
  });

  it('are Secure with the __Host- prefix behind a trusted proxy that says https', async () => {
    trustProxy('loopback');
    for (const headers of [{ 'x-forwarded-proto': 'https' }, { forwarded: 'for=203.0.113.9;proto=https' }] as Record<string, string>[]) {
      const response = await signIn(headers);
      expect(response.status).toBe(200);
      expect(Object.keys(response.cookies)).toEqual(['__Host-bn_session']);
      expect(response.cookies['__Host-bn_session'].attributes).toMatch(/Secure/);
    }
  });
});
