import { CommerceError } from '../commerce/errors';
import type { Cart } from '../commerce/types';

/**
 * A checkout refuses a cart whose discount code the shop has just taken off (it stopped applying while the
 * checkout was open: its last use went to another order, it expired, the cart fell under its minimum). Reading the
 * cart took the code off for good, so the order would otherwise be placed at the higher price without a word:
 * instead nothing is ordered and the shopper hears why (discount_refused, 422, the cart's notice), then sees the
 * new total and can place the order again.
 */
export function refuseDroppedCode(cart: Pick<Cart, 'discount' | 'discountNotice'> | null): void {
  if (cart?.discountNotice && cart.discount == null) throw new CommerceError('discount_refused', cart.discountNotice);
}
