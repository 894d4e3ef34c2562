/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { captureLogs } from '@/tests/support/capture-logs';
import { closeAllStores, openStore } from '@/lib/commerce/embedded/db';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';
import { MIGRATIONS, migrate, type Migration } from '@/lib/commerce/embedded/migrations';
import { parseCatalogue, readSeedRecord, seedCatalogue } from '@/lib/commerce/embedded/seed';
import { fixtureCatalogue, tempDir, withRawDb, writeCatalogue } from '@/tests/support/embedded-store';

const roots: string[] = [];
function freshRoot() {
  const root = tempDir();
  roots.push(root);
  return root;
}

afterEach(() => closeAllStores());
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function counts(dataDir: string) {
  return withRawDb(dataDir, (db) => {
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    // meta: the seed record (the catalogue revision counter lives there too, from the migrations).
    return { products: count('products'), variants: count('variants'), inventory: count('inventory'), meta: count("meta WHERE key = 'catalogue_seed'") };
  });
}

describe('migrations', () => {
  it('applies every migration once, in order, and records each version', () => {
    const { store } = openStore(path.join(freshRoot(), 'data'));
    expect(migrate(store)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(store)).toEqual([]);
    const rows = store.all<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => ({ version: r.version, name: r.name }))).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    const tables = store.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) => r.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'products', 'variants', 'inventory', 'carts', 'cart_items', 'cart_gift_certificates', 'customers', 'addresses',
        'orders', 'order_lines', 'newsletter_subscriptions', 'meta', 'schema_migrations',
      ]),
    );
    expect(store.get<{ journal_mode: string }>('PRAGMA journal_mode')?.journal_mode).toBe('wal');
  });

  it('gives the certificates sold before balances existed their amount as balance, and refuses a negative balance', () => {
    const { store } = openStore(path.join(freshRoot(), 'data'));
    const before = MIGRATIONS.findIndex((migration) => migration.name === 'gift certificate balances');
    migrate(store, MIGRATIONS.slice(0, before));
    store.run(
      `INSERT INTO orders (id, customer_id, email, status, subtotal_cents, shipping_cents, total_cents, tax_included_cents, shipping_method, shipping_address_json, created_at)
       VALUES (1, 0, 'a@example.com', 'Awaiting Fulfillment', 5000, 0, 5000, 0, 'none', '{}', 0)`,
    );
    store.run("INSERT INTO order_gift_certificates (order_id, code, name, theme, amount_cents, recipient_name, recipient_email) VALUES (1, 'OLDCODE1', 'G', 'General', 5000, 'R', 'r@example.com')");
    migrate(store);
    expect(store.get<{ balance_cents: number }>("SELECT balance_cents FROM order_gift_certificates WHERE code = 'OLDCODE1'")?.balance_cents).toBe(5000);
    expect(() => store.run("UPDATE order_gift_certificates SET balance_cents = -1 WHERE code = 'OLDCODE1'")).toThrow(/CHECK/);
  });

  it('applies only the migrations added since the last start', () => {
    const { store } = openStore(path.join(freshRoot(), 'data'));
    migrate(store);
    const next: Migration = { version: MIGRATIONS.length + 1, name: 'gift registries', sql: 'CREATE TABLE gift_registries (id INTEGER PRIMARY KEY)' };
    expect(migrate(store, [...MIGRATIONS, next])).toEqual([next.version]);
    expect(migrate(store, [...MIGRATIONS, next])).toEqual([]);
    // Code older than the store refuses to run against it.
    expect(() => migrate(store, MIGRATIONS)).toThrow(/newer than this code knows/);
  });

  it('rolls back a failing migration as a whole', () => {
    const { store } = openStore(path.join(freshRoot(), 'data'));
    migrate(store);
    const broken: Migration = { version: MIGRATIONS.length + 1, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); SELECT * FROM nowhere;' };
    expect(() => migrate(store, [...MIGRATIONS, broken])).toThrow();
    expect(store.get('SELECT name FROM sqlite_master WHERE name = ?', 'half')).toBeUndefined();
    expect(store.get('SELECT version FROM schema_migrations WHERE version = ?', broken.version)).toBeUndefined();
  });

  it('refuses migrations that are not numbered in order', () => {
    const { store } = openStore(path.join(freshRoot(), 'data'));
    expect(() => migrate(store, [{ version: 2, name: 'x', sql: '' }])).toThrow(/numbered/);
  });
});

