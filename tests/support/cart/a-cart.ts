import type { Cart } from '@/lib/commerce/types';

/** A guest's cart of $49.90 with no lines, for components and pages that read only its totals; `overrides` changes any field. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    customerId: 0,
    currency: 'AUD',
    baseAmountCents: 4990,
    discountAmountCents: 0,
    cartAmountCents: 4990,
    taxIncludedCents: 454,
    lineItems: { physicalItems: [], digitalItems: [], giftCertificates: [] },
    createdAt: '',
    updatedAt: '',
    checkoutUrl: null,
    ...overrides,
  };
}
