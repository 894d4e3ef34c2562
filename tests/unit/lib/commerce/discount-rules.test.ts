/** @jest-environment node */
import { orderTotals } from '@/lib/checkout/shipping';
import { discountMessages, evaluateDiscount, normaliseDiscountCode, percentOf, type DiscountCodeRule, type DiscountContext } from '@/lib/commerce/discount-rules';

const NOW = Date.parse('2026-06-01T00:00:00Z');

function rule(overrides: Partial<DiscountCodeRule> = {}): DiscountCodeRule {
  return {
    code: 'SAVE10',
    kind: 'percentage',
    percent: 10,
    amountCents: null,
    minSubtotalCents: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    usesCount: 0,
    maxUsesPerCustomer: null,
    productIds: [],
    categorySlugs: [],
    ...overrides,
  };
}

function context(lines: [number, number][], overrides: Partial<DiscountContext> = {}): DiscountContext {
  return { now: NOW, lines: lines.map(([productId, totalCents]) => ({ productId, totalCents })), ...overrides };
}

function amount(code: DiscountCodeRule, ctx: DiscountContext): number {
  const outcome = evaluateDiscount(code, ctx);
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
  return outcome.discount.amountCents;
}

describe('codes are typed loosely', () => {
  it('ignores case and spaces (a code has none)', () => {
    expect(normaliseDiscountCode('  save10 \t')).toBe('SAVE10');
    expect(normaliseDiscountCode('Take15')).toBe('TAKE15');
    expect(normaliseDiscountCode(' free ship ')).toBe('FREESHIP');
  });
});

describe('percentage and fixed amounts', () => {
  it('takes the percentage of the whole goods subtotal', () => {
    expect(amount(rule(), context([[1, 4990], [2, 2490]]))).toBe(748);
  });

  it('rounds a percentage to the nearest cent, a half cent up, once on the subtotal', () => {
    expect(percentOf(4995, 10)).toBe(500); // 499.5 -> 500
    expect(percentOf(4994, 10)).toBe(499); // 499.4 -> 499
    expect(percentOf(3333, 15)).toBe(500); // 499.95 -> 500
    expect(percentOf(1, 50)).toBe(1); // 0.5 -> 1
    expect(percentOf(1, 49)).toBe(0);
    // Three lines of 5c at 10%: per line that would be 3 x 1c (0.5 each rounded up); once on 15c it is 2c (1.5 -> 2).
    expect(amount(rule(), context([[1, 5], [2, 5], [3, 5]]))).toBe(2);
  });

  it('takes a fixed amount off, never more than the goods', () => {
    const take15 = rule({ code: 'TAKE15', kind: 'fixed', percent: null, amountCents: 1500 });
    expect(amount(take15, context([[1, 12_000]]))).toBe(1500);
    expect(amount(take15, context([[1, 900]]))).toBe(900);
  });

  it('takes nothing off the goods for free shipping', () => {
    const outcome = evaluateDiscount(rule({ code: 'FREESHIP', kind: 'free_shipping', percent: null }), context([[1, 6000]]));
    expect(outcome).toMatchObject({ ok: true, discount: { amountCents: 0, freeShipping: true, description: 'Free standard shipping' } });
  });
});

describe('the minimum spend', () => {
  const take15 = rule({ code: 'TAKE15', kind: 'fixed', percent: null, amountCents: 1500, minSubtotalCents: 10_000 });

  it('names the amount still to spend', () => {
    expect(evaluateDiscount(take15, context([[1, 8750]]))).toEqual({ ok: false, reason: 'minimum', message: 'Spend $12.50 more to use TAKE15' });
  });

  it('applies at exactly the minimum', () => {
    expect(amount(take15, context([[1, 6000], [2, 4000]]))).toBe(1500);
  });
});

