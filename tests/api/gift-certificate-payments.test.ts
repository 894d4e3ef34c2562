/** @jest-environment node */
import type { WireCart } from '@/lib/commerce/cart-wire';
import type { Order } from '@/lib/commerce/types';
import { giftCertificateMessages } from '@/lib/commerce/gift-certificate-rules';
import { checkoutMessages } from '@/lib/checkout/schema';
import { routeTestEnv, withRawDb } from '@/tests/support/embedded-store';
import { FLASH_COOKIE, type Flash } from '@/lib/http/flash';
import { sessionSecret } from '@/lib/secrets';
import { unsealData } from 'iron-session';
import { serveRoute, type RouteResponse, type ServedRoute } from '../helpers/serve-route';

/*
 * Spending a gift certificate at the embedded checkout: applied to a cart (POST /api/checkout/gift-certificate), it
 * pays the goods and shipping of the order up to its balance; the rest stays on it; two orders never spend one balance.
 */
const env = routeTestEnv();
const COOKIE = 'bc_cartId';

let cartRoute: ServedRoute;
let checkoutRoute: ServedRoute;
let route: ServedRoute;

const choc = { productId: 101, variantId: 10101 }; // $49.90
const creatine = { productId: 102, variantId: 10201 }; // $24.90
const shippingAddress = {
  firstName: 'Sam', lastName: 'Lee', company: '', country: 'AU', address1: '1 Example St', address2: '', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', phone: '0400 000 000',
};
const billing = { firstName: 'Sam', lastName: 'Lee', phone: '0400 000 000', company: '' };
const SAM = { name: 'Sam', email: 'sam@example.com' };

beforeAll(async () => {
  cartRoute = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  checkoutRoute = await serveRoute(await import('@/pages/api/checkout'), '/api/checkout');
  route = await serveRoute(await import('@/pages/api/checkout/gift-certificate'), '/api/checkout/gift-certificate');
});

afterAll(async () => {
  await Promise.all([cartRoute.close(), checkoutRoute.close(), route.close()]);
  env.cleanup();
});

function wire(response: RouteResponse): WireCart {
  expect(response.status).toBe(200);
  return (response.json as { data: WireCart }).data;
}

function errorsOf(response: RouteResponse) {
  return (response.json as { errors: { message: string; code?: string }[] }).errors;
}

function orderOf(response: RouteResponse): Order {
  expect(response.status).toBe(200);
  return (response.json as { data: { order: Order } }).data.order;
}

async function cartWith(items: { productId: number; variantId: number; quantity: number }[], certificates: number[] = []): Promise<string> {
  let id: string | undefined;
  const post = async (body: object) => {
    id = wire(await cartRoute.request('POST', '/', { body, cookies: id ? { [COOKIE]: id } : {} })).id;
  };
  for (const item of items) await post({ item });
  for (const amount of certificates) await post({ giftCertificate: { amount, recipient: { name: 'Alex', email: 'alex@example.com' }, sender: SAM } });
  return id as string;
}

function balanceOf(code: string): number {
  return withRawDb(env.dataDir, (db) => (db.prepare('SELECT balance_cents FROM order_gift_certificates WHERE code = ?').get([code]) as { balance_cents: number }).balance_cents);
}

/** Buys a certificate of this many dollars and answers its code. */
async function boughtCertificate(amount: number): Promise<string> {
  const cartId = await cartWith([], [amount]);
  const order = orderOf(await checkoutRoute.request('POST', '/', { body: { email: 'buyer@example.com', billing }, cookies: { [COOKIE]: cartId } }));
  return withRawDb(env.dataDir, (db) => (db.prepare('SELECT code FROM order_gift_certificates WHERE order_id = ?').get([order.id]) as { code: string }).code);
}

const apply = (cartId: string, giftCertificateCode: unknown) => route.request('POST', '/', { body: { giftCertificateCode }, cookies: { [COOKIE]: cartId } });
const place = (cartId: string) =>
  checkoutRoute.request('POST', '/', { body: { email: 'kim@example.com', shippingAddress, shippingMethod: 'standard' }, cookies: { [COOKIE]: cartId } });

describe('applying and removing a certificate', () => {
  it('applies a code typed in any case to the cart, showing its last 4 characters and balance, and removes it', async () => {
    const code = await boughtCertificate(100);
    expect(balanceOf(code)).toBe(10_000);
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    const applied = await apply(cartId, ` ${code.toLowerCase()} `);
    expect(wire(applied).gift_certificate_payment).toEqual({ last4: code.slice(-4), balance: 100 });
    expect(JSON.stringify(applied.json)).not.toContain(code);

    const removed = await route.request('DELETE', '/', { cookies: { [COOKIE]: cartId } });
    expect(wire(removed).gift_certificate_payment).toBeUndefined();
  });

  it('refuses an unknown code with 422 about the field, the cart unchanged', async () => {
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    const refused = await apply(cartId, 'NOSUCHCODE');
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual([{ message: giftCertificateMessages.unknown('NOSUCHCODE'), code: 'gift_certificate_refused' }]);
    expect(wire(await cartRoute.request('GET', '/', { cookies: { [COOKIE]: cartId } })).gift_certificate_payment).toBeUndefined();
  });

  it('refuses a second certificate on the same order', async () => {
    const [first, second] = [await boughtCertificate(20), await boughtCertificate(30)];
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    wire(await apply(cartId, first));
    const refused = await apply(cartId, second);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)[0].message).toBe(giftCertificateMessages.onePerOrder(first));
  });

  it('refuses an empty code as bad input', async () => {
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    const refused = await apply(cartId, '  ');
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)[0].message).toBe(giftCertificateMessages.required);
  });
});

