/** @jest-environment node */
import { getCommerce } from '@/lib/commerce';
import { resetConfigForTests } from '@/lib/config';
import { expireCart, routeTestEnv, snapshotCartTables } from '@/tests/support/embedded-store';
import type { WireCart } from '@/lib/commerce/cart-wire';
import { pageFlash } from '../helpers/page-flash';
import { serveRoute, sessionCookie, type RouteResponse, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';

const env = routeTestEnv();
let route: ServedRoute;
let customerA: number;
let customerB: number;

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  const commerce = await getCommerce();
  const signup = (email: string) =>
    commerce.createCustomer({ email, password: 'Str0ng!pass', firstName: 'A', lastName: 'B', phone: '', company: '', addresses: [] });
  customerA = (await signup('a@example.com')).entityId;
  customerB = (await signup('b@example.com')).entityId;
});

afterAll(async () => {
  await route.close();
  env.cleanup();
});

const choc = { productId: 101, variantId: 10101 };
const COOKIE = 'bc_cartId';
const MISSING_CART = '0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f';

function cart(response: RouteResponse): WireCart {
  return (response.json as { data: WireCart }).data;
}

function errors(response: RouteResponse) {
  return (response.json as { errors: { message: string; code?: string }[] }).errors;
}

async function newCart(quantity = 1, cookies: Record<string, string> = {}) {
  const response = await route.request('POST', '/', { body: { item: { ...choc, quantity }, locale: 'en-us' }, cookies });
  expect(response.status).toBe(200);
  return cart(response);
}

describe('GET', () => {
  it('answers null without a cart cookie, setting no cookie', async () => {
    const response = await route.request('GET');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: null });
    expect(response.cookies).toEqual({});
  });

  it('answers the cart the cookie names, accepting any include values', async () => {
    const created = await newCart(2);
    const response = await route.request('GET', '/?include=line_items.physical_items.options,line_items.digital_items.options,bogus', {
      cookies: { [COOKIE]: created.id },
    });
    expect(response.status).toBe(200);
    expect(cart(response)).toEqual(created);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const withUrls = await route.request('GET', '/?include=redirect_urls', { cookies: { [COOKIE]: created.id } });
    expect(cart(withUrls).redirect_urls).toEqual({ cart_url: '/cart', checkout_url: '/checkout' });
  });
});

