/**
 * Seeds the catalogue from `data/catalogue.json` (format: docs/data-model.md) on first start, in one
 * transaction. The seed is recorded in `meta`; a seeded store is never seeded again (delete the data directory
 * for a fresh store).
 */
import fs from 'node:fs';
import { getLogger } from '../../operations/logger';
import type { ProductImage, ProductOptionValue } from '../types';
import type { Store } from './db';
import { isRecord } from '../../validation/is-record';

const SEED_META_KEY = 'catalogue_seed';

interface SeedVariant {
  id: number;
  sku: string;
  options: ProductOptionValue[];
  priceCents: number;
  retailPriceCents: number | null;
  inventory: number;
  purchasable: boolean;
  image: ProductImage | null;
}

interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  shortDescription: string;
  description: string;
  images: ProductImage[];
  averageRating: number;
  reviewCount: number;
  minQuantity: number;
  maxQuantity: number;
  isGiftCertificate: boolean;
  nutrition: unknown;
  options: { name: string; values: string[] }[];
  variants: SeedVariant[];
}

interface SeedRecord {
  file: string;
  size: number;
  mtimeMs: number;
  products: number;
  variants: number;
  seededAt: string;
}

type SeedOutcome = 'seeded' | 'already_seeded' | 'missing_file';

/* ------------------------------------------------------------------ parsing */

class SeedError extends Error {
  constructor(where: string, message: string) {
    super(`Invalid catalogue seed at ${where}: ${message}`);
    this.name = 'SeedError';
  }
}

type Json = Record<string, unknown>;

function str(obj: Json, key: string, where: string, fallback?: string): string {
  const value = obj[key];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw new SeedError(where, `"${key}" is required`);
  }
  if (typeof value !== 'string') throw new SeedError(where, `"${key}" must be a string`);
  return value;
}

function int(obj: Json, key: string, where: string, fallback?: number, min = 0): number {
  const value = obj[key];
  if (value === undefined || value === null) {
    if (fallback !== undefined) return fallback;
    throw new SeedError(where, `"${key}" is required`);
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new SeedError(where, `"${key}" must be a whole number of at least ${min}`);
  }
  return value;
}

function num(obj: Json, key: string, where: string, fallback: number): number {
  const value = obj[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new SeedError(where, `"${key}" must be a number`);
  return value;
}

function parseOptionValues(value: unknown, where: string): ProductOptionValue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SeedError(where, '"options" must be an array');
  return value.map((option, i) => {
    if (!isRecord(option)) throw new SeedError(`${where}.options[${i}]`, 'must be an object');
    return { name: str(option, 'name', `${where}.options[${i}]`), value: str(option, 'value', `${where}.options[${i}]`) };
  });
}

function parseImage(image: unknown, at: string, altFallback: string): ProductImage {
  if (!isRecord(image)) throw new SeedError(at, 'must be an object');
  return {
    url: str(image, 'url', at),
    altText: str(image, 'altText', at, altFallback),
    isDefault: image.isDefault === true,
    width: int(image, 'width', at, 800, 1),
    height: int(image, 'height', at, 800, 1),
  };
}

function parseImages(value: unknown, where: string, productName: string): ProductImage[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SeedError(where, '"images" must be an array');
  const images = value.map((image, i): ProductImage => parseImage(image, `${where}.images[${i}]`, productName));
  // Exactly one default image: the first flagged one, else the first.
  const first = Math.max(0, images.findIndex((image) => image.isDefault));
  return images.map((image, i) => ({ ...image, isDefault: i === first }));
}

