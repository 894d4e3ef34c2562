import { useCallback, useContext } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { isGoneFromCart, refusalMessage } from '@/lib/http/error-message';
import { CartNoticeContext } from '@/lib/ui/cart-notice-context';
import { useCartChange } from './use-cart-change';

function holds(cart: Cart | null, lineId: string): boolean {
  if (!cart) return false;
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return [...physicalItems, ...digitalItems, ...giftCertificates].some((line) => line.id === lineId);
}

/**
 * What a cart line does with a change of it that did not go through (its quantity, its Remove): the message the
 * line shows (refusalMessage: the shop's reason, else the fallback). When the shop answered that the line, or the
 * whole cart, is no longer there (404: removed in another tab, or the cart expired), the cart is also read again, so
 * that the view shows it as it is (the line gone, the totals right); as the line that showed the message goes, the
 * message moves to the view's cart notice (CartNotice), where it stays until the cart changes again.
 */
export function useLineRefusal(lineId: string): (reason: unknown, fallback: string) => string {
  const change = useCartChange();
  const notify = useContext(CartNoticeContext);
  return useCallback(
    (reason: unknown, fallback: string) => {
      const message = refusalMessage(reason, fallback);
      if (isGoneFromCart(reason)) {
        change('GET').then(
          (cart) => {
            if (!holds(cart, lineId)) notify?.(message, cart);
          },
          // Not read: the line stays with its message, and the next change of the cart answers with the cart.
          (error: unknown) => console.error('Could not read the cart again', error),
        );
      }
      return message;
    },
    [change, notify, lineId],
  );
}
