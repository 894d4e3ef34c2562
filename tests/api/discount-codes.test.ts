/** @jest-environment node */
import { getCommerce } from '@/lib/commerce';
import type { WireCart } from '@/lib/commerce/cart-wire';
import { openStore } from '@/lib/commerce/embedded/db';
import { createDiscountCode } from '@/lib/commerce/embedded/discount-admin';
import { routeTestEnv, snapshotCartTables } from '@/tests/support/embedded-store';
import { checkoutMessages } from '@/lib/checkout/schema';
import { serveRoute, sessionCookie, type RouteResponse, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';
import { unsealData } from 'iron-session';
import { FLASH_COOKIE, type Flash } from '@/lib/http/flash';
import { sessionSecret } from '@/lib/secrets';

const env = routeTestEnv();
let route: ServedRoute;
let checkout: ServedRoute;

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  checkout = await serveRoute(await import('@/pages/api/checkout'), '/api/checkout');
  await getCommerce();
});

afterAll(async () => {
  await route.close();
  await checkout.close();
  env.cleanup();
});

const COOKIE = 'bc_cartId';
const choc = { productId: 101, variantId: 10101 }; // $49.90
const creatine = { productId: 102, variantId: 10201 }; // $24.90

function cart(response: RouteResponse): WireCart {
  return (response.json as { data: WireCart }).data;
}

function errors(response: RouteResponse) {
  return (response.json as { errors: { message: string; code?: string }[] }).errors;
}

const flashOf = (response: RouteResponse) => unsealData<Flash>(response.cookies[FLASH_COOKIE].value, { password: sessionSecret() });

async function newCart(item = choc, quantity = 1, cookies: Record<string, string> = {}): Promise<string> {
  const response = await route.request('POST', '/', { body: { item: { ...item, quantity } }, cookies });
  expect(response.status).toBe(200);
  return cart(response).id;
}

async function apply(cartId: string, discountCode: unknown, cookies: Record<string, string> = {}) {
  return route.request('POST', '/', { body: { discountCode }, cookies: { [COOKIE]: cartId, ...cookies } });
}

/** A form post of the cart page without JavaScript (it comes back to /cart). */
function postFromCartPage(cartId: string, form: Record<string, string>) {
  return route.request('POST', '/', { form: { ...form, returnTo: '/cart' }, cookies: { [COOKIE]: cartId }, headers: { referer: `${route.url}/cart` } });
}

describe('applying and removing a code', () => {
  it('applies a code, answers the cart with its coupon and new totals, and removes it', async () => {
    const cartId = await newCart(choc, 2);
    const applied = await apply(cartId, ' save10 ');
    expect(applied.status).toBe(200);
    expect(cart(applied)).toMatchObject({
      base_amount: 99.8,
      discount_amount: 9.98,
      cart_amount: 89.82,
      coupons: [{ code: 'SAVE10', coupon_type: 'percentage_discount', discounted_amount: 9.98, name: '10% off' }],
    });
    const removed = await route.request('DELETE', '/', { body: { discountCode: 'SAVE10' }, cookies: { [COOKIE]: cartId } });
    expect(removed.status).toBe(200);
    expect(cart(removed)).toMatchObject({ discount_amount: 0, cart_amount: 99.8, coupons: [] });
  });

  it("limits PROTEIN20 to the shop's protein category, as the content files it", async () => {
    const cartId = await newCart(choc, 1);
    expect(cart(await apply(cartId, 'protein20'))).toMatchObject({ discount_amount: 9.98, cart_amount: 39.92 });
  });

  it('answers a missing cart with 404', async () => {
    const response = await apply('0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f', 'SAVE10');
    expect(response.status).toBe(404);
  });
});

describe('removing a code that is no longer the one on the cart (changed in another tab)', () => {
  it('leaves the code the cart has now, and answers the cart as it is', async () => {
    const cartId = await newCart(choc, 3);
    expect(cart(await apply(cartId, 'TAKE15')).coupons).toHaveLength(1);
    const removed = await route.request('DELETE', '/', { body: { discountCode: 'save10' }, cookies: { [COOKIE]: cartId } });
    expect(removed.status).toBe(200);
    expect(cart(removed).coupons).toMatchObject([{ code: 'TAKE15' }]);
    expect((await (await getCommerce()).getCart(cartId))?.discount?.code).toBe('TAKE15');
  });

  it('without JavaScript, says which code is on the cart', async () => {
    const cartId = await newCart(choc, 3);
    await apply(cartId, 'TAKE15');
    const posted = await postFromCartPage(cartId, { _method: 'DELETE', _form: 'discount-code', discountCode: 'SAVE10' });
    expect(posted.status).toBe(303);
    expect(await flashOf(posted)).toMatchObject({ message: 'SAVE10 is not on your cart: its discount code is TAKE15.' });
    expect((await (await getCommerce()).getCart(cartId))?.discount?.code).toBe('TAKE15');
  });

  it('an empty code (the checkout form posts its field so) takes off whatever code the cart has', async () => {
    const cartId = await newCart(choc, 3);
    await apply(cartId, 'TAKE15');
    const removed = await route.request('DELETE', '/', { body: { discountCode: '' }, cookies: { [COOKIE]: cartId } });
    expect(cart(removed).coupons).toEqual([]);
  });
});

