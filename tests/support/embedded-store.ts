/**
 * Test-only helpers for the embedded store: a small catalogue in the data/catalogue.json format
 * (docs/data-model.md), temp data directories, and direct looks into the SQLite file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { resetConfigForTests } from '@/lib/config';
import { resetCommerceForTests } from '@/lib/commerce/index';
import { closeAllStores } from '@/lib/commerce/embedded/db';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';

const chocolate1kg = [
  { name: 'Flavour', value: 'Chocolate' },
  { name: 'Package Size', value: '1kg' },
];

/** Products 101-105 with the cases the cart rules care about. */
export const fixtureCatalogue = {
  products: [
    {
      id: 101,
      slug: 'whey-protein-isolate',
      name: 'Whey Protein Isolate',
      shortName: 'WPI',
      shortDescription: 'Fast-absorbing isolate.',
      description: 'A clean whey protein isolate.',
      images: [
        { url: '/images/products/wpi-back.svg', altText: 'Back of the WPI bag', isDefault: false, width: 800, height: 800 },
        { url: '/images/products/wpi.svg', altText: 'WPI bag', isDefault: true, width: 800, height: 800 },
      ],
      averageRating: 4.7,
      reviewCount: 214,
      minQuantity: 0,
      maxQuantity: 0,
      isGiftCertificate: false,
      nutrition: { servingSizeGrams: 30, proteinPerServeGrams: 27, packSizesGrams: { '1kg': 1000, '2.5kg': 2500 } },
      options: [
        { name: 'Flavour', values: ['Chocolate', 'Vanilla'] },
        { name: 'Package Size', values: ['1kg', '2.5kg'] },
      ],
      variants: [
        {
          id: 10101,
          sku: 'WPI-CHO-1KG',
          options: chocolate1kg,
          priceCents: 4990,
          retailPriceCents: 5490,
          inventory: 10000,
          image: { url: '/images/products/wpi-chocolate.svg', altText: 'WPI bag, Chocolate' },
        },
        {
          id: 10102,
          sku: 'WPI-VAN-1KG',
          options: [
            { name: 'Flavour', value: 'Vanilla' },
            { name: 'Package Size', value: '1kg' },
          ],
          priceCents: 4990,
          retailPriceCents: null,
          inventory: 3,
        },
        {
          id: 10103,
          sku: 'WPI-CHO-2.5KG',
          options: [
            { name: 'Flavour', value: 'Chocolate' },
            { name: 'Package Size', value: '2.5kg' },
          ],
          priceCents: 9990,
          retailPriceCents: 10990,
          inventory: 0,
        },
      ],
    },
    {
      id: 102,
      slug: 'creatine-monohydrate',
      name: 'Creatine Monohydrate',
      shortName: 'Creatine',
      shortDescription: 'Pure creatine.',
      description: 'Micronised creatine monohydrate.',
      images: [{ url: '/images/products/creatine.svg', altText: 'Creatine tub', isDefault: true, width: 800, height: 800 }],
      averageRating: 4.9,
      reviewCount: 88,
      minQuantity: 0,
      maxQuantity: 5,
      isGiftCertificate: false,
      options: [{ name: 'Package Size', values: ['250g', '500g'] }],
      variants: [
        { id: 10201, sku: 'CRE-250G', options: [{ name: 'Package Size', value: '250g' }], priceCents: 2490, retailPriceCents: null, inventory: 100 },
        { id: 10202, sku: 'CRE-500G', options: [{ name: 'Package Size', value: '500g' }], priceCents: 3990, retailPriceCents: null, inventory: 100 },
      ],
    },
    {
      id: 103,
      slug: 'protein-bar-box',
      name: 'Protein Bar Box',
      shortName: 'Bars',
      shortDescription: 'A box of bars.',
      description: 'Twelve protein bars.',
      images: [{ url: '/images/products/bars.svg', altText: 'Bar box', isDefault: true, width: 800, height: 800 }],
      averageRating: 4.1,
      reviewCount: 12,
      minQuantity: 2,
      maxQuantity: 0,
      isGiftCertificate: false,
      options: [{ name: 'Flavour', values: ['Choc Peanut'] }],
      variants: [{ id: 10301, sku: 'BAR-CP', options: [{ name: 'Flavour', value: 'Choc Peanut' }], priceCents: 3500, retailPriceCents: null, inventory: 50 }],
    },
    {
      id: 104,
      slug: 'digital-gift-card',
      name: 'Digital Gift Card',
      shortName: 'Gift Card',
      shortDescription: 'Send a gift.',
      description: 'A gift card delivered by email.',
      images: [],
      averageRating: 0,
      reviewCount: 0,
      isGiftCertificate: true,
      options: [{ name: 'Value', values: ['$50'] }],
      variants: [{ id: 10401, sku: 'GIFT-50', options: [{ name: 'Value', value: '$50' }], priceCents: 5000, retailPriceCents: null, inventory: 1000 }],
    },
    {
      id: 105,
      slug: 'shaker',
      name: 'Shaker',
      variants: [
        { id: 10501, sku: 'SHAKER', options: [], priceCents: 995, retailPriceCents: null, inventory: 20 },
        { id: 10502, sku: 'SHAKER-OLD', options: [], priceCents: 795, retailPriceCents: 995, inventory: 5, purchasable: false },
      ],
    },
  ],
};

