/** @jest-environment node */
import { everyOrder } from '@/lib/commerce/order-paging';
import type { AddressInput, SignupInput } from '@/lib/commerce/types';
import { closeAllStores } from '@/lib/commerce/embedded/db';
import { hashPassword, verifyPassword } from '@/lib/commerce/embedded/passwords';
import { seededDataDir, withRawDb } from '@/tests/support/embedded-store';

const env = seededDataDir();
const { commerce } = env;

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

const address = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Jo',
  lastName: 'Citizen',
  company: '',
  address1: '1 Example St',
  address2: '',
  city: 'Fitzroy',
  stateOrProvince: 'Victoria',
  postalCode: '3065',
  countryCode: 'AU',
  phone: '0400000000',
  addressType: 'residential',
  ...overrides,
});

const signup = (overrides: Partial<SignupInput> = {}): SignupInput => ({
  email: 'Jo@Example.com',
  password: 'Str0ng!pass',
  firstName: 'Jo',
  lastName: 'Citizen',
  phone: '0400000000',
  company: 'Jo Co',
  addresses: [address()],
  ...overrides,
});

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('Str0ng!pass');
    const b = await hashPassword('Str0ng!pass');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('Str0ng!pass', a)).resolves.toBe(true);
    await expect(verifyPassword('Str0ng!pasS', a)).resolves.toBe(false);
    await expect(verifyPassword('Str0ng!pass', 'plain-text')).resolves.toBe(false);
  });
});

describe('customers', () => {
  let customerId: number;

  it('creates a customer with addresses, storing only a password hash', async () => {
    const customer = await commerce.createCustomer(signup());
    expect(customer).toEqual({
      entityId: expect.any(Number), email: 'jo@example.com', firstName: 'Jo', lastName: 'Citizen', phone: '0400000000', company: 'Jo Co',
    });
    customerId = customer.entityId;
    const stored = withRawDb(env.dataDir, (db) => db.prepare('SELECT * FROM customers WHERE id = ?').get([customerId]) as Record<string, unknown>);
    expect(JSON.stringify(stored)).not.toContain('Str0ng!pass');
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    const page = await commerce.listAddresses(customerId, 1);
    expect(page.items).toEqual([
      { id: expect.any(Number), customerId, ...address(), country: 'Australia' },
    ]);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await expect(commerce.createCustomer(signup({ email: ' JO@example.COM ' }))).rejects.toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'The email address jo@example.com is already in use. Please enter a different one.',
    });
  });

  it('refuses incomplete sign-ups', async () => {
    await expect(commerce.createCustomer(signup({ email: 'new@example.com', firstName: ' ' }))).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'A first name, last name, email and password are required to signup.',
    });
    await expect(commerce.createCustomer(signup({ email: 'new@example.com', password: 'short' }))).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(commerce.createCustomer(signup({ email: 'new@example.com', addresses: [address({ address1: '' })] }))).rejects.toMatchObject({
      code: 'invalid_input',
    });
    await expect(commerce.findCustomerByEmail('new@example.com')).resolves.toBeNull();
  });

  it('verifies credentials case-insensitively on the email only', async () => {
    await expect(commerce.verifyCredentials('JO@example.com', 'Str0ng!pass')).resolves.toMatchObject({ entityId: customerId });
    await expect(commerce.verifyCredentials('jo@example.com', 'str0ng!pass')).resolves.toBeNull();
    await expect(commerce.verifyCredentials('nobody@example.com', 'Str0ng!pass')).resolves.toBeNull();
  });

  it('finds customers by id and email', async () => {
    await expect(commerce.getCustomer(customerId)).resolves.toMatchObject({ email: 'jo@example.com' });
    await expect(commerce.getCustomer(999999)).resolves.toBeNull();
    await expect(commerce.findCustomerByEmail('Jo@Example.com')).resolves.toMatchObject({ entityId: customerId });
  });
});

