import type { Cart } from './types';

/** Total quantity across all line-item groups; a gift certificate counts 1. */
export function cartCount(cart: Cart | null | undefined): number {
  if (!cart) return 0;
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return [...physicalItems, ...digitalItems].reduce((sum, line) => sum + line.quantity, 0) + giftCertificates.length;
}
