/** @jest-environment node */
import type { Cart as HooksCart } from '@bigcommerce/storefront-data-hooks/dist/api/cart';
import type { CommerceError } from '@/lib/commerce/errors';
import type { Cart, GiftCertificateInput } from '@/lib/commerce/types';
import { fromWireCart, toWireCart } from '@/lib/commerce/cart-wire';
import { CART_TTL_MS } from '@/lib/commerce/embedded/carts';
import { closeAllStores } from '@/lib/commerce/embedded/db';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';
import { seededDataDir, snapshotCartTables, withRawDb } from '@/tests/support/embedded-store';

let clock = Date.parse('2025-03-01T00:00:00Z');
const env = seededDataDir({ now: () => clock });
const { commerce } = env;

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const choc1kg = { productId: 101, variantId: 10101 };
const vanilla1kg = { productId: 101, variantId: 10102 };

async function failure(promise: Promise<unknown>): Promise<CommerceError> {
  return promise.then(
    () => {
      throw new Error('expected a CommerceError');
    },
    (error: CommerceError) => error,
  );
}

/** A failed write leaves the cart tables as they were. */
async function expectNothingWritten(promise: Promise<unknown>, code: string, message: RegExp | string) {
  const before = snapshotCartTables(env.dataDir);
  const error = await failure(promise);
  expect(error.name).toBe('CommerceError');
  expect(error.code).toBe(code);
  expect(error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  expect(snapshotCartTables(env.dataDir)).toBe(before);
  return error;
}

describe('adding, updating and removing lines', () => {
  let cart: Cart;

  it('creates a cart with random ids, totals in cents and GST included', async () => {
    cart = await commerce.addCartItem(null, { ...choc1kg, quantity: 2 });
    expect(cart.id).toMatch(UUID);
    expect(cart.customerId).toBe(0);
    const [line] = cart.lineItems.physicalItems;
    expect(line).toEqual({
      id: expect.stringMatching(UUID),
      productId: 101,
      variantId: 10101,
      quantity: 2,
      name: 'Whey Protein Isolate',
      url: '/products/whey-protein-isolate',
      imageUrl: '/images/products/wpi.svg',
      sku: 'WPI-CHO-1KG',
      options: [
        { name: 'Flavour', value: 'Chocolate' },
        { name: 'Package Size', value: '1kg' },
      ],
      salePriceCents: 4990,
      listPriceCents: 5490,
      extendedSalePriceCents: 9980,
      isDigital: false,
    });
    expect(cart).toMatchObject({
      currency: 'AUD',
      baseAmountCents: 9980,
      discountAmountCents: 0,
      cartAmountCents: 9980,
      taxIncludedCents: 907, // round(9980 / 11)
      createdAt: '2025-03-01T00:00:00.000Z',
      checkoutUrl: null,
    });
    expect(cart.lineItems.digitalItems).toEqual([]);
    expect(cart.lineItems.giftCertificates).toEqual([]);
  });

  it('increments the line when the same variant is added again, and adds a line for another', async () => {
    clock += 1000;
    const again = await commerce.addCartItem(cart.id, { ...choc1kg, quantity: 3 });
    expect(again.id).toBe(cart.id);
    expect(again.lineItems.physicalItems).toHaveLength(1);
    expect(again.lineItems.physicalItems[0]).toMatchObject({ id: cart.lineItems.physicalItems[0].id, quantity: 5 });
    const two = await commerce.addCartItem(cart.id, { ...vanilla1kg, quantity: 1 });
    expect(two.lineItems.physicalItems.map((l) => [l.variantId, l.quantity])).toEqual([
      [10101, 5],
      [10102, 1],
    ]);
    expect(two.cartAmountCents).toBe(6 * 4990);
    expect(two.updatedAt).toBe('2025-03-01T00:00:01.000Z');
    cart = two;
  });

  it('puts gift-certificate products among the digital items', async () => {
    const withCard = await commerce.addCartItem(cart.id, { productId: 104, variantId: 10401, quantity: 1 });
    expect(withCard.lineItems.digitalItems).toEqual([expect.objectContaining({ productId: 104, isDigital: true, imageUrl: null })]);
    cart = (await commerce.removeCartItem(cart.id, withCard.lineItems.digitalItems[0].id))!;
    expect(cart.lineItems.digitalItems).toEqual([]);
  });

  it('sets a quantity, 0 removes the line, and a negative one is refused', async () => {
    const [choc, vanilla] = cart.lineItems.physicalItems;
    const updated = await commerce.updateCartItem(cart.id, choc.id, { ...choc1kg, quantity: 7 });
    expect(updated!.lineItems.physicalItems[0].quantity).toBe(7);
    const removed = await commerce.updateCartItem(cart.id, vanilla.id, { ...vanilla1kg, quantity: 0 });
    expect(removed!.lineItems.physicalItems.map((l) => l.variantId)).toEqual([10101]);
    const negative = await commerce.addCartItem(cart.id, { ...vanilla1kg, quantity: 1 });
    await expect(commerce.updateCartItem(cart.id, negative.lineItems.physicalItems[1].id, { ...vanilla1kg, quantity: -5 })).rejects.toThrow(
      'The quantity cannot be below 0. Type 0 to remove the item.',
    );
    const gone = await commerce.updateCartItem(cart.id, negative.lineItems.physicalItems[1].id, { ...vanilla1kg, quantity: 0 });
    expect(gone!.lineItems.physicalItems).toHaveLength(1);
    cart = gone!;
  });

  it('switches a line to another variant of the product, merging with an existing line', async () => {
    const start = await commerce.addCartItem(null, { ...vanilla1kg, quantity: 1 });
    const [line] = start.lineItems.physicalItems;
    const switched = await commerce.updateCartItem(start.id, line.id, { ...choc1kg, quantity: 2 });
    expect(switched!.lineItems.physicalItems).toEqual([expect.objectContaining({ id: line.id, variantId: 10101, quantity: 2 })]);
    const withVanilla = await commerce.addCartItem(start.id, { ...vanilla1kg, quantity: 1 });
    const vanillaLine = withVanilla.lineItems.physicalItems[1];
    const merged = await commerce.updateCartItem(start.id, vanillaLine.id, { ...choc1kg, quantity: 3 });
    expect(merged!.lineItems.physicalItems).toEqual([expect.objectContaining({ id: line.id, variantId: 10101, quantity: 5 })]);
    await expectNothingWritten(
      commerce.updateCartItem(start.id, line.id, { productId: 102, variantId: 10201, quantity: 1 }),
      'invalid_input',
      /another product/,
    );
  });

  it('deletes the cart when its last line is removed', async () => {
    const single = await commerce.addCartItem(null, { productId: 102, variantId: 10201, quantity: 1 });
    await expect(commerce.removeCartItem(single.id, single.lineItems.physicalItems[0].id)).resolves.toBeNull();
    await expect(commerce.getCart(single.id)).resolves.toBeNull();
    expect(withRawDb(env.dataDir, (db) => db.prepare('SELECT id FROM carts WHERE id = ?').get([single.id]))).toBeUndefined();
  });

  it('answers not_found for a missing cart or line, writing nothing', async () => {
    await expectNothingWritten(commerce.removeCartItem(cart.id, 'no-such-line'), 'not_found', 'That item is not in your cart.');
    await expectNothingWritten(
      commerce.updateCartItem('00000000-0000-4000-8000-000000000000', 'x', { ...choc1kg, quantity: 1 }),
      'not_found',
      'Your cart could not be found. It may have expired.',
    );
    await expectNothingWritten(commerce.removeCartItem('missing', 'x'), 'not_found', /could not be found/);
    await expect(commerce.getCart('missing')).resolves.toBeNull();
  });

  it('refuses unknown products and variants, and variants of another product', async () => {
    await expectNothingWritten(commerce.addCartItem(cart.id, { productId: 999, variantId: 10101, quantity: 1 }), 'not_found', 'Product 999 was not found.');
    await expectNothingWritten(
      commerce.addCartItem(cart.id, { productId: 101, variantId: 99999, quantity: 1 }),
      'not_found',
      'Variant 99999 of Whey Protein Isolate was not found.',
    );
    await expectNothingWritten(
      commerce.addCartItem(null, { productId: 101, variantId: 10201, quantity: 1 }),
      'invalid_input',
      'Variant 10201 is not an option of Whey Protein Isolate.',
    );
  });

  it('refuses quantities that are not whole numbers from 1, and any over the line maximum with its message', async () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expectNothingWritten(
        commerce.addCartItem(cart.id, { ...choc1kg, quantity }),
        'invalid_input',
        'The item quantity has to be a valid integer greater than 0.',
      );
    }
    await expectNothingWritten(
      commerce.updateCartItem(cart.id, cart.lineItems.physicalItems[0].id, { ...choc1kg, quantity: 2.5 }),
      'invalid_input',
      'The item quantity has to be a valid integer.',
    );
    await expectNothingWritten(
      commerce.updateCartItem(cart.id, cart.lineItems.physicalItems[0].id, { ...choc1kg, quantity: 10_000 }),
      'invalid_input',
      'The item quantity has to be 9999 or less.',
    );
    await expectNothingWritten(
      commerce.addCartItem(cart.id, { ...choc1kg, variantId: 0, quantity: 1 }),
      'invalid_input',
      'The item needs a variantId: a whole number above 0.',
    );
    await expectNothingWritten(
      commerce.addCartItem(cart.id, { ...choc1kg, productId: 2 ** 31, quantity: 1 }),
      'invalid_input',
      'The item needs a productId: a whole number above 0.',
    );
    for (const quantity of [9999, 10000, 1e20]) {
      await expectNothingWritten(
        commerce.addCartItem(cart.id, { ...choc1kg, quantity }),
        'quantity_limit',
        'You can only purchase a maximum of 9999 of Whey Protein Isolate per order',
      );
    }
  });
});