describe('POST', () => {
  it('creates a cart and sets the 30-day, script-readable cookie', async () => {
    const response = await route.request('POST', '/?include=line_items.physical_items.options', {
      body: { item: { ...choc, quantity: 2 }, locale: 'en-us' },
    });
    expect(response.status).toBe(200);
    const created = cart(response);
    expect(created).toMatchObject({
      customer_id: 0,
      currency: { code: 'AUD' },
      base_amount: 99.8,
      cart_amount: 99.8,
      line_items: { physical_items: [expect.objectContaining({ ...{ product_id: 101, variant_id: 10101 }, quantity: 2, sale_price: 49.9 })] },
    });
    const cookie = response.cookies[COOKIE];
    expect(cookie.value).toBe(created.id);
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.attributes).toMatch(/Path=\//);
    expect(cookie.attributes).toMatch(/SameSite=Lax/);
    expect(cookie.attributes).not.toMatch(/HttpOnly/i);
    expect(cookie.attributes).not.toMatch(/Secure/);
  });

  it('defaults the quantity to 1 and increments the line on a second add', async () => {
    const first = await route.request('POST', '/', { body: { item: choc } });
    const id = cart(first).id;
    const second = await route.request('POST', '/', { body: { item: { ...choc, quantity: 3 } }, cookies: { [COOKIE]: id } });
    expect(cart(second).id).toBe(id);
    expect(cart(second).line_items.physical_items).toEqual([expect.objectContaining({ quantity: 4 })]);
    expect(second.cookies[COOKIE].value).toBe(id);
  });

  it('marks the Secure attribute behind https (through a trusted proxy), not for a client that only says so', async () => {
    const spoofed = await route.request('POST', '/', { body: { item: choc }, headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.cookies[COOKIE].attributes).not.toMatch(/Secure/);
    process.env.TRUST_PROXY = 'loopback';
    resetConfigForTests();
    try {
      const response = await route.request('POST', '/', { body: { item: choc }, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies[COOKIE].attributes).toMatch(/Secure/);
    } finally {
      delete process.env.TRUST_PROXY;
      resetConfigForTests();
    }
  });

  it('gives a signed-in customer\'s new cart their customer id', async () => {
    const created = await newCart(1, await sessionCookie({ customerId: customerA }));
    expect(created.customer_id).toBe(customerA);
  });

  it('adds and removes gift certificates', async () => {
    const giftCertificate = {
      name: 'Birthday', theme: 'Celebration', amount: 25.5, message: 'Enjoy,\nand happy birthday',
      sender: { name: 'Sam', email: 'sam@example.com' }, recipient: { name: 'Alex', email: 'alex@example.com' },
    };
    const added = await route.request('POST', '/', { body: { giftCertificate } });
    expect(added.status).toBe(200);
    const [certificate] = cart(added).line_items.gift_certificates;
    expect(certificate).toEqual({ id: expect.any(String), is_taxable: true, ...giftCertificate });
    expect(cart(added).cart_amount).toBe(25.5);

    const id = cart(added).id;
    const withItem = await route.request('POST', '/', { body: { item: choc }, cookies: { [COOKIE]: id } });
    const removed = await route.request('DELETE', '/', { body: { giftCertificateId: certificate.id }, cookies: { [COOKIE]: id } });
    expect(removed.status).toBe(200);
    expect(cart(removed).line_items.gift_certificates).toEqual([]);
    expect(cart(removed).line_items.physical_items).toEqual(cart(withItem).line_items.physical_items);
  });
});

describe('PUT and DELETE', () => {
  it('sets a quantity, removes a line, and clears the cookie when the cart empties', async () => {
    const created = await newCart(1);
    const withVanilla = cart(
      await route.request('POST', '/', { body: { item: { productId: 101, variantId: 10102, quantity: 1 } }, cookies: { [COOKIE]: created.id } }),
    );
    const [chocLine, vanillaLine] = withVanilla.line_items.physical_items;
    const cookies = { [COOKIE]: created.id };

    const updated = await route.request('PUT', '/', { body: { itemId: chocLine.id, item: { ...choc, quantity: 5 } }, cookies });
    expect(updated.status).toBe(200);
    expect(cart(updated).line_items.physical_items[0].quantity).toBe(5);
    expect(updated.cookies[COOKIE].value).toBe(created.id);

    // A negative quantity is refused, the line kept; 0 removes the line.
    const negative = await route.request('PUT', '/', { body: { itemId: vanillaLine.id, item: { productId: 101, variantId: 10102, quantity: -2 } }, cookies });
    expect(negative.status).toBe(400);
    expect(negative.json).toMatchObject({ errors: [{ message: 'The quantity cannot be below 0. Type 0 to remove the item.' }] });
    const zero = await route.request('PUT', '/', { body: { itemId: vanillaLine.id, item: { productId: 101, variantId: 10102, quantity: 0 } }, cookies });
    expect(cart(zero).line_items.physical_items.map((line) => line.id)).toEqual([chocLine.id]);

    const deleted = await route.request('DELETE', '/', { body: { itemId: chocLine.id }, cookies });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ data: null });
    expect(deleted.cookies[COOKIE]).toEqual({ value: '', attributes: expect.stringContaining('Path=/'), maxAge: 0 });
  });

  it('answers 404 for an unknown line and keeps the cookie', async () => {
    const created = await newCart(1);
    const response = await route.request('PUT', '/', {
      body: { itemId: 'no-such-line', item: { ...choc, quantity: 2 } },
      cookies: { [COOKIE]: created.id },
    });
    expect(response.status).toBe(404);
    expect(errors(response)).toEqual([{ message: 'That item is not in your cart.', code: 'not_found' }]);
    expect(response.cookies[COOKIE]).toBeUndefined();
  });
});

