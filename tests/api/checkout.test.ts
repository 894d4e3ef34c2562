/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getCommerce } from '@/lib/commerce';
import type { WireCart } from '@/lib/commerce/cart-wire';
import type { Order } from '@/lib/commerce/types';
import { routeTestEnv, withRawDb } from '@/tests/support/embedded-store';
import { serveRoute, sessionCookie, type RouteResponse, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { unsealData } from 'iron-session';
import { FLASH_COOKIE, type Flash } from '@/lib/http/flash';
import { sessionSecret } from '@/lib/secrets';

const env = routeTestEnv();
const COOKIE = 'bc_cartId';
const SESSION = 'bn_session';
const MISSING_CART = '0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f';

let cartRoute: ServedRoute;
let checkoutRoute: ServedRoute;
let orderRoute: ServedRoute;
let customerA: { id: number; email: string; addressId: number };
let customerB: { id: number; email: string; addressId: number };

const choc = { productId: 101, variantId: 10101 };
const vanilla = { productId: 101, variantId: 10102 };

const shippingAddress = {
  firstName: 'Sam',
  lastName: 'Lee',
  company: '',
  country: 'AU',
  address1: '1 Example St',
  address2: '',
  suburb: 'Hobart',
  state: 'Tasmania',
  postcode: '7000',
  phone: '0400 000 000',
};
const guestBody = { email: 'guest@example.com', shippingAddress, shippingMethod: 'standard' };

beforeAll(async () => {
  cartRoute = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  checkoutRoute = await serveRoute(await import('@/pages/api/checkout'), '/api/checkout');
  orderRoute = await serveRoute(await import('@/pages/api/orders/[id]'), '/api/orders/[id]');
  const commerce = await getCommerce();
  const signup = async (email: string, city: string) => {
    const customer = await commerce.createCustomer({
      email,
      password: 'Str0ng!pass',
      firstName: 'Pat',
      lastName: 'Doe',
      phone: '0411 111 111',
      company: '',
      addresses: [
        {
          firstName: 'Pat', lastName: 'Doe', company: 'Gym Co', address1: '9 Saved Rd', address2: 'Unit 2', city, stateOrProvince: 'Victoria',
          postalCode: '3000', countryCode: 'AU', phone: '0411 111 111', addressType: 'residential',
        },
      ],
    });
    const { items } = await commerce.listAddresses(customer.entityId, 1);
    return { id: customer.entityId, email: customer.email, addressId: items[0].id };
  };
  customerA = await signup('a@example.com', 'Melbourne');
  customerB = await signup('b@example.com', 'Geelong');
});

afterAll(async () => {
  await Promise.all([cartRoute.close(), checkoutRoute.close(), orderRoute.close()]);
  env.cleanup();
});

/* ------------------------------------------------------------------ helpers */

function errors(response: RouteResponse) {
  return (response.json as { errors: { message: string; code?: string }[] }).errors;
}

function orderOf(response: RouteResponse): Order {
  return (response.json as { data: { order: Order } }).data.order;
}

async function newCart(items: { productId: number; variantId: number; quantity: number }[], cookies: Record<string, string> = {}) {
  let id: string | undefined;
  for (const item of items) {
    const response = await cartRoute.request('POST', '/', { body: { item }, cookies: { ...cookies, ...(id ? { [COOKIE]: id } : {}) } });
    expect(response.status).toBe(200);
    id = (response.json as { data: WireCart }).data.id;
  }
  return id as string;
}

function sql<T>(query: string, ...params: (string | number)[]): T[] {
  return withRawDb(env.dataDir, (db) => db.prepare(query).all(params) as T[]);
}

function stock(variantId: number): number {
  return sql<{ quantity: number }>('SELECT quantity FROM inventory WHERE variant_id = ?', variantId)[0].quantity;
}

function setStock(variantId: number, quantity: number): void {
  withRawDb(env.dataDir, (db) => db.prepare('UPDATE inventory SET quantity = ? WHERE variant_id = ?').run([quantity, variantId]));
}

/** Orders, lines, carts and stock: what "nothing written" compares. */
function snapshot(): string {
  return JSON.stringify({
    orders: sql('SELECT * FROM orders ORDER BY id'),
    lines: sql('SELECT * FROM order_lines ORDER BY id'),
    carts: sql('SELECT * FROM carts ORDER BY id'),
    items: sql('SELECT * FROM cart_items ORDER BY id'),
    inventory: sql('SELECT * FROM inventory ORDER BY variant_id'),
  });
}

/** The session cookie a response set (for the next request of the same browser). */
function sessionFrom(response: RouteResponse): Record<string, string> {
  const cookie = response.cookies[SESSION];
  expect(cookie?.value).toBeTruthy();
  return { [SESSION]: cookie.value };
}

/** Runs the confirmation page's getServerSideProps on a real request carrying `cookies`. */
async function confirmationProps(orderId: string, cookies: Record<string, string> = {}) {
  const { getServerSideProps } = await import('@/pages/checkout/confirmation/[orderId]');
  let result: GetServerSidePropsResult<{ order: Order; shopper: ShopperSnapshot }> | undefined;
  const server = http.createServer(async (req, res) => {
    // Next's request carries its parsed cookies.
    const context = { req: Object.assign(req, { cookies }), res, params: { orderId }, query: { orderId }, resolvedUrl: `/checkout/confirmation/${orderId}` };
    result = (await getServerSideProps(context as unknown as GetServerSidePropsContext<{ orderId: string }>)) as GetServerSidePropsResult<{ order: Order; shopper: ShopperSnapshot }>;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    await fetch(`http://127.0.0.1:${port}/`, { headers: cookie ? { cookie } : {} });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return result;
}

/* ------------------------------------------------------------------ tests */

describe('a guest checkout', () => {
  it('places the order, clears the cart cookie and lets this browser see the order', async () => {
    const cartId = await newCart([{ ...choc, quantity: 1 }]);
    const before = stock(10101);
    const response = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const order = orderOf(response);
    expect(order).toMatchObject({
      customerId: 0,
      email: 'guest@example.com',
      status: 'Awaiting Fulfillment',
      subtotalCents: 4990,
      shippingCents: 995,
      totalCents: 5985,
      taxIncludedCents: Math.round(5985 / 11),
      shippingMethod: 'Standard shipping',
      shippingAddress: {
        firstName: 'Sam', lastName: 'Lee', company: '', address1: '1 Example St', address2: '', city: 'Hobart',
        stateOrProvince: 'Tasmania', postalCode: '7000', countryCode: 'AU', phone: '0400 000 000', addressType: 'residential',
      },
      lines: [expect.objectContaining({ ...choc, quantity: 1, unitPriceCents: 4990, totalCents: 4990 })],
    });
    expect(stock(10101)).toBe(before - 1);
    expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    const cart = await cartRoute.request('GET', '/', { cookies: { [COOKIE]: cartId } });
    expect(cart.json).toEqual({ data: null });

    // The session now remembers the order: this browser may read it, another browser may not.
    const session = sessionFrom(response);
    const mine = await orderRoute.request('GET', `/?id=${order.id}`, { cookies: session });
    expect(mine.status).toBe(200);
    expect(orderOf(mine)).toEqual(order);
    const page = await confirmationProps(String(order.id), session);
    // The header of the confirmation shows the emptied cart and a guest.
    expect(page).toEqual({ props: { order, shopper: { cartCount: 0, signedIn: false }, preview: false, shell: expect.any(Object) } });

    const stranger = await orderRoute.request('GET', `/?id=${order.id}`);
    expect(stranger.status).toBe(404);
    expect(errors(stranger)[0]).toEqual({ message: 'That order was not found.', code: 'not_found' });
    await expect(confirmationProps(String(order.id))).resolves.toEqual({ notFound: true });
  });

  it('charges express as the flat rate + $10 and ships free over the threshold', async () => {
    const small = await checkoutRoute.request('POST', '/', {
      body: { ...guestBody, shippingMethod: 'express' },
      cookies: { [COOKIE]: await newCart([{ ...choc, quantity: 1 }]) },
    });
    expect(orderOf(small)).toMatchObject({ shippingCents: 1995, totalCents: 4990 + 1995, shippingMethod: 'Express shipping' });
    const large = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: await newCart([{ ...choc, quantity: 2 }]) } });
    expect(orderOf(large)).toMatchObject({ subtotalCents: 9980, shippingCents: 0, totalCents: 9980, taxIncludedCents: 907 });
  });

  it('keeps earlier guest orders readable after the next one', async () => {
    const first = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: await newCart([{ ...choc, quantity: 1 }]) } });
    const session = sessionFrom(first);
    const second = await checkoutRoute.request('POST', '/', {
      body: guestBody,
      cookies: { ...session, [COOKIE]: await newCart([{ ...choc, quantity: 1 }]) },
    });
    // The browser keeps its guest token: no new session cookie, and both orders stay readable with it.
    expect(second.cookies[SESSION]).toBeUndefined();
    for (const order of [orderOf(first), orderOf(second)]) {
      expect((await orderRoute.request('GET', `/?id=${order.id}`, { cookies: session })).status).toBe(200);
    }
  });

  it('binds a guest order to the secret guest token: the cart id plus the email does not read it back', async () => {
    const cartId = await newCart([{ ...choc, quantity: 1 }]);
    const placed = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } });
    const order = orderOf(placed);
    const session = sessionFrom(placed);
    const stored = sql<{ guest_token_hash: string }>('SELECT guest_token_hash FROM orders WHERE id = ?', order.id)[0];
    expect(stored.guest_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.guest_token_hash).not.toContain(session[SESSION]);

    // Someone who learnt the cart id and the email, from a browser without the token, learns nothing.
    for (const cookies of [{}, await sessionCookie({ guestToken: 'x'.repeat(43) })]) {
      const replay = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { ...cookies, [COOKIE]: cartId } });
      expect(replay.status).toBe(404);
      expect(JSON.stringify(replay.json)).not.toContain(String(order.id));
      expect((await orderRoute.request('GET', `/?id=${order.id}`, { cookies })).status).toBe(404);
    }
    // The placing browser is answered the same order again.
    const again = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { ...session, [COOKIE]: cartId } });
    expect(orderOf(again)).toEqual(order);
    expect(sql('SELECT id FROM orders WHERE cart_id = ?', cartId)).toHaveLength(1);
  });
});