describe('category and product limits', () => {
  const protein20 = rule({ code: 'PROTEIN20', percent: 20, categorySlugs: ['categories/shop-by-ingredient/protein'] });
  const protein = new Set([101, 107]);

  it('discounts only the lines of the categories', () => {
    expect(amount(protein20, context([[101, 4990], [102, 2490]], { categoryProductIds: protein }))).toBe(998);
  });

  it('discounts the products listed', () => {
    expect(amount(rule({ productIds: [102] }), context([[101, 4990], [102, 2490]]))).toBe(249);
  });

  it('refuses a cart with none of those items', () => {
    expect(evaluateDiscount(protein20, context([[102, 2490]], { categoryProductIds: protein }))).toMatchObject({
      ok: false,
      reason: 'not_applicable',
      message: "The code PROTEIN20 doesn't apply to the items in your cart.",
    });
  });

  it('caps a fixed amount at the eligible lines', () => {
    const fixed = rule({ kind: 'fixed', percent: null, amountCents: 5000, productIds: [102] });
    expect(amount(fixed, context([[101, 4990], [102, 2490]]))).toBe(2490);
  });
});

describe('dates and uses', () => {
  it('refuses an expired code and one that has not started', () => {
    expect(evaluateDiscount(rule({ endsAt: NOW }), context([[1, 100]]))).toMatchObject({ ok: false, reason: 'expired', message: 'The code SAVE10 has expired.' });
    expect(evaluateDiscount(rule({ startsAt: Date.parse('2026-07-01T00:00:00Z') }), context([[1, 100]]))).toMatchObject({
      ok: false,
      reason: 'not_started',
      message: "The code SAVE10 can't be used until 1 July 2026.",
    });
  });

  it('refuses a code whose uses are spent, and one this customer has used', () => {
    expect(evaluateDiscount(rule({ maxUses: 1, usesCount: 1 }), context([[1, 100]]))).toMatchObject({ ok: false, reason: 'used_up' });
    expect(evaluateDiscount(rule({ maxUsesPerCustomer: 1 }), context([[1, 100]], { customerUses: 1 }))).toMatchObject({
      ok: false,
      reason: 'customer_used',
      message: 'You have already used the code SAVE10.',
    });
    expect(evaluateDiscount(rule({ maxUsesPerCustomer: 2 }), context([[1, 100]], { customerUses: 1 }))).toMatchObject({ ok: true });
  });
});

describe('free shipping against the shipping rates', () => {
  const goods = (goodsCents: number) => ({ goodsCents, giftCertificatesCents: 0 });
  const rates = { flatRateCents: 995, freeOverCents: 9900 };

  it('makes standard shipping free below the threshold, and leaves express charged', () => {
    const freeShip = { amountCents: 0, freeShipping: true };
    expect(orderTotals(goods(6000), 'standard', rates, true, freeShip)).toMatchObject({ shippingCents: 0, totalCents: 6000 });
    expect(orderTotals(goods(6000), 'express', rates, true, freeShip)).toMatchObject({ shippingCents: 1995, totalCents: 7995 });
    expect(orderTotals(goods(6000), 'standard', rates, true, null)).toMatchObject({ shippingCents: 995, totalCents: 6995 });
  });

  it('compares the threshold with the goods after the discount', () => {
    // $100.00 of goods is free to ship; 10% off brings it to $90.00, under the $99.00 threshold.
    expect(orderTotals(goods(10_000), 'standard', rates, true, { amountCents: 1000, freeShipping: false })).toEqual({
      subtotalCents: 10_000,
      discountCents: 1000,
      shippingCents: 995,
      totalCents: 9995,
      taxIncludedCents: 909,
      giftCertificateCents: 0,
      amountDueCents: 9995,
    });
  });
});

describe('a removed code, joined with its reason', () => {
  it('ends each sentence with a full stop, also after a reason that has none of its own', () => {
    expect(discountMessages.removed('TAKE15', discountMessages.minimum('TAKE15', 3020))).toBe('TAKE15 was removed from your order. Spend $30.20 more to use TAKE15.');
    expect(discountMessages.removed('WEEKEND', discountMessages.expired('WEEKEND'))).toBe('WEEKEND was removed from your order. The code WEEKEND has expired.');
  });
});
