import { useContext, useSyncExternalStore } from 'react';
import { ShopperContext } from '@/lib/http/shopper-context';
import { storedCartCount } from '@/lib/browser/cart-count-cookie';
import { liveCartCount, subscribeCartRuntime } from '@/lib/browser/cart-runtime';

/**
 * The Cart button's badge: total quantity in the shopper's cart. Right from the first render in the browser,
 * without the cart code or a request: the count of a page rendered per request for this shopper (its shopper
 * snapshot, read from the cart just now), else the count cookie; the live cart's count once the cart runtime knows
 * it. On the server: the page's count, else 0 (a page rendered for everyone).
 */
export function useCartCount(): number {
  const known = useContext(ShopperContext)?.cartCount;
  return useSyncExternalStore(subscribeCartRuntime, () => liveCartCount() ?? known ?? storedCartCount(), () => known ?? 0);
}
