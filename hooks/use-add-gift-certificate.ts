import { useCallback } from 'react';
import type { GiftCertificateRequest } from '@/lib/browser/cart-runtime';
import type { Cart } from '@/lib/commerce/types';
import { useAdding } from './use-adding';
import { useCartChange } from './use-cart-change';

/**
 * The gift certificate form's add, part of the cart runtime (the form calls `addGiftCertificate` of
 * lib/browser/cart-runtime.ts): POST /api/bigcommerce/cart { giftCertificate }, through the steps of every add
 * (use-adding.ts: the cart panel open on Adding, then Added); the cached cart is replaced from the answer (every view
 * of the cart and the badge update). A refusal sets Failed, closes the panel and rejects with the reason for the
 * form to show. A guest cart answered to a signed-in customer is attached to them (useAdding, as for every add).
 */
export function useAddGiftCertificate(): (certificate: GiftCertificateRequest) => Promise<Cart> {
  const change = useCartChange();
  const adding = useAdding();
  return useCallback(
    (certificate: GiftCertificateRequest) =>
      adding(async () => {
        const cart = await change('POST', { giftCertificate: certificate });
        if (!cart) throw new Error('The cart API answered an add without a cart.');
        return cart;
      }),
    [change, adding],
  );
}
