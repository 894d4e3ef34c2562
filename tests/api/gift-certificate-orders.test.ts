/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { WireCart } from '@/lib/commerce/cart-wire';
import type { Order } from '@/lib/commerce/types';
import { routeTestEnv, withRawDb } from '@/tests/support/embedded-store';
import { serveRoute, type RouteResponse, type ServedRoute } from '../helpers/serve-route';

/*
 * An embedded order with gift certificates: each certificate is emailed to its recipient (DATA_DIR/outbox/), and a
 * mail failure neither fails the order nor loses the email.
 */
const env = routeTestEnv();
const COOKIE = 'bc_cartId';
const outbox = path.join(env.dataDir, 'outbox');

let cartRoute: ServedRoute;
let checkoutRoute: ServedRoute;

const shippingAddress = {
  firstName: 'Sam', lastName: 'Lee', company: '', country: 'AU', address1: '1 Example St', address2: '', suburb: 'Hobart', state: 'Tasmania', postcode: '7000', phone: '0400 000 000',
};
const guestBody = { email: 'buyer@example.com', shippingAddress, shippingMethod: 'standard' };

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
    try {
      const order = orderOf(
        await checkoutRoute.request('POST', '/', {
          body: guestBody,
          cookies: { [COOKIE]: await cartWith([{ amount: 25, recipient: { name: 'Kim', email: 'kim@example.com' }, sender: { name: 'Sam', email: 'sam@example.com' } }]) },
        }),
      );
      expect(order).toMatchObject({ totalCents: 2500, lines: [expect.objectContaining({ sku: 'GIFT-CERTIFICATE', unitPriceCents: 2500 })] });
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
  });
});
