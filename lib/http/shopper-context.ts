import { createContext } from 'react';
import { cartCount } from '@/lib/commerce/cart-count';
import type { Cart } from '@/lib/commerce/types';

/** What a page rendered per request knows of the shopper (its `shopper` prop): the header shows it before any script. */
export interface ShopperSnapshot {
  /** Items in the cart (a gift certificate counts 1). */
  cartCount: number;
  signedIn: boolean;
}

/** The page's shopper snapshot, or null on pages rendered for everyone (ISR), where the browser finds out. */
export const ShopperContext = createContext<ShopperSnapshot | null>(null);

/** The snapshot of a shopper whose cart (or none) and customer id (or null) the page has read. */
export function shopperSnapshot(cart: Cart | null, customerId: number | null): ShopperSnapshot {
  return { cartCount: cartCount(cart), signedIn: customerId !== null };
}