describe('stock and order limits', () => {
  it('never lets a line exceed the stock, naming the product', async () => {
    await expectNothingWritten(
      commerce.addCartItem(null, { productId: 101, variantId: 10103, quantity: 1 }),
      'out_of_stock',
      'Sorry, Whey Protein Isolate (Chocolate, 2.5kg) is out of stock.',
    );
    await expectNothingWritten(
      commerce.addCartItem(null, { ...vanilla1kg, quantity: 4 }),
      'out_of_stock',
      'Sorry, only 3 of Whey Protein Isolate (Vanilla, 1kg) are in stock.',
    );
    const cart = await commerce.addCartItem(null, { ...vanilla1kg, quantity: 2 });
    await expectNothingWritten(
      commerce.addCartItem(cart.id, { ...vanilla1kg, quantity: 2 }),
      'out_of_stock',
      'Sorry, only 3 of Whey Protein Isolate (Vanilla, 1kg) are in stock and you already have 2 in your cart.',
    );
    await expectNothingWritten(
      commerce.updateCartItem(cart.id, cart.lineItems.physicalItems[0].id, { ...vanilla1kg, quantity: 4 }),
      'out_of_stock',
      /only 3 of/,
    );
    await expect(commerce.addCartItem(cart.id, { ...vanilla1kg, quantity: 1 })).resolves.toBeTruthy();
    await expectNothingWritten(commerce.addCartItem(null, { productId: 105, variantId: 10502, quantity: 1 }), 'out_of_stock', /Shaker is out of stock/);
  });

  it('applies the maximum per order with the spec message', async () => {
    const cart = await commerce.addCartItem(null, { productId: 102, variantId: 10201, quantity: 4 });
    await expectNothingWritten(
      commerce.addCartItem(cart.id, { productId: 102, variantId: 10201, quantity: 2 }),
      'quantity_limit',
      'You can only purchase a maximum of 5 of Creatine Monohydrate per order',
    );
    await expect(commerce.addCartItem(cart.id, { productId: 102, variantId: 10201, quantity: 1 })).resolves.toBeTruthy();
    await expectNothingWritten(
      commerce.updateCartItem(cart.id, cart.lineItems.physicalItems[0].id, { productId: 102, variantId: 10201, quantity: 6 }),
      'quantity_limit',
      'You can only purchase a maximum of 5 of Creatine Monohydrate per order',
    );
  });

  it('applies the minimum per order with the spec message', async () => {
    await expectNothingWritten(
      commerce.addCartItem(null, { productId: 103, variantId: 10301, quantity: 1 }),
      'quantity_limit',
      'You can only purchase a minimum of 2 of Protein Bar Box per order',
    );
    const cart = await commerce.addCartItem(null, { productId: 103, variantId: 10301, quantity: 2 });
    await expectNothingWritten(
      commerce.updateCartItem(cart.id, cart.lineItems.physicalItems[0].id, { productId: 103, variantId: 10301, quantity: 1 }),
      'quantity_limit',
      'You can only purchase a minimum of 2 of Protein Bar Box per order',
    );
    // Removing the line is always allowed.
    await expect(commerce.updateCartItem(cart.id, cart.lineItems.physicalItems[0].id, { productId: 103, variantId: 10301, quantity: 0 })).resolves.toBeNull();
  });

  it('loses no add when many run at once', async () => {
    const cart = await commerce.addCartItem(null, { ...choc1kg, quantity: 1 });
    await Promise.all(Array.from({ length: 50 }, (_, i) => commerce.addCartItem(cart.id, { ...choc1kg, quantity: (i % 3) + 1 })));
    const final = await commerce.getCart(cart.id);
    expect(final!.lineItems.physicalItems).toHaveLength(1);
    expect(final!.lineItems.physicalItems[0].quantity).toBe(1 + Array.from({ length: 50 }, (_, i) => (i % 3) + 1).reduce((a, b) => a + b));
  });
});

