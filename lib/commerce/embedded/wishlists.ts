/**
 * Wish lists of the embedded store, shaped like BigCommerce's: named lists of a customer, each item a product and
 * optionally one variant. Every operation is scoped to the owner: another customer's list is not_found.
 */
import { randomBytes } from 'node:crypto';
import { CommerceError, notInCatalogue } from '../errors';
import type { Wishlist } from '../types';
import { storedText } from './customers';
import type { Store } from './db';

export type WishlistItemInput = { productId: number; variantId?: number | null };

const MAX_ITEMS = 200;
const MAX_LISTS = 20;

interface ListRow {
  id: number;
  name: string;
  is_public: number;
  token: string;
}

interface ItemRow {
  id: number;
  wishlist_id: number;
  product_id: number;
  variant_id: number;
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function requireSignedIn(customerId: number): void {
  if (!positive(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to use a wish list.');
}

function toWishlist(list: ListRow, items: ItemRow[]): Wishlist {
  return {
    id: list.id,
    name: list.name,
    isPublic: list.is_public === 1,
    token: list.token,
    items: items.map((item) => ({ id: item.id, productId: item.product_id, variantId: item.variant_id === 0 ? null : item.variant_id })),
  };
}

function readList(store: Store, customerId: number, wishlistId: number): Wishlist {
  const list = store.get<ListRow>('SELECT id, name, is_public, token FROM wishlists WHERE id = ? AND customer_id = ?', wishlistId, customerId);
  if (!list) throw new CommerceError('not_found', 'Wish list not found.');
  const items = store.all<ItemRow>('SELECT id, wishlist_id, product_id, variant_id FROM wishlist_items WHERE wishlist_id = ? ORDER BY id DESC', list.id);
  return toWishlist(list, items);
}

/** Checks the items against the catalogue: the product exists and the variant is one of its own. */
function cleanItems(store: Store, items: WishlistItemInput[]): { productId: number; variantId: number }[] {
  if (!Array.isArray(items)) throw new CommerceError('invalid_input', 'Items must be a list.');
  return items.map((item) => {
    if (!positive(item?.productId)) throw new CommerceError('invalid_input', 'A product id is required.');
    const variantId = item.variantId ?? null;
    if (variantId !== null && !positive(variantId)) throw new CommerceError('invalid_input', 'A variant id must be a positive whole number.');
    const found =
      variantId === null
        ? store.get<{ id: number }>('SELECT id FROM products WHERE id = ?', item.productId)
        : store.get<{ id: number }>('SELECT id FROM variants WHERE id = ? AND product_id = ?', variantId, item.productId);
    if (!found) throw notInCatalogue(store.get('SELECT id FROM products WHERE id = ?', item.productId) !== undefined);
    return { productId: item.productId, variantId: variantId ?? 0 };
  });
}

function insertItems(store: Store, wishlistId: number, items: { productId: number; variantId: number }[], now: number): void {
  for (const item of items) {
    store.run(
      `INSERT INTO wishlist_items (wishlist_id, product_id, variant_id, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (wishlist_id, product_id, variant_id) DO NOTHING`,
      wishlistId,
      item.productId,
      item.variantId,
      now,
    );
  }
  const count = store.get<{ n: number }>('SELECT COUNT(*) AS n FROM wishlist_items WHERE wishlist_id = ?', wishlistId)?.n ?? 0;
  if (count > MAX_ITEMS) throw new CommerceError('invalid_input', `A wish list holds at most ${MAX_ITEMS} items.`);
}

export function listWishlists(store: Store, customerId: number): Wishlist[] {
  if (!positive(customerId)) return [];
  return store
    .all<{ id: number }>('SELECT id FROM wishlists WHERE customer_id = ? ORDER BY id', customerId)
    .map((row) => readList(store, customerId, row.id));
}

export async function createWishlist(store: Store, customerId: number, name: string, items: WishlistItemInput[], now: number): Promise<Wishlist> {
  requireSignedIn(customerId);
  const clean = storedText(name, 100);
  if (!clean) throw new CommerceError('invalid_input', 'A wish list needs a name.');
  const checked = cleanItems(store, items);
  return store.write(() => {
    const count = store.get<{ n: number }>('SELECT COUNT(*) AS n FROM wishlists WHERE customer_id = ?', customerId)?.n ?? 0;
    if (count >= MAX_LISTS) throw new CommerceError('invalid_input', `You can keep at most ${MAX_LISTS} wish lists.`);
    const id = store.run(
      'INSERT INTO wishlists (customer_id, name, is_public, token, created_at) VALUES (?, ?, 0, ?, ?)',
      customerId,
      clean,
      randomBytes(16).toString('hex'),
      now,
    ).lastInsertRowid;
    insertItems(store, id, checked, now);
    return readList(store, customerId, id);
  });
}

export async function addWishlistItems(store: Store, customerId: number, wishlistId: number, items: WishlistItemInput[], now: number): Promise<Wishlist> {
  requireSignedIn(customerId);
  const checked = cleanItems(store, items);
  return store.write(() => {
    readList(store, customerId, wishlistId);
    insertItems(store, wishlistId, checked, now);
    return readList(store, customerId, wishlistId);
  });
}

export async function removeWishlistItems(store: Store, customerId: number, wishlistId: number, itemIds: number[]): Promise<Wishlist> {
  requireSignedIn(customerId);
  if (!Array.isArray(itemIds) || !itemIds.every(positive)) throw new CommerceError('invalid_input', 'Item ids must be positive whole numbers.');
  return store.write(() => {
    readList(store, customerId, wishlistId);
    for (const itemId of itemIds) store.run('DELETE FROM wishlist_items WHERE id = ? AND wishlist_id = ?', itemId, wishlistId);
    return readList(store, customerId, wishlistId);
  });
}
