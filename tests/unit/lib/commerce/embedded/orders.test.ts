/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { CommerceError } from '@/lib/commerce/errors';
import type { MailMessage, Mailer } from '@/lib/mail';
import type { AddressInput, Cart, PlaceOrderInput } from '@/lib/commerce/types';
import { closeAllStores } from '@/lib/commerce/embedded/db';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';
import { seededDataDir, withRawDb } from '@/tests/support/embedded-store';

let clock = Date.parse('2025-04-01T00:00:00Z');
const env = seededDataDir({ now: () => clock });
const rates = { flatRateCents: 995, freeOverCents: 9900 };
// The store's emails (gift certificates), kept here rather than in the app's outbox.
const mailed: MailMessage[] = [];
const mailer: Mailer = { send: async (message) => void mailed.push(message) };
// The same store with explicit shipping rates (the default reads the app config).
const commerce = createEmbeddedCommerce({ dataDir: env.dataDir, seedFile: env.seedFile, now: () => clock, shipping: rates, mailer });

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

const choc1kg = { productId: 101, variantId: 10101 };
const vanilla1kg = { productId: 101, variantId: 10102 };
const creatine250 = { productId: 102, variantId: 10201 };

function address(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    firstName: 'Sam',
    lastName: 'Lee',
    company: '',
    address1: '1 Example St',
    address2: '',
    city: 'Hobart',
    stateOrProvince: 'Tasmania',
    postalCode: '7000',
    countryCode: 'AU',
    phone: '0400 000 000',
    addressType: 'residential',
    ...overrides,
  };
}

/** The guest token of the browser placing the guest orders of these tests. */
const GUEST = 'guest-token-of-this-browser-0123456789abcdef';

function input(cart: Cart | string, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartId: typeof cart === 'string' ? cart : cart.id,
    customerId: 0,
    guestToken: GUEST,
    email: 'guest@example.com',
    shippingAddress: address(),
    shippingMethod: 'standard',
    ...overrides,
  };
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

/** Orders, their lines, certificates, carts, cart lines and stock: for "nothing was written" checks. */
function snapshot(): string {
  return JSON.stringify({
    orders: sql('SELECT * FROM orders ORDER BY id'),
    lines: sql('SELECT * FROM order_lines ORDER BY id'),
    certificates: sql('SELECT * FROM order_gift_certificates ORDER BY id'),
    carts: sql('SELECT * FROM carts ORDER BY id'),
    items: sql('SELECT * FROM cart_items ORDER BY id'),
    inventory: sql('SELECT * FROM inventory ORDER BY variant_id'),
  });
}

async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  return promise.then(
    () => {
      throw new Error('expected a CommerceError');
    },
    (error: CommerceError) => error,
  );
}

async function cartWith(...items: { productId: number; variantId: number; quantity: number }[]): Promise<Cart> {
  let cart: Cart | null = null;
  for (const item of items) cart = await commerce.addCartItem(cart?.id ?? null, item);
  return cart as Cart;
}

