import { useCallback, useState } from 'react';
import type { Cart } from '@/lib/commerce/types';

/** What a message was made for: the cart's amount (before any discount) and the discount code it carried. */
function stateOf(cart: Cart | null | undefined): string {
  return cart ? `${cart.baseAmountCents}:${cart.discount?.code ?? ''}` : 'no cart';
}

interface Made {
  message: string;
  madeFor: string;
}

/**
 * A message about the cart (a discount code refused, applied or removed; a line found gone) belongs to the cart it was
 * made for: it shows while the cart still has the amount and the discount code it had then, and goes once the cart
 * changes (a spend minimum met or missed, a code taken off, a line changed), so that it never speaks of a cart that is
 * no longer the shopper's.
 * Returns the message to show now and its setter, which takes the cart the message is about when that is not the
 * cart of this render (an answer that changed it: a code just applied or removed); null clears it.
 */
export function useCartMessage(
  cart: Cart | null | undefined,
  initial: string | null = null,
): [string | null, (message: string | null, madeFor?: Cart | null) => void] {
  const [made, setMade] = useState<Made | null>(() => (initial === null ? null : { message: initial, madeFor: stateOf(cart) }));
  const set = useCallback(
    (message: string | null, madeFor: Cart | null | undefined = cart) => setMade(message === null ? null : { message, madeFor: stateOf(madeFor) }),
    [cart],
  );
  return [made && made.madeFor === stateOf(cart) ? made.message : null, set];
}