describe('gift certificates', () => {
  const certificate: GiftCertificateInput = {
    name: 'Birthday',
    amountCents: 5000,
    sender: { name: 'Sam', email: 'sam@example.com' },
    recipient: { name: 'Alex', email: 'alex@example.com' },
    message: 'Happy birthday!',
  };

  it('adds certificates (quantity 1 each) and removes them by id', async () => {
    const cart = await commerce.addGiftCertificate(null, certificate);
    const two = await commerce.addGiftCertificate(cart.id, { ...certificate, amountCents: 2500, name: '' });
    expect(two.lineItems.giftCertificates).toEqual([
      {
        id: expect.stringMatching(UUID),
        name: 'Birthday',
        amountCents: 5000,
        recipient: { name: 'Alex', email: 'alex@example.com' },
        sender: { name: 'Sam', email: 'sam@example.com' },
        message: 'Happy birthday!',
        theme: 'General',
      },
      expect.objectContaining({ name: 'Gift Certificate', amountCents: 2500 }),
    ]);
    expect(two.cartAmountCents).toBe(7500);
    const one = await commerce.removeGiftCertificate(cart.id, two.lineItems.giftCertificates[0].id);
    expect(one!.lineItems.giftCertificates.map((g) => g.amountCents)).toEqual([2500]);
    await expectNothingWritten(commerce.removeGiftCertificate(cart.id, 'nope'), 'not_found', 'That gift certificate is not in your cart.');
    await expect(commerce.removeGiftCertificate(cart.id, one!.lineItems.giftCertificates[0].id)).resolves.toBeNull();
  });

  it('keeps the amount between $10 and $1000 and needs the recipient', async () => {
    for (const amountCents of [999, 100001, 12.5]) {
      await expectNothingWritten(
        commerce.addGiftCertificate(null, { ...certificate, amountCents }),
        'invalid_input',
        'A gift certificate amount has to be between $10 and $1,000, in dollars and cents.',
      );
    }
    await expect(commerce.addGiftCertificate(null, { ...certificate, amountCents: 1000 })).resolves.toBeTruthy();
    await expect(commerce.addGiftCertificate(null, { ...certificate, amountCents: 100000 })).resolves.toBeTruthy();
    await expectNothingWritten(
      commerce.addGiftCertificate(null, { ...certificate, recipient: { name: ' ', email: 'alex@example.com' } }),
      'invalid_input',
      /recipient's name/,
    );
    await expectNothingWritten(
      commerce.addGiftCertificate(null, { ...certificate, recipient: { name: 'Alex', email: 'not-an-email' } }),
      'invalid_input',
      /valid email/,
    );
  });
});

