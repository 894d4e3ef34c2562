/** @jest-environment ./tests/support/msw-node-environment.ts */
// Jest's node environment plus msw (see tests/support/msw-node-environment.ts for why msw is loaded there).
import { createHarness, type Harness } from '@/tests/support/bigcommerce/harness';

let harness: Harness;

afterEach(() => {
  // Every request matched a reference operation and its documents validated against the vendored schema.
  expect(harness.problems()).toEqual([]);
  expect(harness.fake.failures()).toEqual([]);
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a refusal');
}

describe('coupons on the cart checkout (hosted)', () => {
  it('applies a code typed in any case, shows it with the new totals, and removes it', async () => {
    harness = createHarness();
    const { service, store } = harness;
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 2 }]);
    const before = (await service.getCart(cartId))!;
    const applied = await service.applyDiscountCode(cartId, ' save10 ');
    const tenth = Math.round(before.baseAmountCents / 10);
    // Described by what it takes off this cart (the Storefront API does not say the rule's 10 %).
    expect(applied.discount).toMatchObject({ code: 'SAVE10', kind: 'percentage', amountCents: tenth, description: `$${(tenth / 100).toFixed(2)} off` });
    expect(applied.cartAmountCents).toBe(before.baseAmountCents - tenth);
    // BigCommerce's cart discountedAmount leaves coupons out: the cart's discount is the checkout coupon's, and the
    // GST included is that of the goods after it.
    expect(applied.discountAmountCents).toBe(tenth);
    expect(applied.taxIncludedCents).toBe(Math.round((before.baseAmountCents - tenth) / 11));
    expect((await service.getCart(cartId))?.discount?.code).toBe('SAVE10');
    const apply = harness.requests.find((request) => request.operation === 'graphql:ApplyCheckoutCoupon')!;
    expect(JSON.parse(apply.body).variables).toEqual({ input: { checkoutEntityId: cartId, data: { couponCode: 'SAVE10' } } });

    await expect(service.applyDiscountCode(cartId, 'FREESHIP')).rejects.toMatchObject({
      code: 'discount_refused',
      message: 'Only one discount code can be used per order. Remove SAVE10 to use another code.',
    });
    const removed = await service.removeDiscountCode(cartId);
    expect(removed).toMatchObject({ discount: null, cartAmountCents: before.baseAmountCents });
  });

  it("maps BigCommerce's refusals to the shop's messages", async () => {
    harness = createHarness();
    const { service, store } = harness;
    const cartId = store.seedCart([{ product_id: 191, variant_id: 362, quantity: 1 }]);
    const cart = (await service.getCart(cartId))!;
    expect(await refusal(service.applyDiscountCode(cartId, 'NOPE'))).toMatchObject({
      code: 'discount_refused',
      message: "NOPE isn't a discount code we know. Check the spelling and try again.",
    });
    expect((await refusal(service.applyDiscountCode(cartId, 'oldcode'))).message).toBe('The code OLDCODE has expired.');
    const short = ((10_000 - cart.baseAmountCents) / 100).toFixed(2);
    expect((await refusal(service.applyDiscountCode(cartId, 'TAKE15'))).message).toBe(`Spend $${short} more to use TAKE15`);
    store.coupons.list.find((coupon) => coupon.code === 'LASTONE')!.numUses = 1;
    expect((await refusal(service.applyDiscountCode(cartId, 'LASTONE'))).message).toBe(
      'The code LASTONE is no longer available: it has been used as many times as it can be.',
    );
    expect((await service.getCart(cartId))?.discount).toBeNull();
  });

  it.each([
    { code: 'TAKE15', quantity: 1, change: 'a quantity lowered' },
    { code: 'FREESHIP', quantity: 0, change: 'a line removed' },
  ])('$code: $change below its minimum spend takes the code off, with the reason (as the embedded store does)', async ({ code, quantity }) => {
    harness = createHarness();
    const { service, store } = harness;
    const cartId = store.seedCart([
      { product_id: 191, variant_id: 362, quantity: 6 },
      { product_id: 192, variant_id: 370, quantity: 1 },
    ]);
    const applied = await service.applyDiscountCode(cartId, code);
    expect(applied.discount?.code).toBe(code);
    const [first, second] = applied.lineItems.physicalItems;
    const changed = (await service.updateCartItem(cartId, first.id, { productId: first.productId, variantId: first.variantId, quantity }))!;
    const minimum = code === 'TAKE15' ? 10_000 : 5_000;
    const left = quantity === 0 ? second.extendedSalePriceCents : first.salePriceCents + second.extendedSalePriceCents;
    expect(left).toBeLessThan(minimum);
    expect(changed).toMatchObject({ discount: null, discountAmountCents: 0, cartAmountCents: left });
    expect(changed.discountNotice).toBe(`${code} was removed from your order. Spend $${((minimum - left) / 100).toFixed(2)} more to use ${code}.`);
    // Off BigCommerce's checkout too: the next read has no code and says nothing more.
    expect(await service.getCart(cartId)).toMatchObject({ discount: null });
    expect((await service.getCart(cartId))?.discountNotice ?? null).toBeNull();
  });
});