describe('seeding', () => {
  it('seeds the catalogue once, in one go, and a second seed changes nothing', () => {
    const root = freshRoot();
    const dataDir = path.join(root, 'data');
    const seedFile = writeCatalogue(root);
    createEmbeddedCommerce({ dataDir, seedFile });
    const first = counts(dataDir);
    expect(first).toEqual({ products: 5, variants: 9, inventory: 9, meta: 1 });
    const record = withRawDb(dataDir, (db) => db.prepare("SELECT value FROM meta WHERE key = 'catalogue_seed'").get() as { value: string });

    // Change stock, then start again twice (also through the app's default path): nothing is re-seeded.
    withRawDb(dataDir, (db) => db.prepare('UPDATE inventory SET quantity = 7 WHERE variant_id = 10101').run([]));
    createEmbeddedCommerce({ dataDir, seedFile });
    closeAllStores();
    const { store } = openStore(dataDir);
    expect(seedCatalogue(store, seedFile)).toBe('already_seeded');
    expect(counts(dataDir)).toEqual(first);
    expect(store.get<{ quantity: number }>('SELECT quantity FROM inventory WHERE variant_id = 10101')?.quantity).toBe(7);
    expect(withRawDb(dataDir, (db) => db.prepare("SELECT value FROM meta WHERE key = 'catalogue_seed'").get() as { value: string }).value).toBe(
      record.value,
    );
    expect(readSeedRecord(store)).toMatchObject({ file: seedFile, products: 5, variants: 9 });
  });

  it('deleting the data directory gives a fresh store', async () => {
    const root = freshRoot();
    const dataDir = path.join(root, 'data');
    const seedFile = writeCatalogue(root);
    const first = createEmbeddedCommerce({ dataDir, seedFile });
    const cart = await first.addCartItem(null, { productId: 101, variantId: 10101, quantity: 1 });
    fs.rmSync(dataDir, { recursive: true, force: true });

    const second = createEmbeddedCommerce({ dataDir, seedFile });
    await expect(second.getCart(cart.id)).resolves.toBeNull();
    expect(counts(dataDir).products).toBe(5);
  });

  it('starts with an empty catalogue when the seed file is missing, and seeds once it appears', async () => {
    const root = freshRoot();
    const dataDir = path.join(root, 'data');
    const seedFile = path.join(root, 'catalogue.json');
    const logs = captureLogs();
    const empty = createEmbeddedCommerce({ dataDir, seedFile });
    await expect(empty.listProducts()).resolves.toEqual([]);
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.stringContaining('not found') }));
    logs.restore();

    writeCatalogue(root);
    const seeded = createEmbeddedCommerce({ dataDir, seedFile });
    await expect(seeded.listProducts()).resolves.toHaveLength(5);
  });

  it('rejects a malformed catalogue with a message that names the problem, writing nothing', () => {
    const root = freshRoot();
    const dataDir = path.join(root, 'data');
    const broken = structuredClone(fixtureCatalogue) as { products: Record<string, unknown>[] };
    broken.products[1].slug = broken.products[0].slug;
    const seedFile = writeCatalogue(root, broken);
    expect(() => createEmbeddedCommerce({ dataDir, seedFile })).toThrow(/products\[1\] \(id 102\): duplicate slug "whey-protein-isolate"/);
    expect(counts(dataDir)).toEqual({ products: 0, variants: 0, inventory: 0, meta: 0 });

    fs.writeFileSync(seedFile, '{ not json');
    expect(() => createEmbeddedCommerce({ dataDir, seedFile })).toThrow(/not valid JSON/);
  });

  it('validates the seed shape', () => {
    expect(() => parseCatalogue({})).toThrow(/expected \{ "products"/);
    expect(() => parseCatalogue({ products: [{ id: 1, slug: 'a', name: 'A', variants: [] }] })).toThrow(/"variants" must be a non-empty array/);
    expect(() =>
      parseCatalogue({ products: [{ id: 1, slug: 'a', name: 'A', variants: [{ id: 1, sku: 'A', priceCents: 9.99 }] }] }),
    ).toThrow(/"priceCents" must be a whole number/);
    expect(() =>
      parseCatalogue({
        products: [
          { id: 1, slug: 'a', name: 'A', variants: [{ id: 5, sku: 'A', priceCents: 1 }] },
          { id: 2, slug: 'b', name: 'B', variants: [{ id: 5, sku: 'B', priceCents: 1 }] },
        ],
      }),
    ).toThrow(/duplicate variant id 5/);
  });

  const realCatalogue = path.resolve(process.cwd(), 'data/catalogue.json');
  (fs.existsSync(realCatalogue) ? it : it.skip)('seeds the real data/catalogue.json', async () => {
    const dataDir = path.join(freshRoot(), 'data');
    const commerce = createEmbeddedCommerce({ dataDir });
    const products = await commerce.listProducts();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.priceRange.minCents).toBeLessThanOrEqual(product.priceRange.maxCents);
    }
  });
});
