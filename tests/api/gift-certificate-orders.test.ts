/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { WireCart } from '@/lib/commerce/cart-wire';
import type { Order } from '@/lib/commerce/types';
import { routeTestEnv, withRawDb } from '@/tests/support/embedded-store';
import { FLASH_COOKIE, type Flash } from '@/lib/http/flash';
import { sessionSecret } from '@/lib/secrets';
import { messages } from '@/lib/accounts/fields';
import { unsealData } from 'iron-session';
import { serveRoute, type RouteResponse, type ServedRoute } from '../helpers/serve-route';

/*
 * An embedded order with gift certificates: with nothing to ship it asks no address and no shipping method, only the
 * buyer's details (a cart with something to ship still needs both); each certificate is emailed to its recipient
 * (DATA_DIR/outbox/), and a mail failure neither fails the order nor loses the email.
 */
const env = routeTestEnv();
const COOKIE = 'bc_cartId';
const outbox = path.join(env.dataDir, 'outbox');

let cartRoute: ServedRoute;
let checkoutRoute: ServedRoute;

const shippingAddress = {
  firstName: 'Sam', lastName: 'Lee', company: '', country: 'AU', address1: '1 Example St', address2: '', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', phone: '0400 000 000',
};
const billing = { firstName: 'Sam', lastName: 'Lee', phone: '0400 000 000', company: '' };
/** What a guest posts for an order of certificates alone: the email and their details, no address, no shipping method. */
const guestBody = { email: 'buyer@example.com', billing };
const SAM = { name: 'Sam', email: 'sam@example.com' };

beforeAll(async () => {
  cartRoute = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  checkoutRoute = await serveRoute(await import('@/pages/api/checkout'), '/api/checkout');
});

afterAll(async () => {
  await Promise.all([cartRoute.close(), checkoutRoute.close()]);
  env.cleanup();
});

function orderOf(response: RouteResponse): Order {
  expect(response.status).toBe(200);
  return (response.json as { data: { order: Order } }).data.order;
}

interface Certificate {
  amount: number;
  recipient: { name: string; email: string };
  sender?: { name: string; email: string };
  message?: string;
}

/** A new cart holding these certificates (and the items, when given). */
async function cartWith(certificates: Certificate[], items: { productId: number; variantId: number; quantity: number }[] = []): Promise<string> {
  let id: string | undefined;
  const post = async (body: object) => {
    const response = await cartRoute.request('POST', '/', { body, cookies: id ? { [COOKIE]: id } : {} });
    expect(response.status).toBe(200);
    id = (response.json as { data: WireCart }).data.id;
  };
  for (const item of items) await post({ item });
  for (const giftCertificate of certificates) await post({ giftCertificate });
  return id as string;
}

interface Mail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** The gift certificate emails in the outbox, parsed: headers, the text part and the HTML part. */
function certificateMails(): Mail[] {
  if (!fs.existsSync(outbox) || !fs.statSync(outbox).isDirectory()) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.includes('-gift-certificate-'))
    .sort()
    .map((name) => {
      const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const headers = Object.fromEntries(head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
      const boundary = /boundary="([^"]+)"/.exec(headers['Content-Type'])?.[1];
      const parts = rest.join('\r\n\r\n').split(`--${boundary}`);
      const part = (type: string) => {
        const found = parts.find((candidate) => candidate.includes(`Content-Type: ${type};`)) ?? '';
        return found.slice(found.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '').replace(/\r\n/g, '\n');
      };
      return { headers, text: part('text/plain'), html: part('text/html') };
    });
}

function codesOf(orderId: number): { code: string; recipient_email: string; email_sent_at: number | null }[] {
  return withRawDb(env.dataDir, (db) =>
    db.prepare('SELECT code, recipient_email, email_sent_at FROM order_gift_certificates WHERE order_id = ? ORDER BY id').all([orderId]),
  ) as { code: string; recipient_email: string; email_sent_at: number | null }[];
}

function errorsOf(response: RouteResponse): { message: string; code?: string }[] {
  return (response.json as { errors: { message: string; code?: string }[] }).errors;
}

