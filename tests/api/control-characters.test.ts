/** @jest-environment node */
import { issuePass } from '@/lib/captcha';
import { getCommerce } from '@/lib/commerce';
import { controlCharactersMessage } from '@/lib/validation/control-characters';
import { routeTestEnv, withRawDb } from '@/tests/support/embedded-store';
import { serveRoute, sessionCookie, type RouteModule, type RouteResponse, type ServedRoute } from '../helpers/serve-route';
import { resetSharedStateForTests } from '../helpers/shared-state';

/**
 * Control characters (U+0000-U+001F, U+007F) in a text field of accounts, addresses and checkout are refused with
 * a 400 naming the field, and nothing is written: `"firstName":"Bob\u0000Evil"` used to be stored as "Bob".
 */
const env = routeTestEnv();
const routes: Record<string, ServedRoute> = {};
let customerId: number;
let cookies: Record<string, string>;

async function serve(name: string, page: string) {
  routes[name] = await serveRoute((await import(`@/pages/api/${page}`)) as RouteModule, `/api/${page}`);
}

const snapshot = () =>
  withRawDb(env.dataDir, (db) =>
    JSON.stringify(['customers', 'addresses', 'orders'].map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY id`).all())),
  );

function expectRefused(response: RouteResponse, label: string) {
  expect({ status: response.status, json: response.json }).toEqual({
    status: 400,
    json: { errors: [{ message: controlCharactersMessage(label), code: 'invalid_input' }], requestId: response.headers.get('x-request-id') },
  });
}

beforeAll(async () => {
  await serve('profile', 'account/profile');
  await serve('address', 'bigcommerce/address');
  await serve('signup', 'bigcommerce/customers/signup');
  await serve('login', 'bigcommerce/customers/login');
  await serve('checkout', 'checkout');
  await serve('cart', 'bigcommerce/cart');
  const customer = await (await getCommerce()).createCustomer({
    email: 'ctl@example.com', password: 'Str0ng!pass', firstName: 'Cee', lastName: 'Tee', phone: '0400 000 000', company: '', addresses: [],
  });
  customerId = customer.entityId;
  cookies = await sessionCookie({ customerId, email: customer.email });
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await Promise.all(Object.values(routes).map((route) => route.close()));
  env.cleanup();
});

// (Tabs and line breaks at either end are trimmed away like spaces; inside a single-line field they are refused.)
const NASTY = ['Bob\u0000Evil', ' \u0000 ', 'Bob\u0007', 'Bob\u001b[31m', 'Bob\u007f', 'Bob\tTab', 'Bob\nLine', 'Bob\r\nLine'];

describe('PUT /api/account/profile', () => {
  it('refuses NUL and the other control characters in the name fields, and stores nothing', async () => {
    const details = { firstName: 'Bob', lastName: 'Builder', phone: '0400 000 000', email: 'ctl@example.com' };
    const before = snapshot();
    expectRefused(await routes.profile.request('PUT', '/', { body: { ...details, firstName: 'Bob\u0000Evil' }, cookies }), 'First name');
    expectRefused(await routes.profile.request('PUT', '/', { body: { ...details, lastName: ' \u0000 ' }, cookies }), 'Last name');
    for (const value of NASTY) {
      expectRefused(await routes.profile.request('PUT', '/', { body: { ...details, lastName: value }, cookies }), 'Last name');
      expectRefused(await routes.profile.request('PUT', '/', { body: { ...details, phone: value }, cookies }), 'Phone number');
    }
    expect(snapshot()).toBe(before);
    // Ordinary text (accents, apostrophes, inner spaces) is saved.
    expect((await routes.profile.request('PUT', '/', { body: { ...details, lastName: "O'Brien-Zoë  Smith" }, cookies })).status).toBe(200);
  });
});

describe('/api/bigcommerce/address', () => {
  const wire = { first_name: 'Alice', last_name: 'Lifter', company: '', address1: '1 Main St', address2: '', city: 'Launceston', state_or_province: 'Tasmania', postal_code: '7250', country_code: 'AU', phone: '0400 000 000' };

  it('refuses a control character in any field of a new or changed address', async () => {
    const created = await routes.address.request('POST', '/', { body: wire, cookies });
    expect(created.status).toBe(200);
    const id = (created.json as { data: { id: number } }).data.id;
    const before = snapshot();
    const fields: [keyof typeof wire, string][] = [
      ['first_name', 'First name'], ['last_name', 'Last name'], ['company', 'Company'], ['address1', 'Address Line 1'],
      ['address2', 'Address Line 2'], ['city', 'Suburb'], ['state_or_province', 'State'], ['phone', 'Phone number'],
    ];
    for (const [field, label] of fields) {
      expectRefused(await routes.address.request('POST', '/', { body: { ...wire, [field]: `Text\u0000${field}` }, cookies }), label);
      expectRefused(await routes.address.request('PUT', '/', { body: { id, ...wire, [field]: `${field}\u007f` }, cookies }), label);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('sign-up and sign-in', () => {
  const form = {
    email: 'new.ctl@example.com', password: 'Str0ng!pass', confirm: 'Str0ng!pass', firstName: 'Nina', lastName: 'Shopper', company: '',
    country: 'AU', postcode: '7250', state: 'Tasmania', suburb: 'Launceston', address1: '1 Foundry Lane', address2: '', phone: '0400 000 000',
  };

  it('refuses a control character in a sign-up field and creates nobody', async () => {
    const before = snapshot();
    for (const [field, label] of [['firstName', 'First name'], ['suburb', 'Suburb'], ['email', 'Email']] as const) {
      const value = field === 'email' ? 'new.ctl\u0000@example.com' : 'Nina\u0000Evil';
      expectRefused(await routes.signup.request('POST', '/', { body: { ...form, [field]: value, captchaToken: issuePass() } }), label);
    }
    expect(snapshot()).toBe(before);
  });

  it('refuses a control character in the sign-in email', async () => {
    expectRefused(await routes.login.request('POST', '/', { body: { email: 'ctl@example.com\u0000', password: 'Str0ng!pass' } }), 'Email');
  });
});

describe('POST /api/checkout', () => {
  it('refuses a control character in the guest email or the shipping address and places no order', async () => {
    const cart = await routes.cart.request('POST', '/', { body: { item: { productId: 101, variantId: 10101, quantity: 1 } } });
    const cartCookie = { bc_cartId: cart.cookies.bc_cartId.value };
    const shippingAddress = { firstName: 'Sam', lastName: 'Lee', company: '', country: 'AU', address1: '1 Example St', address2: '', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', phone: '0400 000 000' };
    const before = snapshot();
    const email = await routes.checkout.request('POST', '/', { body: { email: 'guest\u0000@example.com', shippingAddress, shippingMethod: 'standard' }, cookies: cartCookie });
    expectRefused(email, 'Email');
    const address = await routes.checkout.request('POST', '/', {
      body: { email: 'guest@example.com', shippingAddress: { ...shippingAddress, address1: '1 Example St\u0000DROP' }, shippingMethod: 'standard' },
      cookies: cartCookie,
    });
    expectRefused(address, 'Address Line 1');
    expect(snapshot()).toBe(before);
  });
});