describe('spending a certificate', () => {
  it('pays the goods and shipping, and keeps the unused balance on the certificate for a later order', async () => {
    const code = await boughtCertificate(100);
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    wire(await apply(cartId, code));
    const order = orderOf(await place(cartId));
    // $49.90 + $9.95 standard shipping.
    expect(order).toMatchObject({ totalCents: 5985, giftCertificateCents: 5985, giftCertificateLast4: code.slice(-4), taxIncludedCents: Math.round(5985 / 11) });
    expect(balanceOf(code)).toBe(10_000 - 5985);

    const later = await cartWith([{ ...choc, quantity: 1 }]);
    expect(wire(await apply(later, code)).gift_certificate_payment).toEqual({ last4: code.slice(-4), balance: 40.15 });
    expect(orderOf(await place(later))).toMatchObject({ totalCents: 5985, giftCertificateCents: 4015 });
    expect(balanceOf(code)).toBe(0);

    const spent = await apply(await cartWith([{ ...creatine, quantity: 1 }]), code);
    expect(spent.status).toBe(422);
    expect(errorsOf(spent)[0].message).toBe(giftCertificateMessages.usedUp(code));
  });

  it('leaves gift certificates bought in the same order to pay', async () => {
    const code = await boughtCertificate(200);
    const cartId = await cartWith([{ ...choc, quantity: 1 }], [50]);
    wire(await apply(cartId, code));
    const order = orderOf(await place(cartId));
    expect(order).toMatchObject({ totalCents: 5985 + 5000, giftCertificateCents: 5985 });
    expect(balanceOf(code)).toBe(20_000 - 5985);
  });

  it('lets only one of two orders placed at once spend one balance; the other is refused and not placed', async () => {
    const code = await boughtCertificate(60);
    const [a, b] = [await cartWith([{ ...choc, quantity: 1 }]), await cartWith([{ ...creatine, quantity: 1 }])];
    wire(await apply(a, code));
    wire(await apply(b, code));
    const [first, second] = await Promise.all([place(a), place(b)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 422]);
    const refused = first.status === 422 ? first : second;
    expect(errorsOf(refused)).toEqual([{ message: giftCertificateMessages.balanceTaken(code), code: 'gift_certificate_refused' }]);
    const placed = orderOf(first.status === 200 ? first : second);
    expect(balanceOf(code)).toBe(6000 - (placed.giftCertificateCents ?? 0));
    // The refused cart is still there, with what is left of the certificate (or none), to place again.
    const refusedCart = first.status === 422 ? a : b;
    const left = wire(await cartRoute.request('GET', '/', { cookies: { [COOKIE]: refusedCart } }));
    expect(left.line_items.physical_items).toHaveLength(1);
    const balance = balanceOf(code);
    expect(left.gift_certificate_payment).toEqual(balance > 0 ? { last4: code.slice(-4), balance: balance / 100 } : undefined);
  });
});

describe('without JavaScript: the field posts, then 303 back to the checkout', () => {
  const flashOf = (response: RouteResponse) => unsealData<Flash>(response.cookies[FLASH_COOKIE].value, { password: sessionSecret() });

  it('applies the code and keeps what was typed in the checkout', async () => {
    const code = await boughtCertificate(25);
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    const typed = { email: 'kim@example.com', firstName: 'Kim' };
    const posted = await route.request('POST', '/', {
      form: { _form: 'checkout', returnTo: '/checkout', ...typed, giftCertificateCode: code },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toEqual({ message: giftCertificateMessages.applied(code, 2500), form: 'checkout', values: { ...typed, giftCertificateCode: code } });

    const refused = await route.request('POST', '/', {
      form: { _form: 'checkout', returnTo: '/checkout', ...typed, giftCertificateCode: 'nope' },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(refused.status).toBe(303);
    expect(await flashOf(refused)).toMatchObject({
      form: 'checkout',
      errors: [{ message: giftCertificateMessages.onePerOrder(code), field: 'giftCertificateCode' }],
      values: { ...typed, giftCertificateCode: 'nope' },
    });

    const removed = await route.request('POST', '/', {
      form: { _method: 'DELETE', _form: 'checkout', returnTo: '/checkout', ...typed },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${route.url}/checkout` },
    });
    expect(removed.status).toBe(303);
    expect(await flashOf(removed)).toMatchObject({ message: giftCertificateMessages.removed(code) });
    expect(wire(await cartRoute.request('GET', '/', { cookies: { [COOKIE]: cartId } })).gift_certificate_payment).toBeUndefined();
  });

  it('does not place the order while a certificate code is typed but not applied (Place order submits its field too)', async () => {
    const code = await boughtCertificate(25);
    const cartId = await cartWith([{ ...choc, quantity: 1 }]);
    const posted = await checkoutRoute.request('POST', '/', {
      form: { _form: 'checkout', email: 'kim@example.com', ...shippingAddress, shippingMethod: 'standard', discountCode: '', giftCertificateCode: code },
      cookies: { [COOKIE]: cartId },
      headers: { referer: `${checkoutRoute.url}/checkout` },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/checkout');
    expect(await flashOf(posted)).toMatchObject({ form: 'checkout', errors: [{ message: checkoutMessages.unappliedGiftCertificate, field: 'giftCertificateCode' }] });
    expect(balanceOf(code)).toBe(2500);
    // Nothing was ordered: the cart is still there to check out.
    expect(wire(await cartRoute.request('GET', '/', { cookies: { [COOKIE]: cartId } })).id).toBe(cartId);
  });
});