describe('a signed-in checkout', () => {
  it("uses the customer's own email and saved address, and lists the order in their account", async () => {
    const session = await sessionCookie({ customerId: customerA.id });
    const cartId = await newCart([{ ...choc, quantity: 1 }], session);
    const response = await checkoutRoute.request('POST', '/', {
      body: { email: 'ignored@example.com', addressId: customerA.addressId, shippingMethod: 'standard' },
      cookies: { ...session, [COOKIE]: cartId },
    });
    expect(response.status).toBe(200);
    const order = orderOf(response);
    expect(order).toMatchObject({
      customerId: customerA.id,
      email: 'a@example.com',
      shippingAddress: { address1: '9 Saved Rd', address2: 'Unit 2', company: 'Gym Co', city: 'Melbourne', stateOrProvince: 'Victoria', postalCode: '3000' },
    });
    expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    expect((await (await getCommerce()).listOrders(customerA.id)).items).toEqual([order]);

    const mine = await orderRoute.request('GET', `/?id=${order.id}`, { cookies: session });
    expect(orderOf(mine)).toEqual(order);
    await expect(confirmationProps(String(order.id), session)).resolves.toEqual({ props: { order, shopper: { cartCount: 0, signedIn: true }, preview: false, shell: expect.any(Object) } });
  });

  it('accepts a new address typed in at checkout (NZ, free-text region)', async () => {
    const session = await sessionCookie({ customerId: customerB.id });
    const response = await checkoutRoute.request('POST', '/', {
      body: { shippingMethod: 'standard', shippingAddress: { ...shippingAddress, country: 'NZ', state: 'Otago', suburb: 'Dunedin', postcode: '9016' } },
      cookies: { ...session, [COOKIE]: await newCart([{ ...choc, quantity: 1 }], session) },
    });
    expect(response.status).toBe(200);
    expect(orderOf(response)).toMatchObject({ customerId: customerB.id, email: 'b@example.com', shippingAddress: { countryCode: 'NZ', stateOrProvince: 'Otago' } });
  });

  it("refuses another customer's saved address (404) and a saved address for a guest (401), writing nothing", async () => {
    const session = await sessionCookie({ customerId: customerA.id });
    const cartId = await newCart([{ ...choc, quantity: 1 }], session);
    const before = snapshot();
    const theirs = await checkoutRoute.request('POST', '/', {
      body: { addressId: customerB.addressId, shippingMethod: 'standard' },
      cookies: { ...session, [COOKIE]: cartId },
    });
    expect(theirs.status).toBe(404);
    const guestCart = await newCart([{ ...choc, quantity: 1 }]);
    const beforeGuest = snapshot();
    const guest = await checkoutRoute.request('POST', '/', {
      body: { ...guestBody, addressId: customerA.addressId, shippingAddress: undefined },
      cookies: { [COOKIE]: guestCart },
    });
    expect(guest.status).toBe(401);
    expect(errors(guest)[0].message).toBe('Please sign in to ship to a saved address.');
    expect(snapshot()).toBe(beforeGuest);
    expect(before).not.toBe(beforeGuest);
  });

  it("refuses to check out another customer's cart (403)", async () => {
    const cartId = await newCart([{ ...choc, quantity: 1 }], await sessionCookie({ customerId: customerA.id }));
    const before = snapshot();
    for (const session of [{}, await sessionCookie({ customerId: customerB.id })]) {
      const response = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { ...session, [COOKIE]: cartId } });
      expect(response.status).toBe(403);
      expect(errors(response)[0].message).toMatch(/belongs to another customer/);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('double submits and races', () => {
  it('answers two submits of the same cart with one and the same order', async () => {
    const cartId = await newCart([{ ...choc, quantity: 2 }]);
    const before = stock(10101);
    // The checkout page gave this guest browser its token before the form was shown.
    const guest = await sessionCookie({ guestToken: 'd'.repeat(43) });
    const [first, second] = await Promise.all([
      checkoutRoute.request('POST', '/', { body: guestBody, cookies: { ...guest, [COOKIE]: cartId } }),
      checkoutRoute.request('POST', '/', { body: guestBody, cookies: { ...guest, [COOKIE]: cartId } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(orderOf(second)).toEqual(orderOf(first));
    // A late retry (the cookie still sent) gets the same order again.
    const third = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { ...guest, [COOKIE]: cartId } });
    expect(orderOf(third).id).toBe(orderOf(first).id);
    expect(sql('SELECT id FROM orders WHERE cart_id = ?', cartId)).toHaveLength(1);
    expect(stock(10101)).toBe(before - 2);
  });

  it('lets exactly one of two concurrent checkouts have the last unit', async () => {
    setStock(10102, 1);
    const [a, b] = [await newCart([{ ...vanilla, quantity: 1 }]), await newCart([{ ...vanilla, quantity: 1 }])];
    const responses = await Promise.all(
      [a, b].map((cartId) => checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409) as RouteResponse;
    expect(errors(loser)[0]).toEqual({ message: expect.stringContaining('Whey Protein Isolate (Vanilla, 1kg) is out of stock'), code: 'out_of_stock' });
    expect(loser.cookies[COOKIE]).toBeUndefined();
    expect(stock(10102)).toBe(0);
    expect(sql('SELECT id FROM orders WHERE cart_id IN (?, ?)', a, b)).toHaveLength(1);
    setStock(10102, 3);
  });
});

describe('prices', () => {
  it('ignores prices and totals sent by the client', async () => {
    const cartId = await newCart([{ ...choc, quantity: 1 }]);
    const response = await checkoutRoute.request('POST', '/', {
      body: {
        ...guestBody,
        totalCents: 1,
        subtotalCents: 1,
        shippingCents: 0,
        cart_amount: 0.01,
        lines: [{ ...choc, quantity: 1, unitPriceCents: 1, sale_price: 0.01 }],
        line_items: { physical_items: [{ ...choc, quantity: 1, sale_price: 0.01, extended_sale_price: 0.01 }] },
      },
      cookies: { [COOKIE]: cartId },
    });
    expect(response.status).toBe(200);
    expect(orderOf(response)).toMatchObject({ subtotalCents: 4990, shippingCents: 995, totalCents: 5985 });
  });

  it('charges the catalogue price at checkout, not the price the cart held when it was filled', async () => {
    // Cart lines keep no price of their own (they are always priced live); a price changed in the database
    // between filling the cart and checking out is what the order charges.
    const cartId = await newCart([{ ...choc, quantity: 1 }]);
    withRawDb(env.dataDir, (db) => db.prepare('UPDATE variants SET price_cents = 5290 WHERE id = 10101').run([]));
    try {
      const response = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } });
      expect(orderOf(response)).toMatchObject({ lines: [expect.objectContaining({ unitPriceCents: 5290 })], subtotalCents: 5290, totalCents: 5290 + 995 });
    } finally {
      withRawDb(env.dataDir, (db) => db.prepare('UPDATE variants SET price_cents = 4990 WHERE id = 10101').run([]));
    }
  });
});

describe('stock that runs out between cart and checkout', () => {
  it('answers 409 naming the product, places nothing and keeps the cart', async () => {
    const cartId = await newCart([{ ...choc, quantity: 1 }, { ...vanilla, quantity: 2 }]);
    setStock(10102, 0);
    const before = snapshot();
    const response = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(409);
    expect(errors(response)[0]).toEqual({
      message: 'Sorry, Whey Protein Isolate (Vanilla, 1kg) is out of stock. Please update your cart to place your order; you have not been charged.',
      code: 'out_of_stock',
    });
    expect(response.cookies[COOKIE]).toBeUndefined();
    expect(snapshot()).toBe(before);
    const cart = await cartRoute.request('GET', '/', { cookies: { [COOKIE]: cartId } });
    expect((cart.json as { data: WireCart }).data.line_items.physical_items).toHaveLength(2);
    setStock(10102, 3);
  });
});

describe('no cart', () => {
  it('answers 404 without a cart cookie, and clears a cookie naming a missing cart', async () => {
    const before = snapshot();
    const none = await checkoutRoute.request('POST', '/', { body: guestBody });
    expect(none.status).toBe(404);
    expect(errors(none)[0]).toEqual({ message: 'There is no cart to check out. Add something to your cart first.', code: 'not_found' });

    const malformed = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: 'not-a-cart' } });
    expect(malformed.status).toBe(404);

    const missing = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: MISSING_CART } });
    expect(missing.status).toBe(404);
    expect(errors(missing)[0].message).toMatch(/could not be found/);
    expect(missing.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    expect(snapshot()).toBe(before);
  });

  it('answers 409 for an empty cart', async () => {
    const cartId = await newCart([{ ...choc, quantity: 1 }]);
    withRawDb(env.dataDir, (db) => db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run([cartId]));
    const response = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(409);
    expect(errors(response)[0]).toEqual({ message: expect.stringContaining('Your cart is empty'), code: 'conflict' });
  });
});

