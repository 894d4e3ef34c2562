/** @jest-environment node */
import { routeTestEnv } from '@/tests/support/embedded-store';
import { getCommerce } from '@/lib/commerce';
import { cartMessages } from '@/lib/commerce/cart-rules';
import { FLASH_COOKIE } from '@/lib/http/flash';
import { pageFlash } from '../helpers/page-flash';
import { resetSharedStateForTests } from '../helpers/shared-state';
import { serveRoute, type RouteModule, type RouteResponse, type ServedRoute } from '../helpers/serve-route';

/**
 * The gift certificate form (/giftcertificates) as a browser posts it to the cart API, with or without JavaScript
 * (its fields nest: `giftCertificate.recipient.name`), and what a script's JSON gets for the same mistakes.
 */
const env = routeTestEnv();
let route: ServedRoute;

beforeAll(async () => {
  route = await serveRoute((await import('@/pages/api/bigcommerce/cart')) as RouteModule, '/api/bigcommerce/cart');
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await route.close();
  env.cleanup();
});

const PAGE = '/giftcertificates';
const filled = {
  _form: 'gift-certificate',
  'giftCertificate.amount': '$50.50',
  'giftCertificate.recipient.name': 'Sam Lee',
  'giftCertificate.recipient.email': 'sam@example.com',
  'giftCertificate.sender.name': 'Alex Chen',
  'giftCertificate.sender.email': 'alex@example.com',
  'giftCertificate.message': 'Happy birthday!',
};

function post(form: Record<string, string>) {
  return route.request('POST', '/', { form, headers: { referer: `${route.url}${PAGE}` } });
}

async function flashOf(response: RouteResponse) {
  const cookie = response.cookies[FLASH_COOKIE]?.value;
  return cookie ? (await pageFlash(cookie)).flash : null;
}