describe('expiry', () => {
  it('keeps a cart 30 days after its last change, then treats it as missing and purges it', async () => {
    const cart = await commerce.addCartItem(null, { ...choc1kg, quantity: 1 });
    clock += CART_TTL_MS - 1000;
    await expect(commerce.getCart(cart.id)).resolves.not.toBeNull();
    // A change pushes the expiry back.
    await commerce.addCartItem(cart.id, { ...choc1kg, quantity: 1 });
    clock += CART_TTL_MS - 1000;
    await expect(commerce.getCart(cart.id)).resolves.not.toBeNull();
    clock += 1000;
    await expect(commerce.getCart(cart.id)).resolves.toBeNull();
    await expect(commerce.updateCartItem(cart.id, 'x', { ...choc1kg, quantity: 1 })).rejects.toMatchObject({ code: 'not_found' });

    // Adding with the expired id makes a new cart; the old one is gone from the file.
    const fresh = await commerce.addCartItem(cart.id, { ...choc1kg, quantity: 1 });
    expect(fresh.id).not.toBe(cart.id);
    expect(fresh.lineItems.physicalItems[0].quantity).toBe(1);
    const rows = withRawDb(env.dataDir, (db) => db.prepare('SELECT COUNT(*) AS n FROM carts WHERE expires_at <= ?').get([clock]) as { n: number });
    expect(rows.n).toBe(0);
  });
});

