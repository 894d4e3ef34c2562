import { useSyncExternalStore } from 'react';
import { storedCartCount } from '@/lib/browser/cart-count-cookie';
import { liveCartCount, subscribeCartRuntime } from '@/lib/browser/cart-runtime';
import type { Cart } from '@/lib/commerce/types';

/** Total quantity across all line-item groups; a gift certificate counts 1. */
export function cartCount(cart: Cart | null | undefined): number {
  if (!cart) return 0;
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return [...physicalItems, ...digitalItems].reduce((sum, line) => sum + line.quantity, 0) + giftCertificates.length;
}

/** The live cart's count once known, else the count cookie's. */
function badgeCount(): number {
  return liveCartCount() ?? storedCartCount();
}

/**
 * The Cart button's badge: total quantity in the shopper's cart. Right from the first render in the browser (the
 * count cookie), without the cart code or a request; the live cart's count once the cart runtime knows it. 0 on
 * the server, which renders pages for everyone.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCartRuntime, badgeCount, () => 0);
}
