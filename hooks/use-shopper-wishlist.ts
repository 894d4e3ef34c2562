import { useEffect, useSyncExternalStore } from 'react';
import { currentWishlist, subscribeCartRuntime, wantWishlist, type WishlistState } from '@/lib/browser/cart-runtime';

const notYet = () => Promise.reject(new Error('The wish list is not loaded yet'));

/** Until the cart runtime runs the shopper is not known: a heart pressed then waits for it (see WishlistButton). */
const LOADING: WishlistState = { view: undefined, isSaved: () => false, save: notYet, remove: notYet, status: 'loading' };

/**
 * The wish list for a heart on a product page or card, without SWR in the page's first scripts: the cart runtime,
 * which loads when the browser is idle, keeps it (hooks/use-wishlist.ts) once a heart has asked for it; 'loading'
 * until then.
 */
export function useShopperWishlist(): WishlistState {
  useEffect(() => wantWishlist(), []);
  return useSyncExternalStore(subscribeCartRuntime, currentWishlist, () => null) ?? LOADING;
}