describe('the gift certificate form posted without JavaScript', () => {
  it('adds a certificate line of the typed amount in cents and goes on to the cart with a notice', async () => {
    const response = await post(filled);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    expect(await flashOf(response)).toEqual({ message: 'Added a $50.50 gift certificate for Sam Lee to your cart' });
    const cart = await (await getCommerce()).getCart(response.cookies.bc_cartId.value);
    expect(cart?.lineItems.physicalItems).toEqual([]);
    expect(cart?.lineItems.giftCertificates).toEqual([
      expect.objectContaining({ amountCents: 5050, recipient: { name: 'Sam Lee', email: 'sam@example.com' }, sender: { name: 'Alex Chen', email: 'alex@example.com' }, message: 'Happy birthday!' }),
    ]);
    expect(cart?.cartAmountCents).toBe(5050);
  });

  it('keeps the line breaks of a message, each counted once towards its 1,000 characters (a browser sends CRLF)', async () => {
    const lines = Array.from({ length: 10 }, () => 'x'.repeat(99)).join('\r\n');
    const response = await post({ ...filled, 'giftCertificate.message': `${lines}\r\n` });
    expect(response.headers.get('location')).toBe('/cart');
    const cart = await (await getCommerce()).getCart(response.cookies.bc_cartId.value);
    expect(cart?.lineItems.giftCertificates[0].message).toBe(lines.replace(/\r\n/g, '\n'));
    // Other control characters are still refused.
    const refused = await post({ ...filled, 'giftCertificate.message': 'a\tb' });
    expect((await flashOf(refused))?.errors).toEqual([expect.objectContaining({ message: 'Message contains an invisible control character. Please type it again.' })]);
  });

  it.each([
    ['50', 5000],
    ['1,000', 100000],
    [' $10.00 ', 1000],
    ['75.5', 7550],
  ])('reads the amount %j as %i cents', async (amount, cents) => {
    const response = await post({ ...filled, 'giftCertificate.amount': amount });
    expect(response.headers.get('location')).toBe('/cart');
    const cart = await (await getCommerce()).getCart(response.cookies.bc_cartId.value);
    expect(cart?.lineItems.giftCertificates.map((certificate) => certificate.amountCents)).toEqual([cents]);
  });

  it('leaves an empty message out', async () => {
    const response = await post({ ...filled, 'giftCertificate.message': '   ' });
    const cart = await (await getCommerce()).getCart(response.cookies.bc_cartId.value);
    expect(cart?.lineItems.giftCertificates[0].message ?? '').toBe('');
  });

  it('comes back to the page with a message beside each wrong field and everything typed kept; nothing is added', async () => {
    const response = await post({
      ...filled,
      'giftCertificate.amount': '5',
      'giftCertificate.recipient.email': 'sam@',
      'giftCertificate.sender.name': ' ',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(PAGE);
    expect(response.cookies.bc_cartId).toBeUndefined();
    const flash = await flashOf(response);
    expect(flash.form).toBe('gift-certificate');
    expect(flash.errors).toEqual([
      { message: cartMessages.giftCertificateAmount, field: 'giftCertificate.amount' },
      { message: cartMessages.email, field: 'giftCertificate.recipient.email' },
      { message: cartMessages.senderName, field: 'giftCertificate.sender.name' },
    ]);
    expect(flash.values).toEqual({
      'giftCertificate.amount': '5',
      'giftCertificate.recipient.name': 'Sam Lee',
      'giftCertificate.recipient.email': 'sam@',
      'giftCertificate.sender.name': ' ',
      'giftCertificate.sender.email': 'alex@example.com',
      'giftCertificate.message': 'Happy birthday!',
    });
  });

  it.each(['', 'fifty', '10.005', '1000.01', '9.99', '1,00', '$', '-20', '1e3'])('refuses the amount %j with the amount rule', async (amount) => {
    const response = await post({ ...filled, 'giftCertificate.amount': amount });
    expect(response.headers.get('location')).toBe(PAGE);
    expect((await flashOf(response)).errors).toEqual([{ message: cartMessages.giftCertificateAmount, field: 'giftCertificate.amount' }]);
  });

  it('asks for every required field of an empty form, each by its field', async () => {
    const response = await post({ _form: 'gift-certificate', 'giftCertificate.amount': '' });
    expect((await flashOf(response)).errors.map((error: { field?: string }) => error.field)).toEqual([
      'giftCertificate.amount',
      'giftCertificate.recipient.name',
      'giftCertificate.recipient.email',
      'giftCertificate.sender.name',
      'giftCertificate.sender.email',
    ]);
  });

  it('refuses a message over 1,000 characters', async () => {
    const response = await post({ ...filled, 'giftCertificate.message': 'x'.repeat(1001) });
    expect((await flashOf(response)).errors).toEqual([{ message: cartMessages.giftCertificateMessage, field: 'giftCertificate.message' }]);
  });
});

describe('the same fields from a script', () => {
  const certificate = { amount: 50, recipient: { name: 'Sam', email: 'sam@example.com' }, sender: { name: 'Alex', email: 'alex@example.com' } };

  it("adds a named certificate (the shop's name when none is given) and answers the cart", async () => {
    const response = await route.request('POST', '/', { body: { giftCertificate: certificate } });
    expect(response.status).toBe(200);
    const body = response.json as { data: { line_items: { gift_certificates: { name: string; amount: number }[] } } };
    expect(body.data.line_items.gift_certificates).toEqual([expect.objectContaining({ name: 'Gift Certificate', amount: 50 })]);
  });

  it.each([
    ['a field that is a list', { ...certificate, recipient: { name: ['a', 'b'], email: 'sam@example.com' } }],
    ['a sender that is text', { ...certificate, sender: 'Alex' }],
    ['an amount as text', { ...certificate, amount: '50' }],
  ])('answers %s with 400 and the error envelope, never a 500', async (_what, giftCertificate) => {
    const response = await route.request('POST', '/', { body: { giftCertificate } });
    expect(response.status).toBe(400);
    const body = response.json as { errors: { message: string; code?: string }[] };
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0]).toEqual({ message: expect.any(String), code: 'invalid_input' });
  });

  it('answers a form post whose fields clash (a field and a group of the same name) with a message, not a 500', async () => {
    const response = await route.request('POST', '/', { form: { 'giftCertificate.recipient': 'x', 'giftCertificate.recipient.name': 'y' } as Record<string, string> });
    expect(response.status).toBeLessThan(500);
  });
});
