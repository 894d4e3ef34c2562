/**
 * Catalogue reads with an in-memory product cache. The cache lives on the shared connection and is dropped
 * when this process changes stock (adjustInventory) or when another process commits to the file
 * (PRAGMA data_version), so a product page never shows stale stock for long and costs one tiny query.
 * Cached products are frozen: callers must copy before changing one.
 */
import type { CatalogueItem, PriceRange, Product, ProductImage, ProductOptionValue, ProductVariant } from '../types';
import { CommerceError } from '../errors';
import type { Store } from './db';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  short_name: string;
  short_description: string;
  description: string;
  images_json: string;
  average_rating: number;
  review_count: number;
  min_quantity: number;
  max_quantity: number;
  is_gift_certificate: number;
  nutrition_json: string | null;
}

interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  options_json: string;
  price_cents: number;
  retail_price_cents: number | null;
  purchasable: number;
  inventory: number;
  image_json: string | null;
}

const PRODUCT_COLUMNS = `p.id, p.slug, p.name, p.short_name, p.short_description, p.description, p.images_json,
  p.average_rating, p.review_count, p.min_quantity, p.max_quantity, p.is_gift_certificate, p.nutrition_json`;

const VARIANT_SELECT = `SELECT v.id, v.product_id, v.sku, v.options_json, v.price_cents, v.retail_price_cents, v.purchasable, v.image_json,
    COALESCE(i.quantity, 0) AS inventory
  FROM variants v LEFT JOIN inventory i ON i.variant_id = v.id`;

class ProductCache {
  dataVersion = -1;
  byId = new Map<number, Product>();
  slugs = new Map<string, number>();
  all: Product[] | null = null;

  clear(): void {
    this.byId.clear();
    this.slugs.clear();
    this.all = null;
  }
}

function cacheOf(store: Store): ProductCache {
  const cache = store.shared('catalogue.products', () => new ProductCache());
  const version = store.dataVersion();
  if (version !== cache.dataVersion) {
    cache.clear();
    cache.dataVersion = version;
  }
  return cache;
}

/** Drops the cached products of this connection (after a stock or catalogue change). */
export function invalidateProducts(store: Store): void {
  store.shared('catalogue.products', () => new ProductCache()).clear();
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function range(values: number[]): PriceRange {
  return { minCents: Math.min(...values), maxCents: Math.max(...values) };
}

function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    sku: row.sku,
    options: JSON.parse(row.options_json) as ProductOptionValue[],
    priceCents: row.price_cents,
    retailPriceCents: row.retail_price_cents !== null && row.retail_price_cents > row.price_cents ? row.retail_price_cents : null,
    inventory: row.inventory,
    purchasable: row.purchasable === 1 && row.inventory > 0,
    image: row.image_json === null ? null : (JSON.parse(row.image_json) as ProductImage),
  };
}

function toProduct(row: ProductRow, variantRows: VariantRow[]): Product {
  const variants = variantRows.map(toVariant);
  const prices = variants.map((variant) => variant.priceCents);
  const hasRetail = variants.some((variant) => variant.retailPriceCents !== null);
  const product: Product = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    shortName: row.short_name,
    shortDescription: row.short_description,
    description: row.description,
    images: JSON.parse(row.images_json) as ProductImage[],
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    variants,
    priceRange: prices.length > 0 ? range(prices) : { minCents: 0, maxCents: 0 },
    retailPriceRange: hasRetail ? range(variants.map((variant) => variant.retailPriceCents ?? variant.priceCents)) : null,
    isGiftCertificate: row.is_gift_certificate === 1,
  };
  // Only set when present: props passed through getStaticProps must not hold undefined.
  if (row.nutrition_json !== null) product.nutrition = JSON.parse(row.nutrition_json) as Product['nutrition'];
  return deepFreeze(product);
}