describe('placing a guest order', () => {
  it('re-prices from the catalogue, takes the stock, records the order and retires the cart', async () => {
    clock += 1000;
    const cart = await cartWith({ ...choc1kg, quantity: 1 }, { ...creatine250, quantity: 1 });
    const before = { choc: stock(10101), creatine: stock(10201) };

    const order = await commerce.placeOrder(input(cart, { email: ' Guest@Example.COM ' }));

    expect(order).toEqual({
      id: expect.any(Number),
      customerId: 0,
      email: 'guest@example.com',
      status: 'Awaiting Fulfillment',
      createdAt: new Date(clock).toISOString(),
      subtotalCents: 4990 + 2490,
      shippingCents: 995,
      totalCents: 4990 + 2490 + 995,
      taxIncludedCents: Math.round((4990 + 2490 + 995) / 11),
      discountCode: null,
      discountCents: 0,
      giftCertificateLast4: null,
      giftCertificateCents: 0,
      shippingMethod: 'Standard shipping',
      shippingAddress: address(),
      itemCount: 2,
      lines: [
        {
          productId: 101,
          variantId: 10101,
          name: 'Whey Protein Isolate',
          sku: 'WPI-CHO-1KG',
          options: [
            { name: 'Flavour', value: 'Chocolate' },
            { name: 'Package Size', value: '1kg' },
          ],
          quantity: 1,
          unitPriceCents: 4990,
          totalCents: 4990,
        },
        expect.objectContaining({ productId: 102, variantId: 10201, quantity: 1, unitPriceCents: 2490, totalCents: 2490 }),
      ],
    });
    expect(order.id).toBeGreaterThan(1000);
    expect(stock(10101)).toBe(before.choc - 1);
    expect(stock(10201)).toBe(before.creatine - 1);
    await expect(commerce.getCart(cart.id)).resolves.toBeNull();
    expect(sql('SELECT id FROM cart_items WHERE cart_id = ?', cart.id)).toEqual([]);
    expect(sql<{ cart_id: string }>('SELECT cart_id FROM orders WHERE id = ?', order.id)).toEqual([{ cart_id: cart.id }]);
    await expect(commerce.getOrder(order.id, 0, GUEST)).resolves.toEqual(order);
    // A guest order is read only with its guest token, never without it or with another one.
    for (const token of [undefined, '', 'x'.repeat(43), GUEST.slice(0, -1), `${GUEST}x`]) {
      await expect(commerce.getOrder(order.id, 0, token)).rejects.toMatchObject({ code: 'not_found' });
    }
    // The product pages see the new stock at once (the product cache was dropped).
    const [product] = await commerce.getProductsByIds([101]);
    expect(product.variants.find((variant) => variant.id === 10101)?.inventory).toBe(before.choc - 1);
  });

  it('uses the catalogue price at checkout, not the price the cart showed', async () => {
    const cart = await cartWith({ ...creatine250, quantity: 1 });
    expect(cart.cartAmountCents).toBe(2490);
    withRawDb(env.dataDir, (db) => db.prepare('UPDATE variants SET price_cents = 2190 WHERE id = 10201').run([]));
    try {
      const order = await commerce.placeOrder(input(cart));
      expect(order.lines[0]).toMatchObject({ unitPriceCents: 2190, totalCents: 2190 });
      expect(order.subtotalCents).toBe(2190);
      expect(order.totalCents).toBe(2190 + 995);
    } finally {
      withRawDb(env.dataDir, (db) => db.prepare('UPDATE variants SET price_cents = 2490 WHERE id = 10201').run([]));
    }
  });

  it('ignores prices and totals smuggled into the input', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 });
    const tampered = { ...input(cart), totalCents: 1, subtotalCents: 1, lines: [{ ...choc1kg, quantity: 1, unitPriceCents: 1 }] };
    const order = await commerce.placeOrder(tampered as PlaceOrderInput);
    expect(order.totalCents).toBe(4990 + 995);
  });
});