describe('orders of others', () => {
  it("answers 404 for another customer's order, a guest order of another browser, and unknown or malformed ids", async () => {
    const sessionA = await sessionCookie({ customerId: customerA.id });
    const placed = await checkoutRoute.request('POST', '/', {
      body: { addressId: customerA.addressId, shippingMethod: 'standard' },
      cookies: { ...sessionA, [COOKIE]: await newCart([{ ...choc, quantity: 1 }], sessionA) },
    });
    const order = orderOf(placed);
    const guestOrder = orderOf(await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: await newCart([{ ...choc, quantity: 1 }]) } }));

    const sessionB = await sessionCookie({ customerId: customerB.id });
    const otherGuest = await sessionCookie({ guestToken: 'x'.repeat(43) });
    for (const [id, cookies] of [
      [order.id, sessionB],
      [order.id, {}],
      [order.id, otherGuest], // a customer's order is not a guest order
      [guestOrder.id, sessionA],
      [guestOrder.id, otherGuest],
      [999999, otherGuest],
    ] as const) {
      const response = await orderRoute.request('GET', `/?id=${id}`, { cookies });
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      await expect(confirmationProps(String(id), cookies)).resolves.toEqual({ notFound: true });
    }
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await orderRoute.request('GET', `/?id=${encodeURIComponent(bad)}`, { cookies: sessionA })).status).toBe(404);
      await expect(confirmationProps(bad, sessionA)).resolves.toEqual({ notFound: true });
    }
  });
});

