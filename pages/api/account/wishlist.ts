import type { PageConfig } from 'next';
import { signedInCustomerId } from '@/lib/accounts/signed-in';
import { customerWishlist, removeFromWishlist, saveToWishlist, wishlistView } from '@/lib/accounts/wishlist';
import { removeWishlistItemSchema, saveWishlistItemSchema } from '@/lib/accounts/wishlist-schema';
import { getCommerce } from '@/lib/commerce';
import { loginHref } from '@/lib/accounts/return-to';
import { choiceName, resolveProductChoice, type ProductChoice } from '@/lib/commerce/product-form';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { currentCustomerId } from '@/lib/http/session';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * The signed-in customer's wish list, `{ data: { wishlistId, entries } }` for every method:
 *   GET                                  the list (empty before the first save)
 *   POST   { productId, variantId }      saves a variant (again: no change)
 *   DELETE { itemId }                    removes an item (a form post comes back to the wish list saying which)
 * A guest gets 401; a product or variant not in the catalogue is 404; another customer's item is not touched.
 * The heart posts here as a form before and without JavaScript (`productId` with `variantId` or the product page's
 * `options.<name>`): a guest goes to sign in (which then saves it) and on to the wish list, a customer to the wish list
 * with a notice.
 */
export default defineRoute({
  GET: async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await signedInCustomerId(req, res);
    const commerce = await getCommerce();
    return { data: await wishlistView(commerce, await customerWishlist(commerce, customerId)) };
  },
  POST: async ({ req, res, body, form }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (form) {
      const commerce = await getCommerce();
      const signedIn = await currentCustomerId(req, res);
      let choice: ProductChoice;
      try {
        choice = await resolveProductChoice(commerce, body);
      } catch (error) {
        // The product page is static (it cannot show a message): the wish list page (or, for a guest, sign-in) says it.
        if (error instanceof ApiError && error.status < 500) return { data: null, message: error.message, redirect: signedIn === null ? '/login' : '/account/wishlist' };
        throw error;
      }
      // A guest signs in first; the sign-in route then makes this save and shows it on the wish list page (the
      // product page is static: it cannot show the message).
      if (signedIn === null) return { data: null, redirect: loginHref('/account/wishlist', { productId: choice.product.id, variantId: choice.variant.id }) };
      const saved = await saveToWishlist(commerce, signedIn, { productId: choice.product.id, variantId: choice.variant.id });
      return { data: await wishlistView(commerce, saved), message: `Saved ${choiceName(choice)} to your wish list`, redirect: '/account/wishlist' };
    }
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
    const { list, message } = await removeFromWishlist(commerce, customerId, itemId);
    return { data: await wishlistView(commerce, list), message };
  },
});
