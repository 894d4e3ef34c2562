/**
 * The shopper's wish list: the first list of the customer in the commerce service (BigCommerce's wishlists, or the
 * embedded store's), created as "My wish list" on the first save. Entries are shown with today's catalogue
 * (name, picture, options, price, stock); an item whose product left the catalogue is not shown.
 */
import { isInStock } from '@/lib/commerce/in-stock';
import { lineLabel } from '@/lib/commerce/item-name';
import type { CommerceService } from '@/lib/commerce/service';
import type { Product, ProductOptionValue, Wishlist } from '@/lib/commerce/types';

const DEFAULT_WISHLIST_NAME = 'My wish list';

/** The wish list route: the browser's reads and changes, and the hearts' form posts. */
export const WISHLIST_URL = '/api/account/wishlist';

/** One saved variant as the account page and the save buttons use it. */
export interface WishlistEntry {
  itemId: number;
  productId: number;
  /** null: the product, whichever variant (lists made elsewhere, e.g. BigCommerce's own storefront). */
  variantId: number | null;
  slug: string;
  name: string;
  imageUrl: string | null;
  options: ProductOptionValue[];
  priceCents: number;
  inStock: boolean;
  minQuantity: number;
  maxQuantity: number;
}

/**
 * What a removal says (the list's status with JavaScript, the page's notice without): the entry removed, or, when it
 * is not known (gone already, or its product left the catalogue), that it is not in the list.
 */
export function removedMessage(entry: Pick<WishlistEntry, 'name' | 'options'> | undefined): string {
  return entry ? `Removed ${lineLabel(entry.name, entry.options)} from your wish list.` : 'That item is no longer in your wish list.';
}

export interface WishlistView {
  wishlistId: number | null;
  entries: WishlistEntry[];
}

function entryOf(item: Wishlist['items'][number], product: Product): WishlistEntry {
  const variant = product.variants.find((candidate) => candidate.id === item.variantId) ?? null;
  const image = variant?.image ?? product.images.find((candidate) => candidate.isDefault) ?? product.images[0] ?? null;
  return {
    itemId: item.id,
    productId: product.id,
    variantId: variant ? variant.id : null,
    slug: product.slug,
    name: product.name,
    imageUrl: image?.url ?? null,
    options: variant?.options ?? [],
    priceCents: variant ? variant.priceCents : product.priceRange.minCents,
    inStock: variant ? isInStock(variant) : product.variants.some(isInStock),
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
  };
}

export async function wishlistView(commerce: CommerceService, list: Wishlist | null): Promise<WishlistView> {
  if (!list) return { wishlistId: null, entries: [] };
  const products = new Map((await commerce.getProductsByIds([...new Set(list.items.map((item) => item.productId))])).map((product) => [product.id, product]));
  const entries = list.items.flatMap((item) => {
    const product = products.get(item.productId);
    return product ? [entryOf(item, product)] : [];
  });
  return { wishlistId: list.id, entries };
}

export async function customerWishlist(commerce: CommerceService, customerId: number): Promise<Wishlist | null> {
  return (await commerce.listWishlists(customerId))[0] ?? null;
}

/** Saves a variant to the customer's list (making the list on the first save); saving it again changes nothing. */
export async function saveToWishlist(commerce: CommerceService, customerId: number, item: { productId: number; variantId: number | null }): Promise<Wishlist> {
  const list = await customerWishlist(commerce, customerId);
  if (!list) return commerce.createWishlist(customerId, DEFAULT_WISHLIST_NAME, [item]);
  if (list.items.some((saved) => saved.productId === item.productId && saved.variantId === item.variantId)) return list;
  return commerce.addWishlistItems(customerId, list.id, [item]);
}

/**
 * Removes an item from the customer's list, and says which went (only its product is looked up) or, for an item no
 * longer there (removed in another tab), that it has gone. Another customer's item is not in this list: untouched.
 */
export async function removeFromWishlist(commerce: CommerceService, customerId: number, itemId: number): Promise<{ list: Wishlist | null; message: string }> {
  const list = await customerWishlist(commerce, customerId);
  const item = list?.items.find((saved) => saved.id === itemId);
  if (!list || !item) return { list, message: removedMessage(undefined) };
  const [product] = await commerce.getProductsByIds([item.productId]);
  const remaining = await commerce.removeWishlistItems(customerId, list.id, [itemId]);
  return { list: remaining, message: removedMessage(product ? entryOf(item, product) : undefined) };
}
