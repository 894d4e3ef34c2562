/** @jest-environment node */
import type { AddressInput, Cart, PlaceOrderInput } from '@/lib/commerce/types';
import { closeAllStores, openStore } from '@/lib/commerce/embedded/db';
import { createDiscountCode, expireDiscountCode, SEED_DISCOUNT_CODES } from '@/lib/commerce/embedded/discount-admin';
import { findCode } from '@/lib/commerce/embedded/discounts';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';
import { seededDataDir, withRawDb } from '@/tests/support/embedded-store';

const clock = Date.parse('2026-06-01T00:00:00Z');
const env = seededDataDir({ now: () => clock });
const rates = { flatRateCents: 995, freeOverCents: 9900 };
const proteinCategory = 'categories/shop-by-ingredient/protein';
const commerce = createEmbeddedCommerce({
  dataDir: env.dataDir,
  seedFile: env.seedFile,
  now: () => clock,
  shipping: rates,
  categoryProducts: async (slug) => (slug === proteinCategory ? [101] : []),
});
const store = () => openStore(env.dataDir).store;

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

const choc1kg = { productId: 101, variantId: 10101 }; // $49.90
const creatine250 = { productId: 102, variantId: 10201 }; // $24.90
const bar = { productId: 103, variantId: 10301 }; // $35.00

const address: AddressInput = {
  firstName: 'Sam',
  lastName: 'Lee',
  company: '',
  address1: '1 Example St',
  address2: '',
  city: 'Hobart',
  stateOrProvince: 'Tasmania',
  postalCode: '7000',
  countryCode: 'AU',
  phone: '0400 000 000',
  addressType: 'residential',
};
const GUEST = 'guest-token-of-this-browser-0123456789abcdef';

function order(cart: Cart, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return { cartId: cart.id, customerId: 0, guestToken: GUEST, email: 'guest@example.com', shippingAddress: address, shippingMethod: 'standard', ...overrides };
}

async function cartWith(...lines: { productId: number; variantId: number; quantity: number }[]): Promise<Cart> {
  let cart: Cart | null = null;
  for (const line of lines) cart = await commerce.addCartItem(cart?.id ?? null, line);
  return cart as Cart;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; status: number; message: string };
  }
  throw new Error('expected a refusal');
}

describe('the seeded codes', () => {
  it('are in the store from the first start', () => {
    for (const seed of SEED_DISCOUNT_CODES) expect(findCode(store(), seed.code)).toMatchObject({ code: seed.code, kind: seed.kind });
  });
});

describe('applying a code to a cart', () => {
  it('applies SAVE10 typed in any case with spaces, and the totals follow', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 2 });
    const applied = await commerce.applyDiscountCode(cart.id, '  save10 ');
    expect(applied.discount).toEqual({ code: 'SAVE10', kind: 'percentage', amountCents: 998, freeShipping: false, description: '10% off' });
    expect(applied).toMatchObject({ baseAmountCents: 9980, discountAmountCents: 998, cartAmountCents: 8982, taxIncludedCents: 817 });
    expect((await commerce.getCart(cart.id))?.discount?.code).toBe('SAVE10');
  });

  it('refuses with a message for each reason, and leaves the cart as it was', async () => {
    const cart = await cartWith({ ...creatine250, quantity: 1 });
    await expect(commerce.applyDiscountCode(cart.id, 'NOPE')).rejects.toMatchObject({
      code: 'discount_refused',
      status: 422,
      message: "NOPE isn't a discount code we know. Check the spelling and try again.",
    });
    await expect(commerce.applyDiscountCode(cart.id, 'oldcode')).rejects.toMatchObject({ message: 'The code OLDCODE has expired.' });
    await expect(commerce.applyDiscountCode(cart.id, 'TAKE15')).rejects.toMatchObject({ message: 'Spend $75.10 more to use TAKE15' });
    await expect(commerce.applyDiscountCode(cart.id, 'PROTEIN20')).rejects.toMatchObject({
      message: "The code PROTEIN20 doesn't apply to the items in your cart.",
    });
    await createDiscountCode(store(), { code: 'LATER', kind: 'percentage', percent: 5, startsAt: Date.parse('2026-07-01T00:00:00Z') }, clock);
    await expect(commerce.applyDiscountCode(cart.id, 'later')).rejects.toMatchObject({ message: "The code LATER can't be used until 1 July 2026." });
    expect((await commerce.getCart(cart.id))?.discount).toBeNull();
  });

  it('takes one code per order', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 }, { ...creatine250, quantity: 1 });
    await commerce.applyDiscountCode(cart.id, 'SAVE10');
    await expect(commerce.applyDiscountCode(cart.id, 'FREESHIP')).rejects.toMatchObject({
      message: 'Only one discount code can be used per order. Remove SAVE10 to use another code.',
    });
    // The same code again is no error.
    expect((await commerce.applyDiscountCode(cart.id, 'save10')).discount?.code).toBe('SAVE10');
    const removed = await commerce.removeDiscountCode(cart.id);
    expect(removed).toMatchObject({ discount: null, discountAmountCents: 0, cartAmountCents: 7480 });
    expect((await commerce.applyDiscountCode(cart.id, 'FREESHIP')).discount).toMatchObject({ code: 'FREESHIP', freeShipping: true, amountCents: 0 });
  });

  it('limits PROTEIN20 to the protein category', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 }, { ...creatine250, quantity: 1 });
    const applied = await commerce.applyDiscountCode(cart.id, 'PROTEIN20');
    expect(applied).toMatchObject({ discountAmountCents: 998, cartAmountCents: 4990 + 2490 - 998 });
  });

  it('takes a code off, once and saying why, when a line removed takes the cart below its minimum', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 }, { ...bar, quantity: 2 });
    await commerce.applyDiscountCode(cart.id, 'TAKE15');
    const bars = (await commerce.getCart(cart.id))!.lineItems.physicalItems.find((line) => line.productId === 103)!;
    const after = await commerce.removeCartItem(cart.id, bars.id);
    expect(after).toMatchObject({
      discount: null,
      discountAmountCents: 0,
      discountNotice: 'TAKE15 was removed from your order. Spend $50.10 more to use TAKE15.',
    });
    expect((await commerce.getCart(cart.id))?.discountNotice).toBeNull();
  });

  it('takes off a code that expired while in the cart, on the next read', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 1 });
    await createDiscountCode(store(), { code: 'WEEKEND', kind: 'fixed', amountCents: 500 }, clock);
    await commerce.applyDiscountCode(cart.id, 'WEEKEND');
    await expireDiscountCode(store(), 'weekend', clock);
    expect(await commerce.getCart(cart.id)).toMatchObject({ discount: null, discountNotice: 'WEEKEND was removed from your order. The code WEEKEND has expired.' });
    expect(await commerce.getCart(cart.id)).toMatchObject({ discount: null, discountNotice: null });
  });
});

