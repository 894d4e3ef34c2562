/** @jest-environment node */
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv, snapshotCartTables } from '@/tests/support/embedded-store';
import { serveRoute, sessionCookie, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';

const env = routeTestEnv();
let route: ServedRoute;
let alice: number;
let bob: number;

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/cart/add-customer-id'), '/api/cart/add-customer-id');
  const commerce = await getCommerce();
  const signup = (email: string) =>
    commerce.createCustomer({ email, password: 'Str0ng!pass', firstName: 'A', lastName: 'B', phone: '', company: '', addresses: [] });
  alice = (await signup('alice@example.com')).entityId;
  bob = (await signup('bob@example.com')).entityId;
});

afterAll(async () => {
  await route.close();
  env.cleanup();
});

async function guestCart() {
  const commerce = await getCommerce();
  return commerce.addCartItem(null, { productId: 101, variantId: 10101, quantity: 1 });
}

function firstError(json: unknown) {
  return (json as { errors: { message: string; code?: string }[] }).errors[0];
}

describe('POST /api/cart/add-customer-id', () => {
  it("attaches a guest cart to the signed-in customer's own id, and again is a no-op", async () => {
    const cart = await guestCart();
    const asAlice = await sessionCookie({ customerId: alice });
    const response = await route.request('POST', '/', { body: { cartId: cart.id, customerId: alice }, cookies: asAlice });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: expect.objectContaining({ id: cart.id, customer_id: alice }) });
    const again = await route.request('POST', '/', { body: { cartId: cart.id, customerId: alice }, cookies: asAlice });
    expect(again.status).toBe(200);
    await expect((await getCommerce()).getCart(cart.id)).resolves.toMatchObject({ customerId: alice });
  });

  it('refuses without a session, for another id, and for a cart of another customer', async () => {
    const cart = await guestCart();
    const owned = await (await getCommerce()).addCartItem(null, { productId: 101, variantId: 10101, quantity: 1 }, alice);
    const before = snapshotCartTables(env.dataDir);

    const anonymous = await route.request('POST', '/', { body: { cartId: cart.id, customerId: alice } });
    expect(anonymous.status).toBe(401);
    expect(firstError(anonymous.json)).toEqual({ message: expect.stringMatching(/sign in/i), code: 'unauthenticated' });

    const asBob = await sessionCookie({ customerId: bob });
    const someoneElse = await route.request('POST', '/', { body: { cartId: cart.id, customerId: alice }, cookies: asBob });
    expect(someoneElse.status).toBe(403);
    expect(firstError(someoneElse.json)).toEqual({ message: 'A cart can only be attached to your own account.', code: 'forbidden' });

    const taken = await route.request('POST', '/', { body: { cartId: owned.id, customerId: bob }, cookies: asBob });
    expect(taken.status).toBe(403);
    expect(firstError(taken.json)).toEqual({ message: 'This cart belongs to another customer.', code: 'forbidden' });

    const missing = await route.request('POST', '/', {
      body: { cartId: '0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f', customerId: bob },
      cookies: asBob,
    });
    expect(missing.status).toBe(404);
    expect(firstError(missing.json).code).toBe('not_found');

    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  const cases: [string, unknown, RegExp][] = [
    ['malformed JSON', '{"cartId": ', /not valid JSON/],
    ['no body', undefined, /JSON object/],
    ['body is a number', '42', /JSON object/],
    ['cartId missing', { customerId: 1 }, /cartId is required/],
    ['cartId a number', { cartId: 5, customerId: 1 }, /cartId is required/],
    ['cartId too long', { cartId: 'x'.repeat(65), customerId: 1 }, /cartId is required/],
    ['customerId missing', { cartId: 'abc' }, /customerId/],
    ['customerId as text', { cartId: 'abc', customerId: '1' }, /customerId/],
    ['customerId negative', { cartId: 'abc', customerId: -1 }, /customerId/],
    ['customerId fractional', { cartId: 'abc', customerId: 1.5 }, /customerId/],
    ['customerId huge', { cartId: 'abc', customerId: 1e20 }, /customerId/],
  ];

  it.each(cases)('%s: %j -> 400 with a clear message, nothing written', async (_name, body, message) => {
    const before = snapshotCartTables(env.dataDir);
    const response = await route.request('POST', '/', { body, cookies: await sessionCookie({ customerId: alice }) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [{ message: expect.stringMatching(message), code: expect.any(String) }], requestId: response.headers.get('x-request-id') });
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  it.each(hostileJsonCases({ cartId: '0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f', customerId: 1 }))(
    'hostile JSON, %s: a 4xx or the keys ignored, never a 500, nothing written',
    async (_name, text, expected) => {
      const before = snapshotCartTables(env.dataDir);
      expectHostileHandled(await route.request('POST', '/', { body: text, cookies: await sessionCookie({ customerId: alice }) }), expected);
      expect(snapshotCartTables(env.dataDir)).toBe(before);
    },
  );

  it('accepts POST only and refuses cross-site requests', async () => {
    expect((await route.request('GET')).status).toBe(405);
    const crossSite = await route.request('POST', '/', {
      body: { cartId: 'abc', customerId: alice },
      headers: { origin: 'https://evil.example' },
      cookies: await sessionCookie({ customerId: alice }),
    });
    expect(crossSite.status).toBe(403);
  });
});
