import { useContext, useSyncExternalStore } from 'react';
import { ShopperContext } from '@/lib/http/shopper-context';
import { storedCartCount } from '@/lib/browser/cart-count-cookie';
import { liveCartCount, subscribeCartRuntime } from '@/lib/browser/cart-runtime';

/**
 * The Cart button's badge: total quantity in the shopper's cart. Right from the first render in the browser (the
 * count cookie, or the count of a page rendered per request), without the cart code or a request; the live cart's
 * count once the cart runtime knows it. On the server: the count the page knows (the cart page, the checkout),
 * else 0 (a page rendered for everyone).
 */
export function useCartCount(): number {
  const known = useContext(ShopperContext)?.cartCount ?? 0;
  return useSyncExternalStore(subscribeCartRuntime, () => liveCartCount() ?? (storedCartCount() || known), () => known);
}