export function tempDir(prefix = 'store-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes the fixture (or another catalogue) as JSON and returns the file's path. */
export function writeCatalogue(dir: string, catalogue: unknown = fixtureCatalogue): string {
  const file = path.join(dir, 'catalogue.json');
  fs.writeFileSync(file, JSON.stringify(catalogue, null, 2));
  return file;
}

/**
 * A fresh data directory seeded from the fixture. Later `createEmbeddedCommerce({ dataDir })` calls (the app's
 * factory) find it seeded and leave it as it is.
 */
export function seededDataDir(options: { now?: () => number } = {}) {
  const root = tempDir();
  const dataDir = path.join(root, 'data');
  const seedFile = writeCatalogue(root);
  const commerce = createEmbeddedCommerce({ dataDir, seedFile, now: options.now });
  return { root, dataDir, seedFile, commerce, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/**
 * For API route tests: a seeded fresh DATA_DIR for this test file, a fixed session secret, and the app's
 * config and commerce factory reset so the routes use them. Call at the top of the test file.
 */
export function routeTestEnv() {
  const env = seededDataDir();
  process.env.DATA_DIR = env.dataDir;
  process.env.SESSION_SECRET = 'route-tests-session-secret-0123456789abcdef';
  resetConfigForTests();
  resetCommerceForTests();
  return {
    ...env,
    cleanup() {
      resetCommerceForTests();
      closeAllStores();
      env.cleanup();
    },
  };
}

/** Opens the store file on a second connection (like another process would), runs fn, closes. */
export function withRawDb<T>(dataDir: string, fn: (db: InstanceType<typeof Database>) => T): T {
  const db = new Database(path.join(dataDir, 'store.db'), { timeout: 5000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Everything in the cart tables, for "nothing was written" assertions. */
export function snapshotCartTables(dataDir: string): string {
  return withRawDb(dataDir, (db) =>
    JSON.stringify({
      carts: db.prepare('SELECT * FROM carts ORDER BY id').all(),
      items: db.prepare('SELECT * FROM cart_items ORDER BY id').all(),
      giftCertificates: db.prepare('SELECT * FROM cart_gift_certificates ORDER BY id').all(),
    }),
  );
}

/** Moves a cart's expiry into the past, as if 30 days had passed since its last change. */
export function expireCart(dataDir: string, cartId: string): void {
  withRawDb(dataDir, (db) => db.prepare('UPDATE carts SET expires_at = ? WHERE id = ?').run([Date.now() - 1, cartId]));
}
