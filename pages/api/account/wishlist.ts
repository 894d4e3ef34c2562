import type { PageConfig } from 'next';
import { signedInCustomerId } from '@/lib/accounts/signed-in';
import { customerWishlist, saveToWishlist, wishlistView } from '@/lib/accounts/wishlist';
import { removeWishlistItemSchema, saveWishlistItemSchema } from '@/lib/accounts/wishlist-schema';
import { getCommerce } from '@/lib/commerce';
import { defineRoute, parseWith } from '@/lib/http/route';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * The signed-in customer's wish list, `{ data: { wishlistId, entries } }` for every method:
 *   GET                                  the list (empty before the first save)
 *   POST   { productId, variantId }      saves a variant (again: no change)
 *   DELETE { itemId }                    removes an item
 * A guest gets 401; a product or variant not in the catalogue is 404; another customer's item is not touched.
 */
export default defineRoute({
  GET: async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await signedInCustomerId(req, res);
    const commerce = await getCommerce();
    return { data: await wishlistView(commerce, await customerWishlist(commerce, customerId)) };
  },
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await signedInCustomerId(req, res);
    const item = await parseWith(saveWishlistItemSchema, body);
    const commerce = await getCommerce();
    return { data: await wishlistView(commerce, await saveToWishlist(commerce, customerId, { productId: item.productId, variantId: item.variantId ?? null })) };
  },
  DELETE: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await signedInCustomerId(req, res);
    const { itemId } = await parseWith(removeWishlistItemSchema, body);
    const commerce = await getCommerce();
    const list = await customerWishlist(commerce, customerId);
    if (!list) return { data: await wishlistView(commerce, null) };
    return { data: await wishlistView(commerce, await commerce.removeWishlistItems(customerId, list.id, [itemId])) };
  },
});
