import { act, renderHook } from '@testing-library/react';
import { useCartMessage } from '@/hooks/use-cart-message';
import type { Cart, CartDiscount } from '@/lib/commerce/types';

const TAKE15: CartDiscount = { code: 'TAKE15', kind: 'fixed', amountCents: 1500, freeShipping: false, description: '$15.00 off' };

function cart(baseAmountCents: number, discount: CartDiscount | null = null): Cart {
  return {
    id: 'cart-1',
    customerId: 0,
    currency: 'AUD',
    baseAmountCents,
    discountAmountCents: discount?.amountCents ?? 0,
    cartAmountCents: baseAmountCents - (discount?.amountCents ?? 0),
    taxIncludedCents: 0,
    lineItems: { physicalItems: [], digitalItems: [], giftCertificates: [] },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    checkoutUrl: null,
    discount,
  };
}

describe('useCartMessage', () => {
  it('keeps a message while the cart is the one it was made for, and drops it once the cart changes', () => {
    const { result, rerender } = renderHook(({ current }) => useCartMessage(current), { initialProps: { current: cart(4990) } });
    act(() => result.current[1]('Spend $50.10 more to use TAKE15'));
    expect(result.current[0]).toBe('Spend $50.10 more to use TAKE15');
    rerender({ current: cart(4990) });
    expect(result.current[0]).toBe('Spend $50.10 more to use TAKE15');
    rerender({ current: cart(9980) });
    expect(result.current[0]).toBeNull();
  });

  it('does not bring back "applied" once the code is gone, even when the cart comes back to the amount it was applied at', () => {
    const { result, rerender } = renderHook(({ current }) => useCartMessage(current), { initialProps: { current: cart(14970) } });
    // The answer to the apply is the cart the message speaks of.
    act(() => result.current[1]('TAKE15 applied: $15.00 off.', cart(14970, TAKE15)));
    rerender({ current: cart(14970, TAKE15) });
    expect(result.current[0]).toBe('TAKE15 applied: $15.00 off.');
    // Below the minimum the shop takes the code off; then the cart changes again, back to the same amount.
    rerender({ current: cart(4990) });
    expect(result.current[0]).toBeNull();
    rerender({ current: cart(14970) });
    expect(result.current[0]).toBeNull();
  });

  it('starts from a message given (a refused post coming back) and clears on null', () => {
    const { result } = renderHook(() => useCartMessage(cart(4990), 'OLDCODE has expired.'));
    expect(result.current[0]).toBe('OLDCODE has expired.');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });
});