describe('bad input', () => {
  let cartId: string;

  beforeAll(async () => {
    cartId = await newCart([{ ...choc, quantity: 1 }]);
  });

  const cases: [string, unknown, number, RegExp][] = [
    ['malformed JSON', '{"email": ', 400, /not valid JSON/],
    ['no body', undefined, 400, /JSON object/],
    ['body is an array', [], 400, /JSON object/],
    ['body is a string', '"checkout"', 400, /JSON object/],
    ['body is null', 'null', 400, /JSON object/],
    ['shipping method missing', { ...guestBody, shippingMethod: undefined }, 400, /choose a shipping method/],
    ['unknown shipping method', { ...guestBody, shippingMethod: 'teleport' }, 400, /choose a shipping method/],
    ['email missing', { ...guestBody, email: undefined }, 400, /^Email cannot be blank\.$/],
    ['email blank', { ...guestBody, email: '   ' }, 400, /^Email cannot be blank\.$/],
    ['bad email', { ...guestBody, email: 'not-an-email' }, 400, /valid email/],
    ['email not a string', { ...guestBody, email: { $ne: '' } }, 400, /valid email/],
    ['email a list', { ...guestBody, email: ['guest@example.com'] }, 400, /valid email/],
    ['address field an object', { ...guestBody, shippingAddress: { ...shippingAddress, firstName: { $gt: '' } } }, 400, /^First name has to be text\.$/],
    ['address field a list', { ...guestBody, shippingAddress: { ...shippingAddress, postcode: ['7000'] } }, 400, /^Postcode has to be text\.$/],
    ['address missing', { ...guestBody, shippingAddress: undefined }, 400, /enter a shipping address/],
    ['address is a string', { ...guestBody, shippingAddress: '1 Example St' }, 400, /enter a shipping address/],
    ['first name missing', { ...guestBody, shippingAddress: { ...shippingAddress, firstName: '' } }, 400, /^First name cannot be blank\.$/],
    ['address line 1 missing', { ...guestBody, shippingAddress: { ...shippingAddress, address1: ' ' } }, 400, /^Address Line 1 cannot be blank\.$/],
    ['suburb missing', { ...guestBody, shippingAddress: { ...shippingAddress, suburb: '' } }, 400, /^Suburb cannot be blank\.$/],
    ['phone missing', { ...guestBody, shippingAddress: { ...shippingAddress, phone: '' } }, 400, /^Phone number cannot be blank\.$/],
    ['state missing in AU', { ...guestBody, shippingAddress: { ...shippingAddress, state: '' } }, 400, /^State cannot be blank\.$/],
    ['bad state', { ...guestBody, shippingAddress: { ...shippingAddress, state: 'Narnia' } }, 400, /choose a state from the list/],
    ['wrong country', { ...guestBody, shippingAddress: { ...shippingAddress, country: 'US' } }, 400, /Australia or New Zealand/],
    ['country missing', { ...guestBody, shippingAddress: { ...shippingAddress, country: '' } }, 400, /^Country cannot be blank\.$/],
    ['postcode with letters', { ...guestBody, shippingAddress: { ...shippingAddress, postcode: '70O0' } }, 400, /^Postcode should only contain numbers\.$/],
    ['postcode missing', { ...guestBody, shippingAddress: { ...shippingAddress, postcode: '' } }, 400, /^Postcode cannot be blank\.$/],
    ['postcode of another state', { ...guestBody, shippingAddress: { ...shippingAddress, state: 'New South Wales', postcode: '3000' } }, 400, /^Postcode 3000 is not in New South Wales\. Please check the postcode and the state\.$/],
    ['ACT postcode for NSW', { ...guestBody, shippingAddress: { ...shippingAddress, state: 'New South Wales', postcode: '2600' } }, 400, /^Postcode 2600 is not in New South Wales\./],
    ['very long field', { ...guestBody, shippingAddress: { ...shippingAddress, address1: 'x'.repeat(5000) } }, 400, /at most 255 characters/],
    ['address id as text', { ...guestBody, addressId: '12' }, 400, /saved addresses/],
    ['address id negative', { ...guestBody, addressId: -4 }, 400, /saved addresses/],
    ['address id fractional', { ...guestBody, addressId: 1.5 }, 400, /saved addresses/],
  ];

  it.each(cases)('%s is refused with a 4xx, nothing written', async (_name, body, status, message) => {
    const before = snapshot();
    const response = await checkoutRoute.request('POST', '/', { body, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(status);
    expect(errors(response)[0].message).toMatch(message);
    expect(response.cookies[COOKIE]).toBeUndefined();
    expect(snapshot()).toBe(before);
  });

  it('answers every problem at once, in the order of the checkout page (email, then the address as laid out)', async () => {
    const before = snapshot();
    const blankAddress = Object.fromEntries(Object.keys(shippingAddress).map((key) => [key, '']));
    const response = await checkoutRoute.request('POST', '/', { body: { email: '', shippingMethod: 'standard', shippingAddress: blankAddress }, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(400);
    // The JSON envelope as before: the first problem first, each with its code.
    expect(errors(response)).toEqual(
      ['Email cannot be blank.', 'First name cannot be blank.', 'Last name cannot be blank.', 'Phone number cannot be blank.', 'Address Line 1 cannot be blank.', 'Suburb cannot be blank.', 'Country cannot be blank.', 'Postcode cannot be blank.'].map(
        (message) => ({ message, code: 'invalid_input' }),
      ),
    );
    // A bad email and a bad shipping method are named with the address's problems, the method (the last section) last.
    const mixed = await checkoutRoute.request('POST', '/', { body: { email: 'nope', shippingMethod: 'teleport', shippingAddress: { ...shippingAddress, phone: '', state: '' } }, cookies: { [COOKIE]: cartId } });
    expect(errors(mixed).map(({ message }) => message)).toEqual([
      expect.stringMatching(/valid email/),
      'Phone number cannot be blank.',
      'State cannot be blank.',
      expect.stringMatching(/choose a shipping method/),
    ]);
    expect(snapshot()).toBe(before);
  });

  it('answers an empty checkout form posted without JavaScript with every message at once (303 back to the page)', async () => {
    const before = snapshot();
    const response = await checkoutRoute.request('POST', '/', {
      form: { _form: 'checkout', email: '', firstName: '', lastName: '', phone: '', company: '', address1: '', address2: '', suburb: '', country: 'AU', state: '', region: '', postcode: '', shippingMethod: 'standard' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${checkoutRoute.url}/checkout` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout');
    const flash = await unsealData<Flash>(response.cookies[FLASH_COOKIE].value, { password: sessionSecret() });
    expect(flash.errors?.map(({ field }) => field)).toEqual(['email', 'firstName', 'lastName', 'phone', 'address1', 'suburb', 'state', 'postcode']);
    expect(snapshot()).toBe(before);
  });

  it('answers a postcode of another state posted without JavaScript beside the postcode, the values kept (303 back to the page)', async () => {
    const before = snapshot();
    const response = await checkoutRoute.request('POST', '/', {
      form: { _form: 'checkout', email: 'guest@example.com', shippingMethod: 'standard', ...shippingAddress, state: 'New South Wales', postcode: '3000', region: '' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${checkoutRoute.url}/checkout` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout');
    const flash = await unsealData<Flash>(response.cookies[FLASH_COOKIE].value, { password: sessionSecret() });
    expect(flash.errors).toEqual([{ message: 'Postcode 3000 is not in New South Wales. Please check the postcode and the state.', field: 'postcode' }]);
    expect(flash.values).toMatchObject({ state: 'New South Wales', postcode: '3000', suburb: 'Hobart' });
    expect(snapshot()).toBe(before);
  });

  it('places orders to postcodes a state shares across its border (an ACT locality of 2620, the APY lands of 0872)', async () => {
    for (const [state, postcode] of [['Australian Capital Territory', '2620'], ['South Australia', '0872']]) {
      const response = await checkoutRoute.request('POST', '/', { body: { ...guestBody, shippingAddress: { ...shippingAddress, state, postcode } }, cookies: { [COOKIE]: await newCart([{ ...choc, quantity: 1 }]) } });
      expect(response.status).toBe(200);
      expect(orderOf(response).shippingAddress).toMatchObject({ stateOrProvince: state, postalCode: postcode });
    }
  });

  it.each(hostileJsonCases(guestBody))('hostile JSON, %s: a 4xx or the keys ignored, never a 500', async (_name, text, expected) => {
    const response = await checkoutRoute.request('POST', '/', { body: text, cookies: { [COOKIE]: await newCart([{ ...choc, quantity: 1 }]) } });
    expectHostileHandled(response, expected);
    // Ignored keys: the order is placed from the real fields only.
    if (response.status === 200) expect(orderOf(response).email).toBe('guest@example.com');
  });

  it('refuses other methods (405) and cross-site posts (403)', async () => {
    const before = snapshot();
    const get = await checkoutRoute.request('GET', '/', { cookies: { [COOKIE]: cartId } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const crossSite = await checkoutRoute.request('POST', '/', {
      body: guestBody,
      cookies: { [COOKIE]: cartId },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('refuses a body larger than 64 KiB', async () => {
    const response = await checkoutRoute.request('POST', '/', {
      body: { ...guestBody, padding: 'x'.repeat(70 * 1024) },
      cookies: { [COOKIE]: cartId },
    });
    expect(response.status).toBe(413);
  });
});
