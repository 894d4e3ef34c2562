/**
 * @jest-environment node
 *
 * Every API route under pages/api (found on disk, so a new route is covered without being listed here) gets
 * the hostile bodies of tests/helpers/hostile-json.ts with every method it has, signed in and with a cart, and
 * hostile query keys: a 4xx envelope or the keys ignored, never a 5xx, never a polluted prototype.
 */
import { getCommerce } from '@/lib/commerce';
import { storeWebhookSecret } from '@/lib/secrets';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';
import { apiRouteNames } from '../helpers/api-routes';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
const files = apiRouteNames();
/** A body shaped like what most write routes expect, so the keys reach the schemas, not just the top level. */
const VALID_ISH = {
  item: { productId: 101, variantId: 10101, quantity: 1 },
  itemId: 'x',
  requests: [{ indexName: 'sanity_production_products', params: { query: 'whey' } }],
  email: 'hostile@example.com',
  password: 'Str0ng!pass',
  code: 'x',
  shippingAddress: { firstName: 'A', lastName: 'B', address1: '1 St', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', country: 'AU', phone: '0400 000 000' },
  productIds: [101],
  variantIds: [10101],
};

let cookies: Record<string, string> = {};
/** The store webhook refuses a request without its secret before reading the body: send it, so its body is read. */
const headers = { 'X-Webhook-Secret': storeWebhookSecret() };

beforeAll(async () => {
  const commerce = await getCommerce();
  const customer = await commerce.createCustomer({
    email: 'owner@example.com', password: 'Str0ng!pass', firstName: 'O', lastName: 'W', phone: '', company: '', addresses: [],
  });
  const cart = await commerce.addCartItem(null, { productId: 101, variantId: 10101, quantity: 1 }, customer.entityId);
  cookies = { ...(await sessionCookie({ customerId: customer.entityId, email: customer.email, sid: 'hostile-sid' })), bc_cartId: cart.id };
});

afterAll(() => env.cleanup());

it('finds the API routes', () => {
  expect(files).toEqual(expect.arrayContaining(['bigcommerce/cart', 'checkout', 'search', 'orders/[id]', 'bigcommerce/customers/signup']));
});

describe.each(files)('/api/%s', (name) => {
  let route: ServedRoute;
  let methods: string[];

  beforeAll(async () => {
    const routeModule = (await import(`@/pages/api/${name}`)) as RouteModule;
    route = await serveRoute(routeModule, `/api/${name}`);
    const probe = await route.request('OPTIONS', '/?id=1');
    // (HEAD runs the GET handler and answers no body: GET covers it.)
    methods = (probe.headers.get('allow') ?? 'GET').split(',').map((method) => method.trim()).filter((method) => method && method !== 'HEAD');
  });

  afterAll(() => route.close());

  it.each(hostileJsonCases(VALID_ISH))('%s', async (_case, text, expected) => {
    for (const method of methods.filter((m) => m !== 'GET')) {
      const response = await route.request(method, '/?id=1', { body: text, cookies, headers });
      // Sign-out reads no body (it signs out whatever was sent): nothing of the body is refused there.
      expectHostileHandled(response, name === 'bigcommerce/customers/logout' ? 'ok-or-4xx' : expected);
    }
  });

  it('names the field and the kind of value wanted when a value has the wrong type, never quoting it back', async () => {
    const wrongTypes = Object.fromEntries(Object.entries(VALID_ISH).map(([key, value]) => [key, typeof value === 'string' ? [value] : 'text']));
    for (const method of methods.filter((m) => m !== 'GET')) {
      const response = await route.request(method, '/?id=1', { body: { ...VALID_ISH, ...wrongTypes, firstName: { a: 1 }, newsletter: 'maybe' }, cookies, headers });
      expectHostileHandled(response, 'ok-or-4xx');
      for (const { message } of (response.json as { errors?: { message: string }[] } | null)?.errors ?? []) {
        expect(message).not.toMatch(/`|final value/);
      }
    }
  });

  it('ignores hostile query keys', async () => {
    const query = '?id=1&email=a%40b.co&__proto__=x&constructor=y&toString=z&hasOwnProperty=w&__proto__%5Bpolluted%5D=yes';
    for (const method of methods) {
      const response = await route.request(method, query, method === 'GET' ? { cookies, headers } : { body: VALID_ISH, cookies, headers });
      expectHostileHandled(response, 'ok-or-4xx');
    }
  });
});
