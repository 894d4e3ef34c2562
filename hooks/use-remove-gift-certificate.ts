import useVendorCart, { type Cart as VendorCart } from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import { useCallback } from 'react';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart } from '@/lib/commerce/types';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { cartMessages } from '@/lib/commerce/cart-rules';
import { apiFetch } from '@/lib/http/client-fetcher';
import { CART_INPUT, toAppCart } from './use-cart';

/**
 * Removes a gift certificate from the cart by its id (DELETE /api/bigcommerce/cart { giftCertificateId }; the
 * library has no call for it). The cached cart of @bigcommerce/storefront-data-hooks is replaced from the answer,
 * without a refetch, so every cart view updates.
 */
export function useRemoveGiftCertificate(): (certificate: { id: string }) => Promise<Cart | null> {
  const { mutate } = useVendorCart(CART_INPUT);
  return useCallback(
    async ({ id }: { id: string }) => {
      if (typeof id !== 'string' || id.trim() === '') throw new CommerceError('invalid_input', cartMessages.giftCertificateId);
      const include = CART_INPUT.include?.join(',') ?? '';
      const wire = await apiFetch<VendorCart | null>(`${CART_URL}?include=${encodeURIComponent(include)}`, {
        method: 'DELETE',
        body: { giftCertificateId: id },
      });
      await mutate(wire, false);
      return toAppCart(wire) ?? null;
    },
    [mutate],
  );
}
