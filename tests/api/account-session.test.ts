/** @jest-environment node */
import { unsealData } from 'iron-session';
import { messages } from '@/lib/accounts/fields';
import { safeReturnTo } from '@/lib/accounts/return-to';
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/lib/commerce/embedded/__fixtures__/catalogue';
import type { SessionData } from '@/lib/http/session';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, resetRateLimitsForTests } from '@/lib/rate-limit';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
const PASSWORD = 'Str0ng!pass';
const COOKIE = 'bn_session';
let login: ServedRoute;
let logout: ServedRoute;
let customers: ServedRoute;

beforeAll(async () => {
  login = await serveRoute((await import('@/pages/api/bigcommerce/customers/login')) as RouteModule, '/api/bigcommerce/customers/login');
  logout = await serveRoute((await import('@/pages/api/bigcommerce/customers/logout')) as RouteModule, '/api/bigcommerce/customers/logout');
  customers = await serveRoute((await import('@/pages/api/bigcommerce/customers')) as RouteModule, '/api/bigcommerce/customers');
  const commerce = await getCommerce();
  for (const email of ['ana@example.com', 'ben@example.com', 'cat@example.com']) {
    await commerce.createCustomer({ email, password: PASSWORD, firstName: 'Test', lastName: 'Shopper', phone: '', company: '', addresses: [] });
  }
});

beforeEach(() => resetRateLimitsForTests());

afterAll(async () => {
  await Promise.all([login.close(), logout.close(), customers.close()]);
  env.cleanup();
});

function firstError(json: unknown) {
  return (json as { errors: { message: string; code?: string }[] }).errors[0];
}

async function unseal(value: string): Promise<SessionData> {
  return unsealData<SessionData>(value, { password: process.env.SESSION_SECRET as string });
}

describe('sign-in and the session', () => {
  it('signs in with a NEW session cookie (rotation): sealed, httpOnly, SameSite=Lax, different from the old one', async () => {
    const old = await sessionCookie({ guestOrderIds: [1001] });
    const response = await login.request('POST', '/', { body: { email: 'ANA@example.com ', password: PASSWORD }, cookies: old });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { customer: expect.objectContaining({ email: 'ana@example.com', firstName: 'Test' }) } });
    expect(response.headers.getSetCookie().filter((line) => line.startsWith(`${COOKIE}=`))).toHaveLength(1);
    const cookie = response.cookies[COOKIE];
    expect(cookie.value).not.toBe('');
    expect(cookie.value).not.toBe(old[COOKIE]);
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/SameSite=Lax/i);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const session = await unseal(cookie.value);
    expect(session).toMatchObject({ customerId: expect.any(Number), email: 'ana@example.com', guestOrderIds: [1001], sid: expect.any(String) });

    // Signing in again gives yet another session (new sid, new seal).
    const again = await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD }, cookies: { [COOKIE]: cookie.value } });
    expect(again.cookies[COOKIE].value).not.toBe(cookie.value);
    expect((await unseal(again.cookies[COOKIE].value)).sid).not.toBe(session.sid);

    const me = await customers.request('GET', '/', { cookies: { [COOKIE]: cookie.value } });
    expect(me.json).toEqual({ data: { customer: expect.objectContaining({ email: 'ana@example.com' }) } });
  });

  it('signs in over a tampered or foreign session cookie', async () => {
    const response = await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD }, cookies: { [COOKIE]: 'Fe26.2**garbage' } });
    expect(response.status).toBe(200);
    expect((await unseal(response.cookies[COOKIE].value)).email).toBe('ana@example.com');
  });

  it('uses the __Host- cookie with Secure over https', async () => {
    const response = await login.request('POST', '/', {
      body: { email: 'ana@example.com', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    const cookie = response.cookies[`__Host-${COOKIE}`];
    expect(cookie.attributes).toMatch(/Secure/);
    expect(cookie.attributes).toMatch(/HttpOnly/i);
  });

  it('signs out by destroying the session', async () => {
    const signedIn = await login.request('POST', '/', { body: { email: 'ben@example.com', password: PASSWORD } });
    const value = signedIn.cookies[COOKIE].value;
    const response = await logout.request('POST', '/', { cookies: { [COOKIE]: value } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: null });
    expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    const me = await customers.request('GET', '/');
    expect(me.json).toEqual({ data: null });
    // A copy of the signed-out cookie no longer signs anyone in.
    const replayed = await customers.request('GET', '/', { cookies: { [COOKIE]: value } });
    expect(replayed.json).toEqual({ data: null });
  });

  it('refuses wrong credentials with 401 and the same message whether or not the email exists', async () => {
    const wrong = await login.request('POST', '/', { body: { email: 'ana@example.com', password: 'Wr0ng!pass' } });
    const unknown = await login.request('POST', '/', { body: { email: 'nobody@example.com', password: 'Wr0ng!pass' } });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(firstError(response.json)).toEqual({ message: messages.invalidCredentials, code: 'invalid_credentials' });
      expect(response.cookies[COOKIE]).toBeUndefined();
    }
  });

  it('answers 400 for a missing email or password, and 405 for GET', async () => {
    const missing = await login.request('POST', '/', { body: { email: 'ana@example.com' } });
    expect(missing.status).toBe(400);
    expect(firstError(missing.json).message).toBe(messages.passwordBlank);
    const get = await login.request('GET', '/');
    expect(get.status).toBe(405);
  });
});

