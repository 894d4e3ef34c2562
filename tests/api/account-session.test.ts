/** @jest-environment node */
import { sealData, unsealData } from 'iron-session';
import { messages } from '@/lib/accounts/fields';
import { safeReturnTo } from '@/lib/accounts/return-to';
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { resetConfigForTests } from '@/lib/config';
import { endAllSessions, type SessionData } from '@/lib/http/session';
import { LIMITS } from '@/lib/rate-limits';
import { delayAfter, FREE_FAILURES } from '@/lib/rate-limits/sign-in-delays';
import { closeSharedState } from '@/lib/shared-state';
import { stopDate } from '@/tests/support/clock';
import { leastRetryAfter } from '@/tests/support/window-left';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { resetSharedStateForTests } from '../helpers/shared-state';
import { captureLogs } from '../support/capture-logs';

// The test server is the "proxy" on loopback, so X-Forwarded-For picks the client address of each request.
process.env.TRUST_PROXY = 'loopback';
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

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await Promise.all([login.close(), logout.close(), customers.close()]);
  await closeSharedState();
  delete process.env.TRUST_PROXY;
  env.cleanup();
});

const GUEST_TOKEN = 'g'.repeat(43);
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

function firstError(json: unknown) {
  return (json as { errors: { message: string; code?: string }[] }).errors[0];
}

async function unseal(value: string): Promise<SessionData> {
  return unsealData<SessionData>(value, { password: process.env.SESSION_SECRET as string });
}

describe('sign-in and the session', () => {
  it('signs in with a NEW session cookie (rotation): sealed, httpOnly, SameSite=Lax, different from the old one', async () => {
    const old = await sessionCookie({ guestToken: GUEST_TOKEN });
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
    expect(session).toMatchObject({ customerId: expect.any(Number), email: 'ana@example.com', guestToken: GUEST_TOKEN, sid: expect.any(String) });

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

  it('logs a session cookie it cannot read (tampered, or sealed with another secret), but not an expired one', async () => {
    const expired = await sessionCookie({ customerId: 1, email: 'ana@example.com' });
    const logs = captureLogs();
    const clock = stopDate();
    try {
      const otherSecret = await sealData({ customerId: 1, email: 'ana@example.com' }, { password: 'a-secret-this-shop-never-had-0123456789' });
      for (const value of ['Fe26.2**garbage', otherSecret]) {
        expect((await customers.request('GET', '/', { cookies: { [COOKIE]: value } })).json).toEqual({ data: null });
      }
      // Past the session's 14 days (and the seal's minute of clock skew).
      clock.advance(15 * 24 * 60 * 60 * 1000);
      expect((await customers.request('GET', '/', { cookies: expired })).json).toEqual({ data: null });
    } finally {
      clock.restore();
      logs.restore();
    }
    expect(logs.lines.filter((line) => line.msg === 'session cookie rejected')).toEqual([
      expect.objectContaining({ level: 'warn', reason: 'invalid', cookieName: COOKIE }),
      expect.objectContaining({ level: 'warn', reason: expect.stringMatching(/^(invalid|unknown-password)$/), cookieName: COOKIE }),
    ]);
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

  it('signs out whatever the body: none, text/plain, junk, broken or deep JSON, too large', async () => {
    const bodies: { name: string; body?: string; headers?: Record<string, string> }[] = [
      { name: 'none' },
      { name: 'none, declared JSON', headers: { 'content-type': 'application/json' } },
      { name: 'text/plain', body: 'sign me out', headers: { 'content-type': 'text/plain' } },
      { name: 'junk', body: '\u0000\u00ff<<>>', headers: { 'content-type': 'application/octet-stream' } },
      { name: 'broken JSON', body: '{"bye":' },
      { name: 'too deep', body: `${'['.repeat(40)}${']'.repeat(40)}` },
      { name: 'too large', body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }) },
    ];
    for (const { name, body, headers } of bodies) {
      const signedIn = await login.request('POST', '/', { body: { email: 'cat@example.com', password: PASSWORD } });
      const value = signedIn.cookies[COOKIE].value;
      const response = await logout.request('POST', '/', { body, headers, cookies: { [COOKIE]: value } });
      expect({ name, status: response.status, json: response.json }).toEqual({ name, status: 200, json: { data: null } });
      expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
      expect((await customers.request('GET', '/', { cookies: { [COOKIE]: value } })).json).toEqual({ data: null });
    }
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

describe('guessing passwords', () => {
  it('slows one address with growing delays, and never locks the owner out from elsewhere', async () => {
    expect([1, 2, 3, 4, 5, 6, 14, 30].map(delayAfter)).toEqual([0, 0, 0, 1, 2, 4, 900, 900]);
    const attacker = from('203.0.113.66');
    const wrong = (i: number) => login.request('POST', '/', { body: { email: 'cat@example.com', password: `Wr0ng!${i}` }, ...attacker });
    // The clock moves only when the test says: "while the delay runs" and "after it" never depend on how long the
    // requests took.
    const clock = stopDate();
    try {
      for (let i = 1; i <= FREE_FAILURES; i += 1) {
        const response = await wrong(i);
        expect(response.status).toBe(401);
        expect(response.headers.get('retry-after')).toBeNull();
      }
      const fourth = await wrong(4);
      expect(fourth.status).toBe(401);
      expect(fourth.headers.get('retry-after')).toBe('1');
      // While the delay runs, even the right password from that address waits.
      const early = await login.request('POST', '/', { body: { email: 'cat@example.com', password: PASSWORD }, ...attacker });
      expect(early.status).toBe(429);
      expect(firstError(early.json)).toEqual({ message: messages.tooManyAttempts('1 second'), code: 'rate_limited' });
      expect(early.cookies[COOKIE]).toBeUndefined();

      clock.advance(1_100);
      const fifth = await wrong(5);
      expect(fifth.status).toBe(401);
      expect(fifth.headers.get('retry-after')).toBe('2');
      expect((await wrong(6)).status).toBe(429);
    } finally {
      clock.restore();
    }

    // Five wrong passwords from one address: the real owner, elsewhere, signs straight in.
    const owner = await login.request('POST', '/', { body: { email: 'cat@example.com', password: PASSWORD }, ...from('198.51.100.10') });
    expect(owner.status).toBe(200);
    // And the guesser's other targets are not slowed by this account's count.
    expect((await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD }, ...attacker })).status).toBe(200);
  });

  it('a success clears the failures of that account and address', async () => {
    const home = from('198.51.100.20');
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect((await login.request('POST', '/', { body: { email: 'ben@example.com', password: 'Wr0ng!pass' }, ...home })).status).toBe(401);
    }
    expect((await login.request('POST', '/', { body: { email: 'ben@example.com', password: PASSWORD }, ...home })).status).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      const again = await login.request('POST', '/', { body: { email: 'ben@example.com', password: 'Wr0ng!pass' }, ...home });
      expect(again.headers.get('retry-after')).toBeNull();
    }
  });

  it(`stops one address after ${LIMITS.signInFailuresPerAddress.points} failures across accounts`, async () => {
    const spray = from('203.0.113.77');
    const windowOpened = Date.now();
    for (let i = 0; i < LIMITS.signInFailuresPerAddress.points; i += 1) {
      const response = await login.request('POST', '/', { body: { email: `guess${i}@example.com`, password: 'Wr0ng!pass' }, ...spray });
      expect(response.status).toBe(401);
    }
    const stopped = await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD }, ...spray });
    expect(stopped.status).toBe(429);
    expect(firstError(stopped.json)).toEqual({ message: messages.tooManyAttempts('15 minutes'), code: 'rate_limited' });
    // The wait is what is left of the window the first failure opened.
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThanOrEqual(leastRetryAfter(LIMITS.signInFailuresPerAddress.durationSeconds, windowOpened));
    expect(Number(stopped.headers.get('retry-after'))).toBeLessThanOrEqual(LIMITS.signInFailuresPerAddress.durationSeconds);
  });

  it('cannot dodge the limits with a new X-Forwarded-For each time when no proxy is trusted', async () => {
    delete process.env.TRUST_PROXY;
    resetConfigForTests();
    try {
      for (let i = 0; i < LIMITS.signInFailuresPerAddress.points; i += 1) {
        const spoofed = from(`10.${i}.${i}.${i}`);
        expect((await login.request('POST', '/', { body: { email: `spoof${i}@example.com`, password: 'Wr0ng!pass' }, ...spoofed })).status).toBe(401);
      }
      const stopped = await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD }, ...from('10.99.99.99') });
      expect(stopped.status).toBe(429);
    } finally {
      process.env.TRUST_PROXY = 'loopback';
      resetConfigForTests();
    }
  });
});