describe('orders', () => {
  it('record the code and the discount, and count the use', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 2 });
    await commerce.applyDiscountCode(cart.id, 'SAVE10');
    const placed = await commerce.placeOrder(order(cart));
    // $99.80 - $9.98 = $89.82, under the $99.00 free-shipping threshold: $9.95 shipping.
    expect(placed).toMatchObject({ discountCode: 'SAVE10', discountCents: 998, subtotalCents: 9980, shippingCents: 995, totalCents: 9977 });
    expect(findCode(store(), 'SAVE10')?.usesCount).toBe(1);
  });

  it('give free standard shipping with FREESHIP', async () => {
    const cart = await cartWith({ ...choc1kg, quantity: 2 });
    await commerce.applyDiscountCode(cart.id, 'FREESHIP');
    expect(await commerce.placeOrder(order(cart))).toMatchObject({ discountCode: 'FREESHIP', discountCents: 0, shippingCents: 0, totalCents: 9980 });
  });

  it('refuse a code a guest email has already used as often as it may, and keep the cart', async () => {
    await createDiscountCode(store(), { code: 'FIRST', kind: 'percentage', percent: 15, maxUsesPerCustomer: 1 }, clock);
    const first = await cartWith({ ...choc1kg, quantity: 1 });
    await commerce.applyDiscountCode(first.id, 'FIRST');
    await commerce.placeOrder(order(first, { email: 'Repeat@Example.com' }));

    const second = await cartWith({ ...choc1kg, quantity: 1 });
    await commerce.applyDiscountCode(second.id, 'first');
    const error = await refusal(commerce.placeOrder(order(second, { email: 'repeat@example.com' })));
    expect(error).toMatchObject({ code: 'discount_refused', message: 'FIRST was removed from your order. You have already used the code FIRST.' });
    const kept = await commerce.getCart(second.id);
    expect(kept).toMatchObject({ discount: null, cartAmountCents: 4990 });
    expect(kept?.lineItems.physicalItems).toHaveLength(1);
  });

  it('give the one use of LASTONE to exactly one of twenty concurrent checkouts', async () => {
    const carts = await Promise.all(Array.from({ length: 20 }, () => cartWith({ ...creatine250, quantity: 1 })));
    for (const cart of carts) await commerce.applyDiscountCode(cart.id, 'lastone');
    const results = await Promise.allSettled(carts.map((cart, index) => commerce.placeOrder(order(cart, { email: `racer${index}@example.com` }))));

    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { code: string; message: string }] : []));
    expect(placed).toHaveLength(1);
    expect(placed[0].status === 'fulfilled' && placed[0].value).toMatchObject({ discountCode: 'LASTONE', discountCents: 125 });
    expect(refused).toHaveLength(19);
    for (const error of refused) {
      expect(error).toMatchObject({
        code: 'discount_refused',
        message: 'LASTONE was removed from your order. The code LASTONE is no longer available: it has been used as many times as it can be.',
      });
    }
    expect(findCode(store(), 'LASTONE')?.usesCount).toBe(1);
    expect(withRawDb(env.dataDir, (db) => db.prepare("SELECT COUNT(*) AS n FROM orders WHERE discount_code = 'LASTONE'").get([]))).toMatchObject({ n: 1 });
    // The others keep their carts (without the code) and can still check out at the full price.
    const loser = carts.find((cart, index) => results[index].status === 'rejected')!;
    expect(await commerce.getCart(loser.id)).toMatchObject({ discount: null, cartAmountCents: 2490 });
    expect(await commerce.placeOrder(order(loser))).toMatchObject({ discountCode: null, discountCents: 0 });
  });

  it('cannot count a use past the limit even by hand: the table refuses it', () => {
    expect(() => withRawDb(env.dataDir, (db) => db.prepare("UPDATE discount_codes SET uses_count = uses_count + 1 WHERE code = 'LASTONE'").run([]))).toThrow(
      /CHECK constraint failed/,
    );
  });
});
