import { cartTaxIncludedCents, freeShippingBasisCents, freeShippingProgress, shippingCents } from '@/lib/checkout/shipping';

const rates = { flatRateCents: 995, freeOverCents: 9900 };

describe('freeShippingProgress', () => {
  it('names what is left to add and the share reached, below the threshold', () => {
    expect(freeShippingProgress(4990, rates)).toEqual({ qualifies: false, remainingCents: 4910, ratio: 4990 / 9900 });
    expect(freeShippingProgress(0, rates)).toEqual({ qualifies: false, remainingCents: 9900, ratio: 0 });
  });

  it('qualifies at and over the threshold, as the checkout charges nothing for standard shipping there', () => {
    for (const subtotal of [9900, 9901, 25000]) {
      expect(freeShippingProgress(subtotal, rates)).toEqual({ qualifies: true, remainingCents: 0, ratio: 1 });
      expect(shippingCents('standard', subtotal, rates)).toBe(0);
    }
    expect(freeShippingProgress(9899, rates)).toEqual(expect.objectContaining({ qualifies: false, remainingCents: 1 }));
    expect(shippingCents('standard', 9899, rates)).toBe(995);
  });

  it('treats a zero threshold as always free', () => {
    expect(freeShippingProgress(0, { flatRateCents: 995, freeOverCents: 0 })).toEqual({ qualifies: true, remainingCents: 0, ratio: 1 });
  });
});

describe('freeShippingBasisCents', () => {
  const line = (amountCents: number) => ({ amountCents }) as never;
  const cart = (baseAmountCents: number, discountAmountCents: number, certificates: number[]) => ({
    baseAmountCents,
    discountAmountCents,
    lineItems: { physicalItems: [], digitalItems: [], giftCertificates: certificates.map(line) },
  });

  it('counts the goods after the discount, never gift certificates in the cart', () => {
    expect(freeShippingBasisCents(cart(11_000, 0, [5000]))).toBe(6000);
    expect(freeShippingBasisCents(cart(11_000, 600, [5000]))).toBe(5400);
    expect(freeShippingProgress(freeShippingBasisCents(cart(11_000, 0, [5000])), rates).qualifies).toBe(false);
  });

  it('counts no GST on the gift certificates in a cart', () => {
    expect(cartTaxIncludedCents(cart(5000, 0, [5000]))).toBe(0);
    expect(cartTaxIncludedCents(cart(16_000, 0, [5000]))).toBe(1000);
  });
});