/** Loads the products (with variants and stock) of `ids` that are not cached yet into the cache. */
function load(store: Store, cache: ProductCache, ids: number[]): void {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && !cache.byId.has(id));
  if (wanted.length === 0) return;
  const list = JSON.stringify(wanted);
  const rows = store.all<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id IN (SELECT value FROM json_each(?))`, list);
  const variants = store.all<VariantRow>(
    `${VARIANT_SELECT} WHERE v.product_id IN (SELECT value FROM json_each(?)) ORDER BY v.product_id, v.position, v.id`,
    list,
  );
  remember(cache, rows, variants);
}

function remember(cache: ProductCache, rows: ProductRow[], variants: VariantRow[]): Product[] {
  const byProduct = new Map<number, VariantRow[]>();
  for (const variant of variants) {
    const list = byProduct.get(variant.product_id);
    if (list) list.push(variant);
    else byProduct.set(variant.product_id, [variant]);
  }
  return rows.map((row) => {
    const product = toProduct(row, byProduct.get(row.id) ?? []);
    cache.byId.set(product.id, product);
    cache.slugs.set(product.slug, product.id);
    return product;
  });
}

export function getProductBySlug(store: Store, slug: string): Product | null {
  const cache = cacheOf(store);
  const known = cache.slugs.get(slug);
  if (known !== undefined) return cache.byId.get(known) ?? null;
  const row = store.get<{ id: number }>('SELECT id FROM products WHERE slug = ?', slug);
  if (!row) return null;
  load(store, cache, [row.id]);
  return cache.byId.get(row.id) ?? null;
}

/** The products in the order of `ids`; unknown ids are left out. */
export function getProductsByIds(store: Store, ids: number[]): Product[] {
  const cache = cacheOf(store);
  load(store, cache, ids);
  return ids.flatMap((id) => cache.byId.get(id) ?? []);
}

/** The catalogue's revision: a counter that moves with every product or variant change (migration 6). */
export function catalogueRevision(store: Store): string {
  return store.get<{ value: string }>("SELECT value FROM meta WHERE key = 'catalogue_revision'")?.value ?? '0';
}

/** Every product in catalogue order. */
export function listProducts(store: Store): Product[] {
  const cache = cacheOf(store);
  if (cache.all === null) {
    const rows = store.all<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products p ORDER BY p.position, p.id`);
    const variants = store.all<VariantRow>(`${VARIANT_SELECT} ORDER BY v.product_id, v.position, v.id`);
    cache.all = remember(cache, rows, variants);
  }
  return cache.all;
}

/**
 * The cart lookup: one item per (productIds[i], variantIds[i]) pair, in input order. A pair naming an unknown
 * product, or a variant of another product, is left out (a line whose product left the catalogue must not
 * break the whole cart). A missing variant id gives the product with no variant at its lowest price.
 */
export function getCatalogueItems(store: Store, productIds: number[], variantIds: number[]): CatalogueItem[] {
  const products = new Map(getProductsByIds(store, productIds).map((product) => [product.id, product]));
  const items: CatalogueItem[] = [];
  productIds.forEach((productId, index) => {
    const product = products.get(productId);
    if (!product) return;
    const variantId = variantIds[index];
    const variant = variantId === undefined ? null : product.variants.find((candidate) => candidate.id === variantId);
    if (variant === undefined) return;
    items.push({
      productId: product.id,
      url: `/products/${product.slug}`,
      title: product.name,
      image: product.images.find((image) => image.isDefault) ?? product.images[0] ?? null,
      priceCents: variant ? variant.priceCents : product.priceRange.minCents,
      variant: variant
        ? { variantId: variant.id, options: variant.options.map((option) => ({ title: option.name, value: option.value })) }
        : null,
    });
  });
  return items;
}

/**
 * Changes a variant's stock by `delta` inside the caller's write transaction (placing an order passes a negative
 * delta). Refuses to go below zero. Drops the product cache.
 */
export function adjustInventoryInTransaction(store: Store, variantId: number, delta: number, now: number): number {
  const row = store.get<{ quantity: number }>('SELECT quantity FROM inventory WHERE variant_id = ?', variantId);
  if (!row) throw new CommerceError('not_found', `Variant ${variantId} does not exist.`);
  const quantity = row.quantity + delta;
  if (quantity < 0) throw new CommerceError('out_of_stock', `Only ${row.quantity} of variant ${variantId} are in stock.`);
  store.run('UPDATE inventory SET quantity = ?, updated_at = ? WHERE variant_id = ?', quantity, now, variantId);
  invalidateProducts(store);
  return quantity;
}

/** The same in a transaction of its own. */
export function adjustInventory(store: Store, variantId: number, delta: number, now: number = Date.now()): Promise<number> {
  return store.write(() => adjustInventoryInTransaction(store, variantId, delta, now));
}
