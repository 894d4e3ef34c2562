import { useMemo } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { GIFT_CERTIFICATE_PAYMENT_URL } from '@/lib/checkout/gift-certificate-schema';
import { useCartChange } from './use-cart-change';

/** Applying and removing the gift certificate the cart pays with (embedded checkout); the totals update from the answer. */
export function useGiftCertificatePayment(): { apply: (code: string) => Promise<Cart | null>; remove: () => Promise<Cart | null> } {
  const change = useCartChange();
  return useMemo(
    () => ({
      apply: (code: string) => change('POST', { giftCertificateCode: code }, GIFT_CERTIFICATE_PAYMENT_URL),
      remove: () => change('DELETE', {}, GIFT_CERTIFICATE_PAYMENT_URL),
    }),
    [change],
  );
}