export function parseCatalogue(raw: unknown): SeedProduct[] {
  if (!isRecord(raw) || !Array.isArray(raw.products)) throw new SeedError('the top level', 'expected { "products": [...] }');
  const productIds = new Set<number>();
  const slugs = new Set<string>();
  const variantIds = new Set<number>();
  return raw.products.map((product, index): SeedProduct => {
    let where = `products[${index}]`;
    if (!isRecord(product)) throw new SeedError(where, 'must be an object');
    const id = int(product, 'id', where, undefined, 1);
    where = `products[${index}] (id ${id})`;
    const slug = str(product, 'slug', where);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new SeedError(where, `slug "${slug}" must be lowercase letters, digits and hyphens`);
    if (productIds.has(id)) throw new SeedError(where, `duplicate product id ${id}`);
    if (slugs.has(slug)) throw new SeedError(where, `duplicate slug "${slug}"`);
    productIds.add(id);
    slugs.add(slug);
    const name = str(product, 'name', where);

    const options = product.options === undefined || product.options === null ? [] : product.options;
    if (!Array.isArray(options)) throw new SeedError(where, '"options" must be an array');
    const optionDefinitions = options.map((option, i) => {
      const at = `${where}.options[${i}]`;
      if (!isRecord(option) || !Array.isArray(option.values) || !option.values.every((v) => typeof v === 'string')) {
        throw new SeedError(at, 'expected { "name": string, "values": string[] }');
      }
      return { name: str(option, 'name', at), values: option.values as string[] };
    });

    if (!Array.isArray(product.variants) || product.variants.length === 0) {
      throw new SeedError(where, '"variants" must be a non-empty array');
    }
    const variants = product.variants.map((variant, i): SeedVariant => {
      const at = `${where}.variants[${i}]`;
      if (!isRecord(variant)) throw new SeedError(at, 'must be an object');
      const variantId = int(variant, 'id', at, undefined, 1);
      if (variantIds.has(variantId)) throw new SeedError(at, `duplicate variant id ${variantId}`);
      variantIds.add(variantId);
      const retail = variant.retailPriceCents;
      return {
        id: variantId,
        sku: str(variant, 'sku', at),
        options: parseOptionValues(variant.options, at),
        priceCents: int(variant, 'priceCents', at),
        retailPriceCents: retail === undefined || retail === null ? null : int(variant, 'retailPriceCents', at),
        inventory: int(variant, 'inventory', at, 0),
        purchasable: variant.purchasable !== false,
        image: variant.image === undefined || variant.image === null ? null : { ...parseImage(variant.image, `${at}.image`, ''), isDefault: false },
      };
    });

    const minQuantity = int(product, 'minQuantity', where, 0);
    const maxQuantity = int(product, 'maxQuantity', where, 0);
    if (maxQuantity > 0 && minQuantity > maxQuantity) throw new SeedError(where, 'minQuantity is above maxQuantity');
    const averageRating = num(product, 'averageRating', where, 0);
    if (averageRating < 0 || averageRating > 5) throw new SeedError(where, '"averageRating" must be between 0 and 5');
    if (product.nutrition !== undefined && product.nutrition !== null && !isRecord(product.nutrition)) {
      throw new SeedError(where, '"nutrition" must be an object');
    }

    return {
      id,
      slug,
      name,
      shortName: str(product, 'shortName', where, name),
      shortDescription: str(product, 'shortDescription', where, ''),
      description: str(product, 'description', where, ''),
      images: parseImages(product.images, where, name),
      averageRating: Math.round(averageRating * 10) / 10,
      reviewCount: int(product, 'reviewCount', where, 0),
      minQuantity,
      maxQuantity,
      isGiftCertificate: product.isGiftCertificate === true,
      nutrition: product.nutrition ?? null,
      options: optionDefinitions,
      variants,
    };
  });
}

/* ------------------------------------------------------------------ seeding */

const warned = new Set<string>();

function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  getLogger().warn(message);
}

export function readSeedRecord(store: Store): SeedRecord | null {
  const row = store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', SEED_META_KEY);
  return row ? (JSON.parse(row.value) as SeedRecord) : null;
}

function insertProducts(store: Store, products: SeedProduct[], now: number): number {
  let variantCount = 0;
  products.forEach((product, position) => {
    const image = product.images.find((candidate) => candidate.isDefault) ?? null;
    store.run(
      `INSERT OR IGNORE INTO products (id, slug, name, short_name, short_description, description, images_json, image_url,
         average_rating, review_count, min_quantity, max_quantity, is_gift_certificate, options_json, nutrition_json, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      product.id,
      product.slug,
      product.name,
      product.shortName,
      product.shortDescription,
      product.description,
      JSON.stringify(product.images),
      image?.url ?? null,
      product.averageRating,
      product.reviewCount,
      product.minQuantity,
      product.maxQuantity,
      product.isGiftCertificate ? 1 : 0,
      JSON.stringify(product.options),
      product.nutrition === null ? null : JSON.stringify(product.nutrition),
      position,
    );
    product.variants.forEach((variant, variantPosition) => {
      store.run(
        `INSERT OR IGNORE INTO variants (id, product_id, sku, options_json, price_cents, retail_price_cents, purchasable, position, image_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        variant.id,
        product.id,
        variant.sku,
        JSON.stringify(variant.options),
        variant.priceCents,
        variant.retailPriceCents,
        variant.purchasable ? 1 : 0,
        variantPosition,
        variant.image === null ? null : JSON.stringify(variant.image),
      );
      store.run('INSERT OR IGNORE INTO inventory (variant_id, quantity, updated_at) VALUES (?, ?, ?)', variant.id, variant.inventory, now);
      variantCount += 1;
    });
  });
  return variantCount;
}

/**
 * Seeds the store from `file` unless it was seeded before. A missing file leaves the catalogue empty (and
 * unseeded, so a later start seeds it); a malformed file throws, naming what is wrong.
 */
export function seedCatalogue(store: Store, file: string, now: number = Date.now()): SeedOutcome {
  const existing = readSeedRecord(store);
  if (existing) {
    if (existing.file === file) {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat && (stat.size !== existing.size || Math.trunc(stat.mtimeMs) !== existing.mtimeMs)) {
        warnOnce(
          `changed:${file}`,
          `[commerce] ${file} changed after the embedded store was seeded (${existing.seededAt}); ` +
            `delete ${store.file.replace(/store\.db$/, '')} to start a fresh store from it.`,
        );
      }
    }
    return 'already_seeded';
  }

  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) {
    warnOnce(`missing:${file}`, `[commerce] ${file} not found: the embedded catalogue is empty until it exists.`);
    return 'missing_file';
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The catalogue seed ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const products = parseCatalogue(raw);

  return store.writeNow(() => {
    // Re-check inside the write lock: another process may have seeded meanwhile.
    if (readSeedRecord(store)) return 'already_seeded';
    const variants = insertProducts(store, products, now);
    const record: SeedRecord = {
      file,
      size: stat.size,
      mtimeMs: Math.trunc(stat.mtimeMs),
      products: products.length,
      variants,
      seededAt: new Date(now).toISOString(),
    };
    store.run('INSERT INTO meta (key, value) VALUES (?, ?)', SEED_META_KEY, JSON.stringify(record));
    return 'seeded';
  });
}