describe("the cart page's forms (browser form posts)", () => {
  it('sets a quantity and removes a line, answering 303 to the cart page with a one-time notice', async () => {
    const created = await newCart(1);
    const cookies = { [COOKIE]: created.id };
    const line = created.line_items.physical_items[0];
    const headers = { referer: `${route.url}/cart` };
    const fields = { itemId: line.id, 'item.productId': '101', 'item.variantId': '10101' };

    const updated = await route.request('POST', '/', { form: { _method: 'PUT', ...fields, 'item.quantity': '3' }, cookies, headers });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe('/cart');
    expect(updated.cookies.bn_flash).toBeDefined();
    const afterUpdate = cart(await route.request('GET', '/', { cookies }));
    expect(afterUpdate.line_items.physical_items[0].quantity).toBe(3);

    const removed = await route.request('POST', '/', { form: { _method: 'DELETE', itemId: line.id }, cookies, headers });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/cart');
    expect(removed.cookies[COOKIE]).toEqual(expect.objectContaining({ value: '', maxAge: 0 }));
  });

  it.each(['2.5', '-3'])('sends a quantity of %s (not a whole number from 0) back to the cart page, changing nothing', async (typed) => {
    const created = await newCart(2);
    const cookies = { [COOKIE]: created.id };
    const line = created.line_items.physical_items[0];
    const response = await route.request('POST', '/', {
      form: { _method: 'PUT', _form: `cart-line-${line.id}`, itemId: line.id, 'item.productId': '101', 'item.variantId': '10101', 'item.quantity': typed },
      cookies,
      headers: { referer: `${route.url}/cart` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(response.cookies.bn_flash).toBeDefined();
    expect(cart(await route.request('GET', '/', { cookies })).line_items.physical_items[0].quantity).toBe(2);
  });
});

describe("a cart page's form about a line that is gone (removed in another tab)", () => {
  it('comes back to the cart page with the reason as its notice, not as an error of a form the page no longer has', async () => {
    const created = await newCart(1);
    const cookies = { [COOKIE]: created.id };
    const headers = { referer: `${route.url}/cart` };
    const other = await newCart(1);
    expect((await route.request('DELETE', '/', { body: { itemId: other.line_items.physical_items[0].id }, cookies: { [COOKIE]: other.id } })).status).toBe(200);

    for (const form of <Record<string, string>[]>[
      { _method: 'PUT', _form: 'cart-line-gone', itemId: 'gone', 'item.productId': '101', 'item.variantId': '10101', 'item.quantity': '3' },
      { _method: 'DELETE', _form: 'cart-line-gone', itemId: 'gone' },
    ]) {
      const response = await route.request('POST', '/', { form, cookies, headers });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cart');
      expect((await pageFlash(response.cookies.bn_flash.value)).flash).toMatchObject({ message: 'That item is not in your cart.' });
    }
    expect(cart(await route.request('GET', '/', { cookies })).line_items.physical_items[0].quantity).toBe(1);

    // The whole cart gone (its last line removed elsewhere): the same, with the cart's reason.
    const emptied = { [COOKIE]: other.id };
    const response = await route.request('POST', '/', { form: { _method: 'DELETE', _form: 'cart-line-x', itemId: 'x' }, cookies: emptied, headers });
    expect(response.status).toBe(303);
    expect((await pageFlash(response.cookies.bn_flash.value)).flash).toMatchObject({ message: 'Your cart could not be found. It may have expired.' });
  });
});

describe('a missing or expired cart cookie', () => {
  it('GET answers null and clears the cookie', async () => {
    for (const value of [MISSING_CART, 'not-a-cart-id']) {
      const response = await route.request('GET', '/', { cookies: { [COOKIE]: value } });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ data: null });
      expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    }
  });

  it('an expired cart is missing: GET clears, POST starts a new cart and replaces the cookie', async () => {
    const old = await newCart(3);
    expireCart(env.dataDir, old.id);
    const get = await route.request('GET', '/', { cookies: { [COOKIE]: old.id } });
    expect(get.json).toEqual({ data: null });
    expect(get.cookies[COOKIE].maxAge).toBe(0);

    const post = await route.request('POST', '/', { body: { item: choc }, cookies: { [COOKIE]: old.id } });
    expect(post.status).toBe(200);
    const fresh = cart(post);
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.line_items.physical_items[0].quantity).toBe(1);
    expect(post.cookies[COOKIE]).toMatchObject({ value: fresh.id, maxAge: 2592000 });
  });

  it('PUT and DELETE answer 404 and clear the cookie', async () => {
    const before = snapshotCartTables(env.dataDir);
    for (const [method, body] of [
      ['PUT', { itemId: 'x', item: { ...choc, quantity: 1 } }],
      ['DELETE', { itemId: 'x' }],
      ['DELETE', { giftCertificateId: 'x' }],
    ] as const) {
      const response = await route.request(method, '/', { body, cookies: { [COOKIE]: MISSING_CART } });
      expect(response.status).toBe(404);
      expect(errors(response)).toEqual([{ message: 'Your cart could not be found. It may have expired.', code: 'not_found' }]);
      expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
      const noCookie = await route.request(method, '/', { body });
      expect(noCookie.status).toBe(404);
      expect(noCookie.cookies).toEqual({});
    }
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  it('a failed add with a stale cookie creates nothing and clears the cookie', async () => {
    const before = snapshotCartTables(env.dataDir);
    const response = await route.request('POST', '/', {
      body: { item: { productId: 101, variantId: 10103, quantity: 1 } },
      cookies: { [COOKIE]: MISSING_CART },
    });
    expect(response.status).toBe(409);
    expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });
});

describe("another customer's cart", () => {
  it('is refused with 403 for every method, clearing the cookie and changing nothing', async () => {
    const owned = await newCart(1, await sessionCookie({ customerId: customerA }));
    const line = owned.line_items.physical_items[0];
    const requests = [
      ['GET', undefined],
      ['POST', { item: choc }],
      ['POST', { giftCertificate: { amount: 20, recipient: { name: 'X', email: 'x@example.com' }, sender: { name: 'Y', email: 'y@example.com' } } }],
      ['PUT', { itemId: line.id, item: { ...choc, quantity: 9 } }],
      ['DELETE', { itemId: line.id }],
    ] as const;
    const before = snapshotCartTables(env.dataDir);
    for (const session of [{}, await sessionCookie({ customerId: customerB })]) {
      for (const [method, body] of requests) {
        const response = await route.request(method, '/', { body, cookies: { ...session, [COOKIE]: owned.id } });
        expect({ method, status: response.status }).toEqual({ method, status: 403 });
        expect(errors(response)[0]).toEqual({ message: expect.stringContaining('belongs to another customer'), code: 'forbidden' });
        expect(response.cookies[COOKIE]).toMatchObject({ value: '', maxAge: 0 });
      }
    }
    expect(snapshotCartTables(env.dataDir)).toBe(before);

    // The owner still has it.
    const mine = await route.request('GET', '/', { cookies: { ...(await sessionCookie({ customerId: customerA })), [COOKIE]: owned.id } });
    expect(cart(mine).id).toBe(owned.id);
  });
});

describe('bad input', () => {
  let cartId: string;
  let lineId: string;

  beforeAll(async () => {
    const created = await newCart(1);
    cartId = created.id;
    lineId = created.line_items.physical_items[0].id;
  });

  const gift = { amount: 50, recipient: { name: 'Alex', email: 'alex@example.com' }, sender: { name: 'Sam', email: 'sam@example.com' } };
  const cases: [string, 'POST' | 'PUT' | 'DELETE', unknown, number, RegExp][] = [
    ['malformed JSON', 'POST', '{"item": {', 400, /not valid JSON/],
    ['malformed JSON', 'PUT', 'itemId=1', 400, /not valid JSON/],
    ['malformed JSON', 'DELETE', '{', 400, /not valid JSON/],
    ['no body', 'POST', undefined, 400, /JSON object/],
    ['body is an array', 'POST', [], 400, /JSON object/],
    ['body is a string', 'PUT', '"hello"', 400, /JSON object/],
    ['body is null', 'DELETE', 'null', 400, /JSON object/],
    ['item missing', 'POST', { locale: 'en-us' }, 400, /item \{ productId, variantId, quantity \} is required/],
    ['item is a string', 'POST', { item: 'WPI' }, 400, /item \{ productId, variantId, quantity \} is required/],
    ['productId missing', 'POST', { item: { variantId: 10101 } }, 400, /productId/],
    ['variantId missing', 'POST', { item: { productId: 101 } }, 400, /variantId/],
    ['productId as text', 'POST', { item: { productId: '101', variantId: 10101 } }, 400, /productId/],
    ['productId negative', 'POST', { item: { productId: -101, variantId: 10101 } }, 400, /productId/],
    ['variantId fractional', 'POST', { item: { productId: 101, variantId: 10101.5 } }, 400, /variantId/],
    ['variantId huge', 'POST', { item: { productId: 101, variantId: 1e30 } }, 400, /variantId/],
    ['quantity 0', 'POST', { item: { ...choc, quantity: 0 } }, 400, /^The item quantity has to be a valid integer greater than 0\.$/],
    ['quantity negative', 'POST', { item: { ...choc, quantity: -3 } }, 400, /^The item quantity has to be a valid integer greater than 0\.$/],
    ['quantity fractional', 'POST', { item: { ...choc, quantity: 1.5 } }, 400, /^The item quantity has to be a valid integer greater than 0\.$/],
    ['quantity as text', 'POST', { item: { ...choc, quantity: '2' } }, 400, /^The item quantity has to be a valid integer greater than 0\.$/],
    ['quantity huge', 'POST', { item: { ...choc, quantity: 1e300 } }, 422, /^You can only purchase a maximum of 9999 of Whey Protein Isolate per order/],
    ['quantity 10000', 'POST', { item: { ...choc, quantity: 10000 } }, 422, /^You can only purchase a maximum of 9999 of Whey Protein Isolate per order/],
    ['quantity over the line maximum', 'POST', { item: { ...choc, quantity: 9999 } }, 422, /maximum of 9999 of Whey Protein Isolate per order/],
    ['unknown product', 'POST', { item: { productId: 999, variantId: 10101 } }, 404, /Product 999 was not found/],
    ['unknown variant', 'POST', { item: { productId: 101, variantId: 99999 } }, 404, /Variant 99999/],
    ['variant of another product', 'POST', { item: { productId: 102, variantId: 10101 } }, 422, /not an option of Creatine/],
    ['out of stock', 'POST', { item: { productId: 101, variantId: 10103 } }, 409, /Whey Protein Isolate \(Chocolate, 2.5kg\) is out of stock/],
    ['more than the stock', 'POST', { item: { productId: 101, variantId: 10102, quantity: 4 } }, 409, /only 3 of Whey Protein Isolate/],
    ['over the product maximum', 'POST', { item: { productId: 102, variantId: 10201, quantity: 6 } }, 422, /^You can only purchase a maximum of 5 of Creatine Monohydrate per order$/],
    ['far over the product maximum', 'POST', { item: { productId: 102, variantId: 10201, quantity: 10000 } }, 422, /^You can only purchase a maximum of 5 of Creatine Monohydrate per order$/],
    ['under the product minimum', 'POST', { item: { productId: 103, variantId: 10301, quantity: 1 } }, 422, /^You can only purchase a minimum of 2 of Protein Bar Box per order$/],
    ['gift certificate too small', 'POST', { giftCertificate: { ...gift, amount: 5 } }, 400, /between \$10 and \$1,000/],
    ['gift certificate too large', 'POST', { giftCertificate: { ...gift, amount: 1000.01 } }, 400, /between \$10 and \$1,000/],
    ['gift certificate amount as text', 'POST', { giftCertificate: { ...gift, amount: '50' } }, 400, /between \$10 and \$1,000/],
    ['gift certificate fractions of a cent', 'POST', { giftCertificate: { ...gift, amount: 10.005 } }, 400, /between \$10 and \$1,000/],
    ['gift certificate without recipient', 'POST', { giftCertificate: { amount: 50, sender: gift.sender } }, 400, /recipient's name/],
    ['gift certificate bad recipient email', 'POST', { giftCertificate: { ...gift, recipient: { name: 'A', email: 'nope' } } }, 400, /email address is not valid/],
    ['gift certificate undeliverable recipient email', 'POST', { giftCertificate: { ...gift, recipient: { name: 'A', email: 'a@localhost' } } }, 400, /email address is not valid/],
    ['gift certificate without sender', 'POST', { giftCertificate: { amount: 50, recipient: gift.recipient } }, 400, /needs your name/],
    ['gift certificate blank sender', 'POST', { giftCertificate: { ...gift, sender: { name: ' ', email: 'sam@example.com' } } }, 400, /needs your name/],
    ['gift certificate control character in a name', 'POST', { giftCertificate: { ...gift, recipient: { name: 'Sam\u0007', email: 'sam@example.com' } } }, 400, /control character/],
    ['gift certificate NUL in the message', 'POST', { giftCertificate: { ...gift, message: 'a\u0000b' } }, 400, /Message contains an invisible control character/],
    ['gift certificate is null', 'POST', { giftCertificate: null }, 400, /giftCertificate \{ amount/],
    ['itemId missing', 'PUT', { item: { ...choc, quantity: 1 } }, 400, /itemId/],
    ['itemId a number', 'PUT', { itemId: 5, item: { ...choc, quantity: 1 } }, 400, /itemId/],
    ['update item missing', 'PUT', { itemId: 'LINE' }, 400, /item \{ productId, variantId, quantity \} is required/],
    ['update quantity missing', 'PUT', { itemId: 'LINE', item: choc }, 400, /^The item quantity has to be a valid integer\.$/],
    ['update quantity fractional', 'PUT', { itemId: 'LINE', item: { ...choc, quantity: 2.5 } }, 400, /^The item quantity has to be a valid integer\.$/],
    ['update quantity as text', 'PUT', { itemId: 'LINE', item: { ...choc, quantity: 'two' } }, 400, /^The item quantity has to be a valid integer\.$/],
    ['update quantity huge', 'PUT', { itemId: 'LINE', item: { ...choc, quantity: 10000 } }, 400, /9999 or less/],
    ['update to another product', 'PUT', { itemId: 'LINE', item: { productId: 102, variantId: 10201, quantity: 1 } }, 422, /another product/],
    ['update to an unknown variant', 'PUT', { itemId: 'LINE', item: { productId: 101, variantId: 99999, quantity: 1 } }, 404, /Variant 99999/],
    ['update to an out-of-stock variant', 'PUT', { itemId: 'LINE', item: { productId: 101, variantId: 10103, quantity: 1 } }, 409, /out of stock/],
    ['unknown line', 'PUT', { itemId: 'nope', item: { ...choc, quantity: 1 } }, 404, /not in your cart/],
    ['delete without itemId', 'DELETE', {}, 400, /itemId/],
    ['delete itemId blank', 'DELETE', { itemId: '   ' }, 400, /itemId/],
    ['delete unknown line', 'DELETE', { itemId: 'nope' }, 404, /not in your cart/],
    ['delete giftCertificateId a number', 'DELETE', { giftCertificateId: 3 }, 400, /giftCertificateId/],
    ['delete unknown gift certificate', 'DELETE', { giftCertificateId: 'nope' }, 404, /gift certificate is not in your cart/],
  ];

  it.each(cases)('%s: %s %j -> %i with a clear message, nothing written', async (_name, method, rawBody, status, message) => {
    const body = typeof rawBody === 'object' && rawBody !== null ? JSON.parse(JSON.stringify(rawBody).replace('"LINE"', JSON.stringify(lineId))) : rawBody;
    const before = snapshotCartTables(env.dataDir);
    const response = await route.request(method, '/', { body, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ errors: [{ message: expect.stringMatching(message), code: expect.any(String) }], requestId: response.headers.get('x-request-id') });
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  it.each(hostileJsonCases({ item: { ...choc, quantity: 1 } }))('hostile JSON, %s: a 4xx or the keys ignored, never a 500', async (_name, text, expected) => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const body = method === 'POST' ? text : text.replace('{', `{"itemId":${JSON.stringify(lineId)},`);
      expectHostileHandled(await route.request(method, '/', { body, cookies: { [COOKIE]: cartId } }), expected);
    }
  });

  it('refuses other methods, cross-site writes and oversized bodies', async () => {
    const before = snapshotCartTables(env.dataDir);
    const patch = await route.request('PATCH', '/', { body: { item: choc } });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, HEAD, POST, PUT, DELETE');
    const crossSite = await route.request('POST', '/', { body: { item: choc }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const huge = await route.request('POST', '/', { body: { item: choc, locale: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });
});

describe('concurrency', () => {
  it('50 parallel adds to one cart lose nothing', async () => {
    const created = await newCart(1);
    const quantities = Array.from({ length: 50 }, (_, i) => (i % 4) + 1);
    const responses = await Promise.all(
      quantities.map((quantity) => route.request('POST', '/', { body: { item: { ...choc, quantity } }, cookies: { [COOKIE]: created.id } })),
    );
    expect(responses.map((response) => response.status)).toEqual(quantities.map(() => 200));
    expect(new Set(responses.map((response) => cart(response).id))).toEqual(new Set([created.id]));
    const final = cart(await route.request('GET', '/', { cookies: { [COOKIE]: created.id } }));
    expect(final.line_items.physical_items).toHaveLength(1);
    expect(final.line_items.physical_items[0].quantity).toBe(1 + quantities.reduce((a, b) => a + b, 0));
  });
});