describe('brute-force lockout', () => {
  it(`locks an account after ${LOGIN_FAILURES_PER_ACCOUNT} failures (429), even with the right password`, async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      const response = await login.request('POST', '/', { body: { email: 'cat@example.com', password: `Wr0ng!${i}` } });
      expect(response.status).toBe(401);
    }
    const locked = await login.request('POST', '/', { body: { email: 'cat@example.com', password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(firstError(locked.json)).toEqual({ message: messages.tooManyAttempts(15), code: 'rate_limited' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(locked.cookies[COOKIE]).toBeUndefined();
    // The lock is per account: another account still signs in.
    expect((await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD } })).status).toBe(200);
  });

  it('a success clears the account\'s failures', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT - 1; i += 1) {
      await login.request('POST', '/', { body: { email: 'ben@example.com', password: 'Wr0ng!pass' } });
    }
    expect((await login.request('POST', '/', { body: { email: 'ben@example.com', password: PASSWORD } })).status).toBe(200);
    expect((await login.request('POST', '/', { body: { email: 'ben@example.com', password: 'Wr0ng!pass' } })).status).toBe(401);
    expect((await login.request('POST', '/', { body: { email: 'ben@example.com', password: PASSWORD } })).status).toBe(200);
  });

  it(`locks an IP after ${LOGIN_FAILURES_PER_IP} failures across accounts`, async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i += 1) {
      const response = await login.request('POST', '/', { body: { email: `guess${i}@example.com`, password: 'Wr0ng!pass' } });
      expect(response.status).toBe(401);
    }
    const locked = await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(firstError(locked.json).code).toBe('rate_limited');
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses sign-in and sign-out from another site with 403', async () => {
    const signedIn = await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD } });
    const value = signedIn.cookies[COOKIE].value;

    const crossLogin = await login.request('POST', '/', {
      body: { email: 'ana@example.com', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossLogin.status).toBe(403);
    expect(firstError(crossLogin.json)).toEqual({ message: 'Cross-site requests are not accepted.', code: 'cross_site' });
    expect(crossLogin.cookies[COOKIE]).toBeUndefined();

    const crossLogout = await logout.request('POST', '/', { cookies: { [COOKIE]: value }, headers: { referer: 'https://evil.example/page' } });
    expect(crossLogout.status).toBe(403);
    expect(crossLogout.cookies[COOKIE]).toBeUndefined();
    const fetchMetadata = await logout.request('POST', '/', { cookies: { [COOKIE]: value }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMetadata.status).toBe(403);

    // Still signed in.
    expect((await customers.request('GET', '/', { cookies: { [COOKIE]: value } })).json).toEqual({
      data: { customer: expect.objectContaining({ email: 'ana@example.com' }) },
    });
    // The same site's own origin is fine.
    const sameSite = await logout.request('POST', '/', { cookies: { [COOKIE]: value }, headers: { origin: logout.url } });
    expect(sameSite.status).toBe(200);
  });
});

describe('returnTo', () => {
  it('follows only paths of this site', () => {
    expect(safeReturnTo('/account/addresses?page=2')).toBe('/account/addresses?page=2');
    expect(safeReturnTo('/rewards')).toBe('/rewards');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', undefined, '/login', 'account']) {
      expect(safeReturnTo(bad)).toBe('/account/orders');
    }
    expect(safeReturnTo(['/account/orders/1001', '/x'])).toBe('/account/orders/1001');
  });
});
