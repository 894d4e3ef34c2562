/** @jest-environment node */
import { adjustInventory } from '@/lib/commerce/embedded/catalogue';
import { closeAllStores, openStore } from '@/lib/commerce/embedded/db';
import { seededDataDir, withRawDb } from '@/tests/support/embedded-store';

const env = seededDataDir();
const { commerce } = env;
const store = () => openStore(env.dataDir).store;

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

describe('product reads', () => {
  it('returns a fully populated product by slug', async () => {
    const product = await commerce.getProductBySlug('whey-protein-isolate');
    expect(product).toEqual({
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
      variants: [
        {
          id: 10101,
          sku: 'WPI-CHO-1KG',
          options: [
            { name: 'Flavour', value: 'Chocolate' },
            { name: 'Package Size', value: '1kg' },
          ],
          priceCents: 4990,
          retailPriceCents: 5490,
          inventory: 10000,
          purchasable: true,
          // The variant's own picture (width and height default like product images).
          image: { url: '/images/products/wpi-chocolate.svg', altText: 'WPI bag, Chocolate', isDefault: false, width: 800, height: 800 },
        },
        expect.objectContaining({ id: 10102, retailPriceCents: null, inventory: 3, purchasable: true, image: null }),
        expect.objectContaining({ id: 10103, priceCents: 9990, retailPriceCents: 10990, inventory: 0, purchasable: false }),
      ],
      priceRange: { minCents: 4990, maxCents: 9990 },
      // Variants without a retail price count at their sale price.
      retailPriceRange: { minCents: 4990, maxCents: 10990 },
      isGiftCertificate: false,
      nutrition: { servingSizeGrams: 30, proteinPerServeGrams: 27, packSizesGrams: { '1kg': 1000, '2.5kg': 2500 } },
    });
    await expect(commerce.getProductBySlug('no-such-product')).resolves.toBeNull();
  });

  it('fills defaults and leaves no undefined value (props must serialise)', async () => {
    const shaker = await commerce.getProductBySlug('shaker');
    expect(shaker).toMatchObject({
      shortName: 'Shaker',
      shortDescription: '',
      images: [],
      retailPriceRange: { minCents: 995, maxCents: 995 },
      priceRange: { minCents: 795, maxCents: 995 },
    });
    expect('nutrition' in shaker!).toBe(false);
    expect(shaker!.variants[1]).toMatchObject({ id: 10502, purchasable: false, inventory: 5 });
    expect(JSON.parse(JSON.stringify(shaker))).toEqual(shaker);
    const creatine = await commerce.getProductBySlug('creatine-monohydrate');
    expect(creatine!.retailPriceRange).toBeNull();
  });

  it('keeps the input order for ids and leaves unknown ids out', async () => {
    const products = await commerce.getProductsByIds([103, 999, 101, 102]);
    expect(products.map((p) => p.id)).toEqual([103, 101, 102]);
    await expect(commerce.getProductsByIds([])).resolves.toEqual([]);
  });

  it('lists every product in catalogue order', async () => {
    const products = await commerce.listProducts();
    expect(products.map((p) => p.slug)).toEqual([
      'whey-protein-isolate',
      'creatine-monohydrate',
      'protein-bar-box',
      'digital-gift-card',
      'shaker',
    ]);
    expect(products[3].isGiftCertificate).toBe(true);
  });

  it('serves products from the cache, frozen against accidental changes', async () => {
    const a = await commerce.getProductBySlug('creatine-monohydrate');
    const b = (await commerce.getProductsByIds([102]))[0];
    expect(a).toBe(b);
    expect(Object.isFrozen(a!.variants[0])).toBe(true);
  });

  it('drops cached stock when this process changes it', async () => {
    const before = await commerce.getProductBySlug('creatine-monohydrate');
    expect(before!.variants[0].inventory).toBe(100);
    await expect(adjustInventory(store(), 10201, -4)).resolves.toBe(96);
    const after = await commerce.getProductBySlug('creatine-monohydrate');
    expect(after!.variants[0].inventory).toBe(96);
    await expect(adjustInventory(store(), 10201, -1000)).rejects.toThrow(/Only 96/);
    await expect(adjustInventory(store(), 99999, 1)).rejects.toThrow(/does not exist/);
  });

  it('drops cached stock when another process changes the file', async () => {
    expect((await commerce.listProducts())[2].variants[0].inventory).toBe(50);
    withRawDb(env.dataDir, (db) => db.prepare('UPDATE inventory SET quantity = 0 WHERE variant_id = 10301').run([]));
    const bars = await commerce.getProductBySlug('protein-bar-box');
    expect(bars!.variants[0]).toMatchObject({ inventory: 0, purchasable: false });
    expect((await commerce.listProducts())[2].variants[0].inventory).toBe(0);
  });
});

describe('catalogue items for the cart lookup', () => {
  it('answers one item per pair, in order, with the variant price in cents', async () => {
    const items = await commerce.getCatalogueItems([102, 101, 999, 101], [10202, 10102, 1, 10201]);
    expect(items).toEqual([
      {
        productId: 102,
        url: '/products/creatine-monohydrate',
        title: 'Creatine Monohydrate',
        image: { url: '/images/products/creatine.svg', altText: 'Creatine tub', isDefault: true, width: 800, height: 800 },
        priceCents: 3990,
        variant: { variantId: 10202, options: [{ title: 'Package Size', value: '500g' }] },
      },
      {
        productId: 101,
        url: '/products/whey-protein-isolate',
        title: 'Whey Protein Isolate',
        image: expect.objectContaining({ url: '/images/products/wpi.svg' }),
        priceCents: 4990,
        variant: {
          variantId: 10102,
          options: [
            { title: 'Flavour', value: 'Vanilla' },
            { title: 'Package Size', value: '1kg' },
          ],
        },
      },
      // 999 is unknown and 10201 is not a variant of 101: both left out.
    ]);
  });

  it('gives the product at its lowest price when no variant id is paired', async () => {
    const [item] = await commerce.getCatalogueItems([101], []);
    expect(item).toMatchObject({ productId: 101, priceCents: 4990, variant: null });
    const [giftCard] = await commerce.getCatalogueItems([104], [10401]);
    expect(giftCard.image).toBeNull();
  });
});

describe('catalogue revision', () => {
  it('moves when a product or a variant changes, and not when stock does', async () => {
    const db = store();
    const first = await commerce.catalogueRevision();
    expect(await commerce.catalogueRevision()).toBe(first);
    db.run('UPDATE inventory SET quantity = quantity + 1');
    expect(await commerce.catalogueRevision()).toBe(first);
    db.run('UPDATE variants SET price_cents = price_cents + 100 WHERE id = (SELECT MIN(id) FROM variants)');
    const second = await commerce.catalogueRevision();
    expect(second).not.toBe(first);
    db.run("UPDATE products SET name = name || ' (new)' WHERE id = (SELECT MIN(id) FROM products)");
    expect(await commerce.catalogueRevision()).not.toBe(second);
  });
});
