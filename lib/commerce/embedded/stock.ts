/**
 * The embedded store's stock administration (the admin script `npm run stock`; hosted stock lives in BigCommerce):
 * adds units to a variant found by SKU. Never goes below zero.
 */
import { CommerceError } from '../errors';
import { adjustInventory } from './catalogue';
import { openStore } from './db';
import { createEmbeddedCommerce, type EmbeddedCommerceOptions } from './index';

interface StockChange {
  productId: number;
  variantId: number;
  sku: string;
  before: number;
  after: number;
}

export async function addStockBySku(options: EmbeddedCommerceOptions, sku: string, add: number): Promise<StockChange> {
  if (!Number.isSafeInteger(add) || add === 0) throw new CommerceError('invalid_input', '--add must be a whole number other than 0.');
  createEmbeddedCommerce(options); // opens, migrates and seeds the store when needed
  const { store } = openStore(options.dataDir);
  const variant = store.get<{ id: number; product_id: number; sku: string; quantity: number | null }>(
    `SELECT v.id, v.product_id, v.sku, i.quantity FROM variants v LEFT JOIN inventory i ON i.variant_id = v.id
     WHERE v.sku = ? COLLATE NOCASE`,
    sku.trim(),
  );
  if (!variant) throw new CommerceError('not_found', `No variant has the SKU ${sku}.`);
  const before = variant.quantity ?? 0;
  const after = await adjustInventory(store, variant.id, add, options.now?.() ?? Date.now());
  return { productId: variant.product_id, variantId: variant.id, sku: variant.sku, before, after };
}