const ordersCount = () => withRawDb(env.dataDir, (db) => (db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n);

describe('an order with nothing to ship', () => {
  it('takes the email and the buyer\'s details, no address and no shipping method', async () => {
    const cartId = await cartWith([{ amount: 60, recipient: { name: 'Alex', email: 'alex@example.com' }, sender: SAM }]);
    const order = orderOf(await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } }));
    expect(order).toMatchObject({
      email: 'buyer@example.com',
      shippingCents: 0,
      totalCents: 6000,
      shippingMethod: 'No shipping (digital items only)',
      shippingAddress: { firstName: 'Sam', lastName: 'Lee', phone: '0400 000 000', company: '', address1: '', city: '', postalCode: '' },
      // Its certificate was emailed as it was placed: nothing is left to fulfil.
      status: 'Completed',
    });
  });

  it("refuses one without the buyer's name and phone, naming each, and writes nothing", async () => {
    const cartId = await cartWith([{ amount: 60, recipient: { name: 'Alex', email: 'alex@example.com' }, sender: SAM }]);
    const before = ordersCount();
    const missing = await checkoutRoute.request('POST', '/', { body: { email: 'buyer@example.com' }, cookies: { [COOKIE]: cartId } });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing)).toEqual([{ message: 'Please enter your name and phone number.', code: 'invalid_input' }]);
    const blank = await checkoutRoute.request('POST', '/', { body: { email: 'buyer@example.com', billing: { firstName: ' ', lastName: '', phone: '' } }, cookies: { [COOKIE]: cartId } });
    expect(blank.status).toBe(400);
    expect(errorsOf(blank).map((problem) => problem.message)).toEqual([messages.firstName, messages.lastName, messages.phone]);
    expect(ordersCount()).toBe(before);
  });

  it('still needs the address and the shipping method when the cart also holds something to ship', async () => {
    const cartId = await cartWith([{ amount: 60, recipient: { name: 'Alex', email: 'alex@example.com' }, sender: SAM }], [{ productId: 101, variantId: 10101, quantity: 1 }]);
    const before = ordersCount();
    const refused = await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).map((problem) => problem.message)).toEqual(['Please enter a shipping address.', 'Please choose a shipping method: standard or express.']);
    expect(ordersCount()).toBe(before);
    const order = orderOf(await checkoutRoute.request('POST', '/', { body: { email: 'buyer@example.com', shippingAddress, shippingMethod: 'standard' }, cookies: { [COOKIE]: cartId } }));
    expect(order).toMatchObject({ status: 'Awaiting Fulfillment', shippingMethod: 'Standard shipping', shippingAddress: { address1: '1 Example St', city: 'Hobart' }, totalCents: 4990 + 6000 + 995, taxIncludedCents: Math.round((4990 + 995) / 11) });
    // The certificate does not count towards free shipping ($49.90 of goods ships at the flat rate) and carries no GST.
  });

  it('is placed from the form posted without JavaScript, which goes on to the confirmation; a missing name comes back beside its field', async () => {
    const cartId = await cartWith([{ amount: 45, recipient: { name: 'Alex', email: 'alex@example.com' }, sender: SAM }]);
    const post = (fields: Record<string, string>) =>
      checkoutRoute.request('POST', '/', { form: { _form: 'checkout', email: 'buyer@example.com', ...fields }, cookies: { [COOKIE]: cartId }, headers: { referer: `${checkoutRoute.url}/checkout` } });
    const refused = await post({ firstName: '', lastName: 'Lee', phone: '0400 000 000', company: '' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/checkout');
    const flash = await unsealData<Flash>(refused.cookies[FLASH_COOKIE].value, { password: sessionSecret() });
    expect(flash.errors).toEqual([{ message: messages.firstName, field: 'firstName' }]);

    const placed = await post({ firstName: 'Sam', lastName: 'Lee', phone: '0400 000 000', company: 'Gym Co' });
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^\/checkout\/confirmation\/\d+$/);
  });
});