describe('addresses', () => {
  let owner: number;
  let stranger: number;

  beforeAll(async () => {
    owner = (await commerce.createCustomer(signup({ email: 'owner@example.com', addresses: [] }))).entityId;
    stranger = (await commerce.createCustomer(signup({ email: 'stranger@example.com', addresses: [] }))).entityId;
  });

  it('pages the list, 10 per page by default', async () => {
    for (let i = 1; i <= 12; i += 1) await commerce.createAddress(owner, address({ address1: `${i} Example St` }));
    const first = await commerce.listAddresses(owner, 1);
    expect(first).toMatchObject({ page: 1, perPage: 10, total: 12, totalPages: 2 });
    expect(first.items).toHaveLength(10);
    const second = await commerce.listAddresses(owner, 2);
    expect(second.items.map((a) => a.address1)).toEqual(['11 Example St', '12 Example St']);
    expect((await commerce.listAddresses(owner, 1, 5)).totalPages).toBe(3);
    expect((await commerce.listAddresses(owner, 0)).page).toBe(1);
    expect(await commerce.listAddresses(stranger, 1)).toEqual({ items: [], page: 1, perPage: 10, total: 0, totalPages: 0 });
  });

  it('reads, updates and deletes only the owner\'s addresses', async () => {
    const created = await commerce.createAddress(owner, address({ countryCode: 'NZ', city: 'Wellington', addressType: 'commercial' }));
    expect(created).toMatchObject({ customerId: owner, country: 'New Zealand', countryCode: 'NZ', addressType: 'commercial' });
    await expect(commerce.getAddress(owner, created.id)).resolves.toEqual(created);

    await expect(commerce.getAddress(stranger, created.id)).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(commerce.updateAddress(stranger, created.id, address({ city: 'Hacked' }))).rejects.toMatchObject({ code: 'not_found' });
    await expect(commerce.deleteAddress(stranger, created.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(commerce.getAddress(owner, created.id)).resolves.toMatchObject({ city: 'Wellington' });

    await expect(commerce.updateAddress(owner, created.id, address({ city: 'Auckland', countryCode: 'NZ' }))).resolves.toMatchObject({
      id: created.id,
      city: 'Auckland',
    });
    await commerce.deleteAddress(owner, created.id);
    await expect(commerce.getAddress(owner, created.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(commerce.deleteAddress(owner, created.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('validates addresses and needs an existing customer', async () => {
    await expect(commerce.createAddress(owner, address({ countryCode: 'US' as 'AU' }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.createAddress(owner, address({ postalCode: ' ' }))).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.createAddress(987654, address())).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('orders', () => {
  it('lists and reads only the customer\'s own orders, newest first', async () => {
    const mine = (await commerce.createCustomer(signup({ email: 'buyer@example.com', addresses: [] }))).entityId;
    const theirs = (await commerce.createCustomer(signup({ email: 'other-buyer@example.com', addresses: [] }))).entityId;
    const shipTo = JSON.stringify(address());
    const ids = withRawDb(env.dataDir, (db) => {
      const insert = db.prepare(
        `INSERT INTO orders (customer_id, email, subtotal_cents, shipping_cents, total_cents, tax_included_cents, shipping_method,
           shipping_address_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const line = db.prepare(
        `INSERT INTO order_lines (order_id, product_id, variant_id, name, sku, options_json, quantity, unit_price_cents, total_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const first = Number(insert.run([mine, 'buyer@example.com', 4990, 995, 5985, 544, 'Standard', shipTo, 1000]).lastInsertRowid);
      line.run([first, 101, 10101, 'Whey Protein Isolate', 'WPI-CHO-1KG', '[{"name":"Flavour","value":"Chocolate"}]', 1, 4990, 4990]);
      const second = Number(insert.run([mine, 'buyer@example.com', 2490, 0, 2490, 226, 'Pick up', shipTo, 2000]).lastInsertRowid);
      const other = Number(insert.run([theirs, 'other-buyer@example.com', 100, 0, 100, 9, 'Standard', shipTo, 3000]).lastInsertRowid);
      return { first, second, other };
    });
    expect(ids.first).toBeGreaterThan(1000);

    const { items: orders, hasNextPage } = await commerce.listOrders(mine);
    expect(hasNextPage).toBe(false);
    expect(orders.map((o) => o.id)).toEqual([ids.second, ids.first]);
    expect(orders[1]).toEqual({
      id: ids.first,
      customerId: mine,
      email: 'buyer@example.com',
      status: 'Awaiting Fulfillment',
      createdAt: new Date(1000).toISOString(),
      subtotalCents: 4990,
      shippingCents: 995,
      totalCents: 5985,
      taxIncludedCents: 544,
      discountCode: null,
      discountCents: 0,
      giftCertificateLast4: null,
      giftCertificateCents: 0,
      shippingMethod: 'Standard',
      shippingAddress: address(),
      itemCount: 1,
      lines: [
        {
          productId: 101, variantId: 10101, name: 'Whey Protein Isolate', sku: 'WPI-CHO-1KG',
          options: [{ name: 'Flavour', value: 'Chocolate' }], quantity: 1, unitPriceCents: 4990, totalCents: 4990,
        },
      ],
    });
    await expect(commerce.getOrder(ids.first, mine)).resolves.toEqual(orders[1]);
    await expect(commerce.getOrder(ids.other, mine)).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(commerce.getOrder(ids.first, 0)).rejects.toMatchObject({ code: 'not_found' });
    expect((await commerce.listOrders(theirs)).items).toHaveLength(1);
    withRawDb(env.dataDir, (db) =>
      db.prepare(
        `INSERT INTO orders (customer_id, email, subtotal_cents, shipping_cents, total_cents, tax_included_cents, shipping_method,
           shipping_address_json, created_at) VALUES (0, 'guest@example.com', 1, 0, 1, 0, 'Standard', ?, 1)`,
      ).run([shipTo]),
    );
    await expect(commerce.listOrders(0)).resolves.toEqual({ items: [], page: 1, perPage: 20, hasNextPage: false });
  });

  it('pages a long order history exactly: a full last page has no next page', async () => {
    const buyer = (await commerce.createCustomer(signup({ email: 'regular@example.com', addresses: [] }))).entityId;
    const shipTo = JSON.stringify(address());
    const addOrders = (count: number, from: number) =>
      withRawDb(env.dataDir, (db) => {
        const insert = db.prepare(
          `INSERT INTO orders (customer_id, email, subtotal_cents, shipping_cents, total_cents, tax_included_cents, shipping_method,
             shipping_address_json, created_at) VALUES (?, 'regular@example.com', 100, 0, 100, 9, 'Standard', ?, ?)`,
        );
        for (let index = 0; index < count; index += 1) insert.run([buyer, shipTo, (from + index) * 1000]);
      });
    addOrders(40, 1);
    const first = await commerce.listOrders(buyer, 1);
    const second = await commerce.listOrders(buyer, 2);
    expect([first.items.length, first.hasNextPage, second.items.length, second.hasNextPage]).toEqual([20, true, 20, false]);
    expect(first.items[0].createdAt).toBe(new Date(40_000).toISOString());
    expect(second.items.at(-1)?.createdAt).toBe(new Date(1000).toISOString());
    expect(new Set([...first.items, ...second.items].map((order) => order.id)).size).toBe(40);
    expect((await commerce.listOrders(buyer, 3)).items).toEqual([]);

    addOrders(1, 41);
    expect((await commerce.listOrders(buyer, 2)).hasNextPage).toBe(true);
    expect((await commerce.listOrders(buyer, 3)).items).toHaveLength(1);
    // Every order, for totals such as loyalty points, through the same paging.
    expect(await everyOrder(commerce, buyer)).toHaveLength(41);
    expect((await everyOrder({ listOrders: (id, page, perPage) => commerce.listOrders(id, page, Math.min(perPage ?? 20, 7)) }, buyer)).length).toBe(41);
  });
});