describe('customers and carts', () => {
  it('gives a new cart the customer id and attaches only guest carts', async () => {
    const owner = await commerce.createCustomer({
      email: 'owner@example.com', password: 'Secret#123', firstName: 'O', lastName: 'W', phone: '', company: '', addresses: [],
    });
    const other = await commerce.createCustomer({
      email: 'other@example.com', password: 'Secret#123', firstName: 'O', lastName: 'T', phone: '', company: '', addresses: [],
    });
    const owned = await commerce.addCartItem(null, { ...choc1kg, quantity: 1 }, owner.entityId);
    expect(owned.customerId).toBe(owner.entityId);

    const guest = await commerce.addCartItem(null, { ...choc1kg, quantity: 1 });
    const attached = await commerce.attachCartToCustomer(guest.id, owner.entityId);
    expect(attached.customerId).toBe(owner.entityId);
    await expect(commerce.attachCartToCustomer(guest.id, owner.entityId)).resolves.toMatchObject({ customerId: owner.entityId });
    await expectNothingWritten(commerce.attachCartToCustomer(guest.id, other.entityId), 'forbidden', 'This cart belongs to another customer.');
    await expectNothingWritten(commerce.attachCartToCustomer('missing', other.entityId), 'not_found', /could not be found/);
    await expectNothingWritten(commerce.attachCartToCustomer(guest.id, 424242), 'not_found', /Customer 424242/);
  });
});

describe('the wire shape', () => {
  it('maps a cart to the BigCommerce shape in dollars and back without loss', async () => {
    const cart = await commerce.addCartItem(null, { ...choc1kg, quantity: 3 });
    const withCard = await commerce.addCartItem(cart.id, { productId: 104, variantId: 10401, quantity: 1 });
    const full = await commerce.addGiftCertificate(cart.id, {
      name: 'Gift', amountCents: 2550, sender: { name: '', email: '' }, recipient: { name: 'Kim', email: 'kim@example.com' },
    });
    expect(withCard.id).toBe(full.id);
    const wire = toWireCart(full);
    expect(wire).toMatchObject({
      id: full.id,
      customer_id: 0,
      currency: { code: 'AUD' },
      base_amount: 225.2,
      discount_amount: 0,
      cart_amount: 225.2,
      line_items: {
        physical_items: [
          expect.objectContaining({
            product_id: 101, variant_id: 10101, quantity: 3, sale_price: 49.9, list_price: 54.9, extended_sale_price: 149.7,
            extended_list_price: 164.7, options: [{ name: 'Flavour', value: 'Chocolate' }, { name: 'Package Size', value: '1kg' }],
            url: '/products/whey-protein-isolate', image_url: '/images/products/wpi.svg', sku: 'WPI-CHO-1KG', name: 'Whey Protein Isolate',
          }),
        ],
        digital_items: [expect.objectContaining({ product_id: 104, sale_price: 50, image_url: '' })],
        gift_certificates: [expect.objectContaining({ name: 'Gift', amount: 25.5, recipient: { name: 'Kim', email: 'kim@example.com' } })],
        custom_items: [],
      },
      created_time: full.createdAt,
      updated_time: full.updatedAt,
    });
    expect(wire.redirect_urls).toBeUndefined();
    // The client hooks' own type accepts it (checked by tsc).
    const forHooks: HooksCart = wire;
    expect(forHooks.id).toBe(full.id);
    expect(fromWireCart(JSON.parse(JSON.stringify(wire)))).toEqual(full);
  });

  it('reads a sparse BigCommerce cart', () => {
    const cart = fromWireCart({
      id: 'bc-cart',
      line_items: { physical_items: [{ id: 'l1', product_id: 1, variant_id: 2, quantity: 2, sale_price: 10.1 }] },
      redirect_urls: { checkout_url: 'https://store.example/checkout' },
    });
    expect(cart).toMatchObject({
      id: 'bc-cart', customerId: 0, baseAmountCents: 2020, cartAmountCents: 2020, taxIncludedCents: 184, checkoutUrl: 'https://store.example/checkout',
    });
    expect(cart.lineItems.physicalItems[0]).toMatchObject({ listPriceCents: 1010, extendedSalePriceCents: 2020, imageUrl: null, options: [] });
  });
});

describe('a second adapter instance over the same file', () => {
  it('sees the same carts (one shared connection per file)', async () => {
    const cart = await commerce.addCartItem(null, { ...choc1kg, quantity: 1 });
    const again = createEmbeddedCommerce({ dataDir: env.dataDir, seedFile: env.seedFile, now: () => clock });
    await expect(again.getCart(cart.id)).resolves.toEqual(cart);
  });
});