describe('gift certificate emails', () => {
  it('sends each certificate of a placed order to its recipient: the amount in AUD, the sender, the message (escaped, its lines kept) and the code', async () => {
    const cartId = await cartWith([
      { amount: 50, recipient: { name: 'Alex <Lifter>', email: 'alex@example.com' }, sender: { name: 'Sam & Co', email: 'sam@example.com' }, message: 'Happy birthday!\n<b>Lift</b> "heavy" & eat well' },
      { amount: 1000, recipient: { name: 'Jo', email: 'jo@example.com' }, sender: { name: 'Sam', email: 'sam@example.com' } },
    ]);
    const before = certificateMails().length;
    const order = orderOf(await checkoutRoute.request('POST', '/', { body: guestBody, cookies: { [COOKIE]: cartId } }));

    const [alexCode, joCode] = codesOf(order.id);
    const mails = certificateMails().slice(before);
    expect(mails).toHaveLength(2);
    const alex = mails.find((mail) => mail.headers.To === 'alex@example.com')!;
    expect(alex.headers).toMatchObject({
      From: 'Bulk Nutrients <no-reply@bulknutrients.example>',
      Subject: 'Sam & Co sent you a $50.00 AUD Bulk Nutrients gift certificate',
      'X-Bulk-Kind': 'gift-certificate',
    });
    expect(alex.text).toContain('Hi Alex <Lifter>,');
    expect(alex.text).toContain('Sam & Co has sent you a Bulk Nutrients gift certificate worth $50.00 AUD.');
    expect(alex.text).toContain('Happy birthday!\n<b>Lift</b> "heavy" & eat well');
    expect(alex.text).toContain(`Your certificate code: ${alexCode.code}`);
    expect(alex.text).toMatch(/enter the code at checkout/);
    // The HTML: every value of the buyer's escaped, the message's line break kept as one.
    expect(alex.html).toContain('Hi Alex &lt;Lifter&gt;,');
    expect(alex.html).toContain('Sam &amp; Co has sent you');
    expect(alex.html).toContain('Happy birthday!<br>\n&lt;b&gt;Lift&lt;/b&gt; &quot;heavy&quot; &amp; eat well');
    expect(alex.html).not.toContain('<b>Lift');
    expect(alex.html).toContain(alexCode.code);

    const jo = mails.find((mail) => mail.headers.To === 'jo@example.com')!;
    expect(jo.headers.Subject).toBe('Sam sent you a $1,000.00 AUD Bulk Nutrients gift certificate');
    expect(jo.text).toContain(`Your certificate code: ${joCode.code}`);
    expect(jo.text).not.toContain('Their message');
    expect(codesOf(order.id).every((row) => row.email_sent_at !== null)).toBe(true);
  });

  it('places the order when the mail cannot be sent, and sends that certificate with the next order', async () => {
    // The outbox cannot be written: a file stands where its folder goes.
    fs.rmSync(outbox, { recursive: true, force: true });
    fs.writeFileSync(outbox, 'not a folder');
    let failedOrderId = 0;
    try {
      const order = orderOf(
        await checkoutRoute.request('POST', '/', {
          body: guestBody,
          cookies: { [COOKIE]: await cartWith([{ amount: 25, recipient: { name: 'Kim', email: 'kim@example.com' }, sender: { name: 'Sam', email: 'sam@example.com' } }]) },
        }),
      );
      // Not emailed: it waits, not Completed.
      expect(order).toMatchObject({ status: 'Awaiting Fulfillment', totalCents: 2500, lines: [expect.objectContaining({ sku: 'GIFT-CERTIFICATE', unitPriceCents: 2500 })] });
      failedOrderId = order.id;
      expect(codesOf(order.id)).toEqual([expect.objectContaining({ recipient_email: 'kim@example.com', email_sent_at: null })]);
    } finally {
      fs.rmSync(outbox, { force: true });
    }

    // The mailer works again: the next order sends its own certificate and the one left waiting.
    const next = orderOf(
      await checkoutRoute.request('POST', '/', {
        body: guestBody,
        cookies: { [COOKIE]: await cartWith([{ amount: 30, recipient: { name: 'Lou', email: 'lou@example.com' }, sender: { name: 'Sam', email: 'sam@example.com' } }]) },
      }),
    );
    expect(next.totalCents).toBe(3000);
    const mails = certificateMails();
    expect(mails.map((mail) => mail.headers.To).sort()).toEqual(['kim@example.com', 'lou@example.com']);
    expect(mails.find((mail) => mail.headers.To === 'kim@example.com')?.headers.Subject).toBe('Sam sent you a $25.00 AUD Bulk Nutrients gift certificate');
    // Emailed at last, the first order is Completed as well.
    expect(withRawDb(env.dataDir, (db) => db.prepare('SELECT status FROM orders WHERE id = ?').get([failedOrderId]))).toMatchObject({ status: 'Completed' });
  });
});