describe('shipping', () => {
  it('is free for standard shipping at the threshold, and flat + $10 for express', async () => {
    // 2 x $49.90 = $99.80: over $99.00.
    const free = await commerce.placeOrder(input(await cartWith({ ...choc1kg, quantity: 2 })));
    expect(free).toMatchObject({ subtotalCents: 9980, shippingCents: 0, totalCents: 9980, taxIncludedCents: 907 });

    const express = await commerce.placeOrder(input(await cartWith({ ...choc1kg, quantity: 2 }), { shippingMethod: 'express' }));
    expect(express).toMatchObject({ shippingCents: 1995, totalCents: 9980 + 1995, shippingMethod: 'Express shipping' });

    const small = await commerce.placeOrder(input(await cartWith({ ...creatine250, quantity: 1 }), { shippingMethod: 'express' }));
    expect(small).toMatchObject({ subtotalCents: 2490, shippingCents: 1995, totalCents: 4485, taxIncludedCents: 408 });
  });

  it('charges exactly at the threshold as free', async () => {
    const exact = createEmbeddedCommerce({ dataDir: env.dataDir, seedFile: env.seedFile, now: () => clock, shipping: { flatRateCents: 995, freeOverCents: 4990 } });
    const order = await exact.placeOrder(input(await cartWith({ ...choc1kg, quantity: 1 })));
    expect(order).toMatchObject({ subtotalCents: 4990, shippingCents: 0 });
  });

  it('charges nothing to ship gift certificates, which become lines with a certificate code', async () => {
    const cart = await commerce.addGiftCertificate(null, {
      name: 'Birthday',
      amountCents: 5000,
      sender: { name: 'Sam', email: 'sam@example.com' },
      recipient: { name: 'Alex', email: 'alex@example.com' },
      message: 'Enjoy',
    });
    const order = await commerce.placeOrder(input(cart, { shippingMethod: 'express' }));
    expect(order).toMatchObject({
      subtotalCents: 5000,
      shippingCents: 0,
      totalCents: 5000,
      shippingMethod: 'No shipping (digital items only)',
      lines: [{ productId: 0, variantId: 0, name: 'Birthday', sku: 'GIFT-CERTIFICATE', quantity: 1, unitPriceCents: 5000, totalCents: 5000, options: [{ name: 'Recipient', value: 'Alex' }] }],
    });
    const [certificate] = sql<{ code: string; recipient_email: string; amount_cents: number }>(
      'SELECT code, recipient_email, amount_cents FROM order_gift_certificates WHERE order_id = ?',
      order.id,
    );
    expect(certificate).toEqual({ code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{16}$/), recipient_email: 'alex@example.com', amount_cents: 5000 });
    expect(mailed).toEqual([expect.objectContaining({ kind: 'gift-certificate', to: 'alex@example.com', text: expect.stringContaining(certificate.code) })]);
  });
});

describe('an order with nothing to ship', () => {
  const contact = address({ address1: '', city: '', stateOrProvince: '', postalCode: '', company: 'Gym Co' });

  it("keeps the buyer's details without address lines, and needs no shipping method", async () => {
    const cart = await commerce.addGiftCertificate(null, { name: 'Gift', amountCents: 2500, sender: { name: 'Sam', email: 'sam@example.com' }, recipient: { name: 'Jo', email: 'jo@example.com' } });
    const order = await commerce.placeOrder(input(cart, { shippingMethod: undefined, shippingAddress: contact }));
    expect(order).toMatchObject({ shippingMethod: 'No shipping (digital items only)', shippingAddress: { firstName: 'Sam', lastName: 'Lee', company: 'Gym Co', phone: '0400 000 000', address1: '' } });
  });

  it('is checked against the cart as it is ordered: one that now holds something to ship needs the address and the method', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 });
    const before = stock(10101);
    await expect(commerce.placeOrder(input(cart, { shippingMethod: undefined }))).rejects.toMatchObject({ code: 'invalid_input', message: 'Please choose a shipping method: standard or express.' });
    await expect(commerce.placeOrder(input(cart, { shippingAddress: contact }))).rejects.toMatchObject({ code: 'invalid_input' });
    expect(sql('SELECT id FROM orders WHERE cart_id = ?', cart.id)).toHaveLength(0);
    expect(stock(10101)).toBe(before);
  });
});