describe('every refusal: 422 with its message, the cart unchanged', () => {
  let cartId: string;
  beforeAll(async () => {
    cartId = await newCart(creatine, 1);
    const store = openStore(env.dataDir).store;
    await createDiscountCode(store, { code: 'SOON', kind: 'percentage', percent: 5, startsAt: Date.parse('2099-01-01T00:00:00Z') }, Date.now());
    await createDiscountCode(store, { code: 'SPENT', kind: 'fixed', amountCents: 500, maxUses: 1 }, Date.now());
    store.run("UPDATE discount_codes SET uses_count = 1 WHERE code = 'SPENT'");
    // In the shop's content, products 101-105 are proteins: none is in the creatine category.
    await createDiscountCode(store, { code: 'CREATINE25', kind: 'percentage', percent: 25, categorySlugs: ['shop-by-ingredient/creatine'] }, Date.now());
  });

  it.each([
    ['unknown', 'NOSUCHCODE', "NOSUCHCODE isn't a discount code we know. Check the spelling and try again."],
    ['expired', 'OLDCODE', 'The code OLDCODE has expired.'],
    ['not started', 'soon', "The code SOON can't be used until 1 January 2099."],
    ['minimum not met', 'take15', 'Spend $75.10 more to use TAKE15'],
    ['uses spent', 'SPENT', 'The code SPENT is no longer available: it has been used as many times as it can be.'],
    ['not for these items', 'creatine25', "The code CREATINE25 doesn't apply to the items in your cart."],
  ])('%s', async (_reason, code, message) => {
    const before = snapshotCartTables(env.dataDir);
    const response = await apply(cartId, code);
    expect(response.status).toBe(422);
    expect(errors(response)).toEqual([{ message, code: 'discount_refused' }]);
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  it('only one code per order', async () => {
    const other = await newCart(choc, 2);
    expect((await apply(other, 'SAVE10')).status).toBe(200);
    const response = await apply(other, 'FREESHIP');
    expect(response.status).toBe(422);
    expect(errors(response)[0].message).toBe('Only one discount code can be used per order. Remove SAVE10 to use another code.');
  });

  it('already used by this customer (signed in)', async () => {
    const commerce = await getCommerce();
    const customer = await commerce.createCustomer({ email: 'once@example.com', password: 'Str0ng!pass', firstName: 'O', lastName: 'N', phone: '', company: '', addresses: [] });
    const session = await sessionCookie({ customerId: customer.entityId });
    await createDiscountCode(openStore(env.dataDir).store, { code: 'ONCE', kind: 'percentage', percent: 10, maxUsesPerCustomer: 1 }, Date.now());

    const first = await newCart(choc, 1, session);
    expect((await apply(first, 'ONCE', session)).status).toBe(200);
    const shippingAddress = {
      firstName: 'O', lastName: 'N', company: '', country: 'AU', address1: '1 Test St', address2: '', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', phone: '0400000000',
    };
    const placed = await checkout.request('POST', '/', { body: { shippingMethod: 'standard', shippingAddress }, cookies: { [COOKIE]: first, ...session } });
    expect(placed.status).toBe(200);
    expect((placed.json as { data: { order: { discountCode: string; discountCents: number } } }).data.order).toMatchObject({ discountCode: 'ONCE', discountCents: 499 });

    const second = await newCart(choc, 1, session);
    const response = await apply(second, 'once', session);
    expect(response.status).toBe(422);
    expect(errors(response)[0].message).toBe('You have already used the code ONCE.');
  });
});

describe('bad input: 4xx with a message, nothing written', () => {
  let cartId: string;
  beforeAll(async () => {
    cartId = await newCart(choc, 1);
  });

  it.each([
    ['empty', '', 'Please enter a discount code.'],
    ['only spaces', '   ', 'Please enter a discount code.'],
    ['null', null, 'Please enter a discount code.'],
    ['a number', 10, 'The discount code has to be text.'],
    ['a list', ['SAVE10'], 'The discount code has to be text.'],
    ['an object', { code: 'SAVE10' }, 'The discount code has to be text.'],
    ['too long', 'X'.repeat(51), 'A discount code is at most 50 characters.'],
    ['far too long', 'X'.repeat(5000), 'A discount code is at most 50 characters.'],
  ])('%s', async (_name, discountCode, message) => {
    const before = snapshotCartTables(env.dataDir);
    const response = await apply(cartId, discountCode);
    expect(response.status).toBe(400);
    expect(errors(response)[0]).toEqual({ message, code: 'invalid_input' });
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  it('a removal whose code is not text', async () => {
    const response = await route.request('DELETE', '/', { body: { discountCode: 7 }, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(400);
  });

  it.each(hostileJsonCases({ discountCode: 'SAVE10' }))('hostile JSON, %s: a 4xx or the keys ignored, never a 500', async (_name, text, expected) => {
    for (const method of ['POST', 'DELETE']) expectHostileHandled(await route.request(method, '/', { body: text, cookies: { [COOKIE]: cartId } }), expected);
  });
});

describe('without JavaScript: the form posts, then 303 back with the message', () => {

  it('applies and removes a code, each with a one-time message', async () => {
    const cartId = await newCart(choc, 2);
    const posted = await route.request('POST', '/', {
      form: { _form: 'discount-code', returnTo: '/checkout', discountCode: 'save10' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toEqual({ message: 'SAVE10 applied: 10% off.', form: 'discount-code', values: { discountCode: 'save10' } });
    expect((await (await getCommerce()).getCart(cartId))?.discount?.code).toBe('SAVE10');

    const removed = await route.request('POST', '/', {
      form: { _method: 'DELETE', _form: 'discount-code', returnTo: '/checkout', discountCode: 'SAVE10' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(removed.status).toBe(303);
    expect(await flashOf(removed)).toMatchObject({ message: 'Discount code removed.' });
    expect((await (await getCommerce()).getCart(cartId))?.discount).toBeNull();
  });

  // Three Whey Protein Isolate ($149.70) with TAKE15 ($15 off $100 or more); then one left ($49.90), or the whey
  // line removed with a creatine ($24.90) left.
  it.each([
    {
      change: 'a quantity lowered',
      form: (lineId: string) => ({ _method: 'PUT', itemId: lineId, 'item.productId': '101', 'item.variantId': '10101', 'item.quantity': '1' }),
      notice: 'Whey Protein Isolate (Chocolate, 1kg): quantity 1',
      short: '$50.10',
    },
    {
      change: 'a line removed',
      form: (lineId: string) => ({ _method: 'DELETE', itemId: lineId }),
      notice: 'Removed Whey Protein Isolate (Chocolate, 1kg) from your cart',
      short: '$75.10',
      alsoCreatine: true,
    },
  ])('$change below the minimum spend: the message also says the code came off, and why', async ({ form, notice, short, alsoCreatine }) => {
    const cartId = await newCart(choc, 3);
    expect(cart(await apply(cartId, 'TAKE15')).coupons).toHaveLength(1);
    if (alsoCreatine) await newCart(creatine, 1, { [COOKIE]: cartId });
    const lineId = (await (await getCommerce()).getCart(cartId))!.lineItems.physicalItems[0].id;
    const posted = await postFromCartPage(cartId, form(lineId));
    expect(posted.status).toBe(303);
    expect(await flashOf(posted)).toMatchObject({ message: `${notice}. TAKE15 was removed from your order. Spend ${short} more to use TAKE15.` });
    expect((await (await getCommerce()).getCart(cartId))?.discount).toBeNull();
  });

  it('comes back to the form with the refusal and the code typed', async () => {
    const cartId = await newCart(creatine, 1);
    const posted = await route.request('POST', '/', {
      form: { _form: 'discount-code', returnTo: '/checkout', discountCode: 'take15' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toEqual({
      form: 'discount-code',
      errors: [{ message: 'Spend $75.10 more to use TAKE15', field: 'discountCode' }],
      values: { discountCode: 'take15' },
    });
  });

  it('applied from the checkout (its form posted here by Apply), brings back what the shopper typed in the checkout', async () => {
    const cartId = await newCart(choc, 2);
    const typed = { email: 'kim@example.com', firstName: 'Kim', 'shippingAddress.suburb': 'Hobart', shippingMethod: 'express' };
    const posted = await route.request('POST', '/', {
      form: { _form: 'checkout', ...typed, discountCode: 'save10' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toEqual({ message: 'SAVE10 applied: 10% off.', form: 'checkout', values: { ...typed, discountCode: 'save10' } });

    const refused = await route.request('POST', '/', {
      form: { _form: 'checkout', ...typed, discountCode: 'nope' },
      cookies: { [COOKIE]: await newCart(choc, 1) },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(await flashOf(refused)).toEqual({
      form: 'checkout',
      errors: [{ message: "NOPE isn't a discount code we know. Check the spelling and try again.", field: 'discountCode' }],
      values: { ...typed, discountCode: 'nope' },
    });
  });

  it('does not place the order while a code is typed but not applied (Enter in its field submits the checkout)', async () => {
    const cartId = await newCart(choc, 1);
    const address = { firstName: 'Kim', lastName: 'N', phone: '0400000000', address1: '1 Test St', suburb: 'Hobart', country: 'AU', state: 'Tasmania', postcode: '7000' };
    const posted = await checkout.request('POST', '/', {
      form: { _form: 'checkout', email: 'kim@example.com', ...address, shippingMethod: 'standard', discountCode: 'save10' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${checkout.url}/checkout` },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toMatchObject({ form: 'checkout', errors: [{ message: checkoutMessages.unappliedCode, field: 'discountCode' }] });
    expect(await (await getCommerce()).getCart(cartId)).not.toBeNull();

    // With fields left blank as well, the code is named together with them, last (its field is in the summary beside the form).
    const blank = await checkout.request('POST', '/', {
      form: { _form: 'checkout', email: '', shippingMethod: 'standard', discountCode: 'save10' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${checkout.url}/checkout` },
    });
    const { errors = [] } = await flashOf(blank);
    expect(errors[0]).toEqual({ message: 'Email cannot be blank.', field: 'email' });
    expect(errors.at(-1)).toEqual({ message: checkoutMessages.unappliedCode, field: 'discountCode' });
    expect(errors.length).toBeGreaterThan(2);
  });
});

describe('a one-use code that runs out while two checkouts are open', () => {
  const address = { firstName: 'Kim', lastName: 'N', company: '', country: 'AU', address1: '1 Test St', address2: '', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', phone: '0400000000' };
  const refusal = 'QAONE was removed from your order. The code QAONE is no longer available: it has been used as many times as it can be.';

  async function twoCartsWithTheCode(code: string) {
    await createDiscountCode(openStore(env.dataDir).store, { code, kind: 'percentage', percent: 5, maxUses: 1 }, Date.now());
    const first = await newCart(choc, 1);
    const second = await newCart(choc, 1);
    expect((await apply(first, code)).status).toBe(200);
    expect((await apply(second, code)).status).toBe(200);
    const placed = await checkout.request('POST', '/', { body: { email: 'a@example.com', shippingMethod: 'standard', shippingAddress: address }, cookies: { [COOKIE]: first } });
    expect(placed.status).toBe(200);
    return second;
  }

  it('refuses the second order with the reason (not placed at the full price), then places it at the new total', async () => {
    const second = await twoCartsWithTheCode('QAONE');
    const body = { email: 'b@example.com', shippingMethod: 'standard', shippingAddress: address };
    const refused = await checkout.request('POST', '/', { body, cookies: { [COOKIE]: second } });
    expect(refused.status).toBe(422);
    expect(errors(refused)).toEqual([{ message: refusal, code: 'discount_refused' }]);
    expect(await (await getCommerce()).getCart(second)).toMatchObject({ discount: null, discountAmountCents: 0, cartAmountCents: 4990 });

    const again = await checkout.request('POST', '/', { body, cookies: { [COOKIE]: second } });
    expect(again.status).toBe(200);
    expect((again.json as { data: { order: { discountCode: string | null; discountCents: number } } }).data.order).toMatchObject({ discountCode: null, discountCents: 0 });
  });

  it('without JavaScript, comes back to the checkout with the reason and everything typed', async () => {
    const second = await twoCartsWithTheCode('QATWO');
    const typed = { email: 'b@example.com', firstName: 'Kim', lastName: 'N', phone: '0400000000', address1: '1 Test St', suburb: 'Hobart', country: 'AU', state: 'Tasmania', postcode: '7000', shippingMethod: 'express' };
    const posted = await checkout.request('POST', '/', { form: { _form: 'checkout', ...typed }, cookies: { [COOKIE]: second }, headers: { referer: `${checkout.url}/checkout` } });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toEqual({ form: 'checkout', errors: [{ message: refusal.replaceAll('QAONE', 'QATWO') }], values: typed });
    expect(await (await getCommerce()).getCart(second)).toMatchObject({ discount: null });
  });
});