describe('lasting sign-out and ending every session', () => {
  it('keeps a signed-out cookie signed out after a restart of the shared state', async () => {
    const signedIn = await login.request('POST', '/', { body: { email: 'ben@example.com', password: PASSWORD } });
    const value = signedIn.cookies[COOKIE].value;
    expect((await logout.request('POST', '/', { cookies: { [COOKIE]: value } })).status).toBe(200);
    // "Restart": the store is closed and opened again from its file, as a new process would.
    await closeSharedState();
    expect((await customers.request('GET', '/', { cookies: { [COOKIE]: value } })).json).toEqual({ data: null });
  });

  it("endAllSessions signs the customer out everywhere; signing in again works", async () => {
    const first = (await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD } })).cookies[COOKIE].value;
    const second = (await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD }, ...from('198.51.100.30') })).cookies[COOKIE].value;
    const other = (await login.request('POST', '/', { body: { email: 'ben@example.com', password: PASSWORD } })).cookies[COOKIE].value;
    const { customerId } = await unseal(first);
    await endAllSessions(customerId as number);
    for (const value of [first, second]) {
      expect((await customers.request('GET', '/', { cookies: { [COOKIE]: value } })).json).toEqual({ data: null });
    }
    // Other customers keep their sessions; a new sign-in is of the new version.
    expect((await customers.request('GET', '/', { cookies: { [COOKIE]: other } })).json).toEqual({ data: { customer: expect.objectContaining({ email: 'ben@example.com' }) } });
    const fresh = (await login.request('POST', '/', { body: { email: 'ana@example.com', password: PASSWORD } })).cookies[COOKIE].value;
    expect((await unseal(fresh)).v).toBe(1);
    expect((await customers.request('GET', '/', { cookies: { [COOKIE]: fresh } })).json).toEqual({ data: { customer: expect.objectContaining({ email: 'ana@example.com' }) } });
    // The version survives a restart of the shared state too.
    await closeSharedState();
    expect((await customers.request('GET', '/', { cookies: { [COOKIE]: first } })).json).toEqual({ data: null });
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