describe('idempotency', () => {
  it('answers the same order for the same cart, taking the stock once', async () => {
    const cart = await cartWith({ ...creatine250, quantity: 3 });
    const before = stock(10201);
    const [first, second] = await Promise.all([commerce.placeOrder(input(cart)), commerce.placeOrder(input(cart))]);
    const third = await commerce.placeOrder(input(cart));
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(sql('SELECT id FROM orders WHERE cart_id = ?', cart.id)).toHaveLength(1);
    expect(stock(10201)).toBe(before - 3);
  });

  it('does not hand the order to anyone else who presents the cart id (and the email)', async () => {
    const cart = await cartWith({ ...creatine250, quantity: 1 });
    await commerce.placeOrder(input(cart));
    const customer = await commerce.createCustomer({ email: 'other@example.com', password: 'Str0ng!pass', firstName: 'O', lastName: 'T', phone: '', company: '', addresses: [] });
    await expect(commerce.placeOrder(input(cart, { email: 'someone-else@example.com' }))).resolves.toMatchObject({ email: 'guest@example.com' });
    // The cart id plus the right email is not enough: only the placing browser's guest token is.
    await expect(commerce.placeOrder(input(cart, { guestToken: 'y'.repeat(43) }))).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(commerce.placeOrder(input(cart, { guestToken: undefined }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.placeOrder(input(cart, { customerId: customer.entityId, email: customer.email }))).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('stock', () => {
  it('refuses an item that ran out since it was added, naming it, with nothing written and the cart kept', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 }, { ...vanilla1kg, quantity: 2 });
    setStock(10102, 1);
    const before = snapshot();
    const error = await failure(commerce.placeOrder(input(cart)));
    expect(error).toMatchObject({ name: 'CommerceError', code: 'out_of_stock', status: 409 });
    expect(error.message).toBe(
      'Sorry, only 1 of Whey Protein Isolate (Vanilla, 1kg) is left (your cart has 2). Please update your cart to place your order; you have not been charged.',
    );
    expect(snapshot()).toBe(before);
    await expect(commerce.getCart(cart.id)).resolves.toMatchObject({ id: cart.id });

    setStock(10102, 0);
    setStock(10101, 0);
    const both = await failure(commerce.placeOrder(input(cart)));
    expect(both.code).toBe('out_of_stock');
    expect(both.message).toContain('Whey Protein Isolate (Chocolate, 1kg) is out of stock');
    expect(both.message).toContain('Whey Protein Isolate (Vanilla, 1kg) is out of stock');
    setStock(10101, 10000);
    setStock(10102, 3);
  });

  it('lets exactly one of two carts have the last unit', async () => {
    setStock(10102, 1);
    const a = await cartWith({ ...vanilla1kg, quantity: 1 });
    const b = await cartWith({ ...vanilla1kg, quantity: 1 });
    const results = await Promise.allSettled([commerce.placeOrder(input(a)), commerce.placeOrder(input(b))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [rejected] = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(rejected.reason).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining('Whey Protein Isolate (Vanilla, 1kg) is out of stock') });
    expect(stock(10102)).toBe(0);
    setStock(10102, 3);
  });

  it('waits for another process that holds the write lock, then sees the stock it took', async () => {
    setStock(10102, 1);
    const cart = await cartWith({ ...vanilla1kg, quantity: 1 });
    // Another process takes the last unit inside its own IMMEDIATE transaction and commits 300 ms later.
    const script = `
      const Database = require('libsql');
      const db = new Database(${JSON.stringify(path.join(env.dataDir, 'store.db'))}, { timeout: 5000 });
      db.exec('BEGIN IMMEDIATE');
      db.prepare('UPDATE inventory SET quantity = quantity - 1 WHERE variant_id = 10102').run([]);
      process.stdout.write('locked\\n');
      setTimeout(() => { db.exec('COMMIT'); db.close(); }, 300);
    `;
    const child = spawn(process.execPath, ['-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
    const closed = new Promise((resolve) => child.on('close', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      child.on('exit', (code) => reject(new Error(`the other process exited early (${code})`)));
    });
    const before = sql('SELECT id FROM orders').length;
    const error = await failure(commerce.placeOrder(input(cart)));
    await closed;
    expect(error.code).toBe('out_of_stock');
    expect(stock(10102)).toBe(0);
    expect(sql('SELECT id FROM orders').length).toBe(before);
    setStock(10102, 3);
  });

  it('checks purchase limits again at checkout', async () => {
    const cart = await cartWith({ ...creatine250, quantity: 3 });
    withRawDb(env.dataDir, (db) => db.prepare('UPDATE products SET max_quantity = 2 WHERE id = 102').run([]));
    try {
      await expect(commerce.placeOrder(input(cart))).rejects.toMatchObject({
        code: 'quantity_limit',
        message: 'You can only purchase a maximum of 2 of Creatine Monohydrate per order.',
      });
    } finally {
      withRawDb(env.dataDir, (db) => db.prepare('UPDATE products SET max_quantity = 5 WHERE id = 102').run([]));
    }
  });
});

describe('carts and customers', () => {
  it('refuses a missing or expired cart, and an empty cart', async () => {
    await expect(commerce.placeOrder(input('0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f'))).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(commerce.placeOrder(input(''))).rejects.toMatchObject({ code: 'not_found' });

    const cart = await cartWith({ ...choc1kg, quantity: 1 });
    withRawDb(env.dataDir, (db) => db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run([cart.id]));
    await expect(commerce.placeOrder(input(cart))).rejects.toMatchObject({ code: 'conflict', status: 409, message: expect.stringContaining('Your cart is empty') });

    const old = await cartWith({ ...choc1kg, quantity: 1 });
    clock += 31 * 24 * 60 * 60 * 1000;
    await expect(commerce.placeOrder(input(old))).rejects.toMatchObject({ code: 'not_found' });
  });

  it("places a signed-in customer's order (a guest cart becomes theirs) and refuses another customer's cart", async () => {
    const owner = await commerce.createCustomer({ email: 'owner@example.com', password: 'Str0ng!pass', firstName: 'O', lastName: 'W', phone: '', company: '', addresses: [] });
    const other = await commerce.createCustomer({ email: 'thief@example.com', password: 'Str0ng!pass', firstName: 'T', lastName: 'H', phone: '', company: '', addresses: [] });

    const guestCart = await cartWith({ ...choc1kg, quantity: 1 });
    const order = await commerce.placeOrder(input(guestCart, { customerId: owner.entityId, email: owner.email }));
    expect(order.customerId).toBe(owner.entityId);
    expect((await commerce.listOrders(owner.entityId)).items).toEqual([order]);
    await expect(commerce.getOrder(order.id, other.entityId)).rejects.toMatchObject({ code: 'not_found' });
    await expect(commerce.getOrder(order.id, 0)).rejects.toMatchObject({ code: 'not_found' });

    const ownersCart = await commerce.addCartItem(null, { ...choc1kg, quantity: 1 }, owner.entityId);
    const before = snapshot();
    await expect(commerce.placeOrder(input(ownersCart, { customerId: other.entityId, email: other.email }))).rejects.toMatchObject({ code: 'forbidden' });
    await expect(commerce.placeOrder(input(ownersCart))).rejects.toMatchObject({ code: 'forbidden' });
    expect(snapshot()).toBe(before);
    await expect(commerce.placeOrder(input(ownersCart, { customerId: 999999, email: 'x@example.com' }))).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('refuses bad input before touching the cart', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 });
    const before = snapshot();
    await expect(commerce.placeOrder(input(cart, { email: 'not-an-email' }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.placeOrder(input(cart, { shippingMethod: 'teleport' as 'standard' }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.placeOrder(input(cart, { shippingAddress: address({ countryCode: 'US' as 'AU' }) }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.placeOrder(input(cart, { shippingAddress: address({ address1: ' ' }) }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.placeOrder(input(cart, { customerId: -1 }))).rejects.toMatchObject({ code: 'invalid_input' });
    expect(snapshot()).toBe(before);
  });
});
