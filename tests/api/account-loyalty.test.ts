/** @jest-environment node */
import { createHash } from 'node:crypto';
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { resetConfigForTests } from '@/lib/config';
import { loyaltyDate } from '@/lib/loyalty/date';
import { loyaltyPoints } from '@/lib/loyalty/points';
import { isFreshLoyaltyDate, loyaltyAuthToken } from '@/lib/loyalty/token';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';

const SECRET = 'loyalty-secret-for-tests';
process.env.LOYALTYLION_TOKEN = 'site-token';
process.env.LOYALTYLION_SECRET = SECRET;
const env = routeTestEnv();
let route: ServedRoute;
let alice: number;
let bob: number;

beforeAll(async () => {
  route = await serveRoute((await import('@/pages/api/customer/loyaltyLion')) as RouteModule, '/api/customer/loyaltyLion');
  const commerce = await getCommerce();
  const create = (email: string) =>
    commerce.createCustomer({ email, password: 'Str0ng!pass', firstName: 'T', lastName: 'S', phone: '', company: '', addresses: [] });
  alice = (await create('alice@example.com')).entityId;
  bob = (await create('bob@example.com')).entityId;
});

afterAll(async () => {
  delete process.env.LOYALTYLION_TOKEN;
  delete process.env.LOYALTYLION_SECRET;
  resetConfigForTests();
  await route.close();
  env.cleanup();
});

function firstError(json: unknown) {
  return (json as { errors: { message: string; code?: string }[] }).errors[0];
}

describe('POST /api/customer/loyaltyLion', () => {
  it("returns sha1(customerId + date + email + secret) for the signed-in customer's own id and email", async () => {
    const date = loyaltyDate();
    const response = await route.request('POST', '/', {
      body: { customerId: alice, email: 'Alice@Example.com', date },
      cookies: await sessionCookie({ customerId: alice }),
    });
    expect(response.status).toBe(200);
    const expected = createHash('sha1').update(`${alice}${date}alice@example.com${SECRET}`).digest('hex');
    expect(response.json).toEqual({ data: { token: expected } });
    expect(JSON.stringify(response.json)).not.toContain(SECRET);
  });

  it('answers 403 for another customer\'s id or email, 401 when signed out', async () => {
    const asAlice = await sessionCookie({ customerId: alice });
    const otherId = await route.request('POST', '/', { body: { customerId: bob, email: 'bob@example.com', date: loyaltyDate() }, cookies: asAlice });
    expect(otherId.status).toBe(403);
    const otherEmail = await route.request('POST', '/', { body: { customerId: alice, email: 'bob@example.com', date: loyaltyDate() }, cookies: asAlice });
    expect(otherEmail.status).toBe(403);
    expect(firstError(otherEmail.json).code).toBe('forbidden');
    const signedOut = await route.request('POST', '/', { body: { customerId: alice, email: 'alice@example.com', date: loyaltyDate() } });
    expect(signedOut.status).toBe(401);
  });

  it('refuses dates that are not the current UTC time without milliseconds', async () => {
    const asAlice = await sessionCookie({ customerId: alice });
    const now = Date.now();
    for (const date of [
      new Date(now).toISOString(), // with milliseconds
      loyaltyDate(new Date(now - 10 * 60 * 1000)),
      loyaltyDate(new Date(now + 10 * 60 * 1000)),
      '2025-01-01 10:00:00Z',
      '2025-13-01T10:00:00Z',
      '',
    ]) {
      const response = await route.request('POST', '/', { body: { customerId: alice, email: 'alice@example.com', date }, cookies: asAlice });
      expect({ date, status: response.status }).toEqual({ date, status: 400 });
    }
  });

  it.each(hostileJsonCases({ customerId: 1, email: 'alice@example.com', date: '2025-01-31T09:30:00Z' }))(
    'hostile JSON, %s: a 4xx or the keys ignored, never a 500',
    async (_name, text, expected) => {
      expectHostileHandled(await route.request('POST', '/', { body: text, cookies: await sessionCookie({ customerId: alice }) }), expected);
    },
  );

  it('is refused cross-site', async () => {
    const response = await route.request('POST', '/', {
      body: { customerId: alice, email: 'alice@example.com', date: loyaltyDate() },
      cookies: await sessionCookie({ customerId: alice }),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(firstError(response.json).code).toBe('cross_site');
  });

  it('answers 404 when LoyaltyLion is not configured (embedded mode)', async () => {
    delete process.env.LOYALTYLION_TOKEN;
    delete process.env.LOYALTYLION_SECRET;
    resetConfigForTests();
    const response = await route.request('POST', '/', {
      body: { customerId: alice, email: 'alice@example.com', date: loyaltyDate() },
      cookies: await sessionCookie({ customerId: alice }),
    });
    expect(response.status).toBe(404);
    process.env.LOYALTYLION_TOKEN = 'site-token';
    process.env.LOYALTYLION_SECRET = SECRET;
    resetConfigForTests();
  });
});

describe('loyalty helpers', () => {
  it('formats the date without milliseconds, ending in Z, and checks freshness', () => {
    const date = loyaltyDate(new Date('2025-03-04T05:06:07.891Z'));
    expect(date).toBe('2025-03-04T05:06:07Z');
    expect(isFreshLoyaltyDate(date, Date.parse('2025-03-04T05:10:00Z'))).toBe(true);
    expect(isFreshLoyaltyDate(date, Date.parse('2025-03-04T05:12:00Z'))).toBe(false);
    expect(loyaltyAuthToken(7, date, 'a@b.co', 's')).toBe(createHash('sha1').update(`7${date}a@b.co` + 's').digest('hex'));
  });

  it('gives 1 point per whole dollar of each placed order, none for cancelled ones', () => {
    expect(
      loyaltyPoints([
        { status: 'Completed', totalCents: 12_345 },
        { status: 'Awaiting Fulfillment', totalCents: 99 },
        { status: 'Shipped', totalCents: 5_000 },
        { status: 'Cancelled', totalCents: 100_000 },
      ]),
    ).toBe(123 + 0 + 50);
    expect(loyaltyPoints([])).toBe(0);
  });
});
