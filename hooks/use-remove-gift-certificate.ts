import { useCallback } from 'react';
import { CommerceError } from '@/lib/commerce/errors';
import type { Cart } from '@/lib/commerce/types';
import { cartMessages } from '@/lib/commerce/cart-rules';
import { useCartChange } from './use-cart-change';

/** Removes a gift certificate from the cart by its id (DELETE /api/bigcommerce/cart { giftCertificateId }). */
export function useRemoveGiftCertificate(): (certificate: { id: string }) => Promise<Cart | null> {
  const change = useCartChange();
  return useCallback(
    async ({ id }: { id: string }) => {
      if (typeof id !== 'string' || id.trim() === '') throw new CommerceError('invalid_input', cartMessages.giftCertificateId);
      return change('DELETE', { giftCertificateId: id });
    },
    [change],
  );
}
