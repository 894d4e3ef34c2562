import { useMemo } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { useCart } from './use-cart';

/** Total quantity across all line-item groups; a gift certificate counts 1 (spec §2, §3). */
export function cartCount(cart: Cart | null | undefined): number {
  if (!cart) return 0;
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return [...physicalItems, ...digitalItems].reduce((sum, line) => sum + line.quantity, 0) + giftCertificates.length;
}

/** The Cart button's badge: total quantity in the shopper's cart (0 while loading or without a cart). */
export function useCartCount(): number {
  const { cart } = useCart();
  return useMemo(() => cartCount(cart), [cart]);
}
