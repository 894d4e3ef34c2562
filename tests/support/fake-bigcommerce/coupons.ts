/**
 * Coupons of the fake BigCommerce: the store's coupon list (the same demo codes as the embedded shop) and the
 * coupon a cart's checkout carries, kept per cart id (a BigCommerce checkout's id is its cart's id). Refusals
 * are GraphQL errors worded the way BigCommerce words them, which the adapter maps to the shop's messages.
 */
import { GraphQLError } from 'graphql';

export interface FakeCoupon {
  id: number;
  code: string;
  type: 'PERCENTAGE_DISCOUNT' | 'PER_TOTAL_DISCOUNT' | 'FREE_SHIPPING';
  /** Percent, or dollars off. */
  amount: number;
  /** Dollars; 0: none. */
  minPurchase: number;
  /** ISO date; null: never. */
  expires: string | null;
  /** 0: unlimited. */
  maxUses: number;
  numUses: number;
}

export function seedCoupons(): FakeCoupon[] {
  return [
    { id: 1, code: 'SAVE10', type: 'PERCENTAGE_DISCOUNT', amount: 10, minPurchase: 0, expires: null, maxUses: 0, numUses: 0 },
    { id: 2, code: 'TAKE15', type: 'PER_TOTAL_DISCOUNT', amount: 15, minPurchase: 100, expires: null, maxUses: 0, numUses: 0 },
    { id: 3, code: 'FREESHIP', type: 'FREE_SHIPPING', amount: 0, minPurchase: 50, expires: null, maxUses: 0, numUses: 0 },
    { id: 4, code: 'LASTONE', type: 'PERCENTAGE_DISCOUNT', amount: 5, minPurchase: 0, expires: null, maxUses: 1, numUses: 0 },
    { id: 5, code: 'OLDCODE', type: 'PERCENTAGE_DISCOUNT', amount: 10, minPurchase: 0, expires: '2025-01-01T00:00:00Z', maxUses: 0, numUses: 0 },
  ];
}

/** The coupons applied to checkouts, by cart id, and the list they come from. */
export class FakeCoupons {
  list: FakeCoupon[] = seedCoupons();
  private readonly applied = new Map<string, string>();

  reset(): void {
    this.list = seedCoupons();
    this.applied.clear();
  }

  /** The cart's coupon, if any. */
  of(cartId: string): FakeCoupon | null {
    const code = this.applied.get(cartId);
    return code ? (this.list.find((coupon) => coupon.code === code) ?? null) : null;
  }

  /** What the cart's coupon takes off its goods (dollars, two decimals). */
  discount(cartId: string, base: number): number {
    const coupon = this.of(cartId);
    if (!coupon || base < coupon.minPurchase) return 0;
    if (coupon.type === 'PERCENTAGE_DISCOUNT') return Math.round(base * coupon.amount) / 100;
    if (coupon.type === 'PER_TOTAL_DISCOUNT') return Math.min(base, coupon.amount);
    return 0;
  }

  apply(cartId: string, code: string, base: number, now = Date.now()): void {
    const coupon = this.list.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
    if (!coupon) throw new GraphQLError('The coupon code you entered is not valid.');
    if (coupon.expires !== null && Date.parse(coupon.expires) <= now) throw new GraphQLError('This coupon has expired.');
    if (coupon.maxUses > 0 && coupon.numUses >= coupon.maxUses) throw new GraphQLError('This coupon has reached its usage limit.');
    if (base < coupon.minPurchase) throw new GraphQLError(`You must spend at least $${coupon.minPurchase.toFixed(2)} to use this coupon.`);
    if (this.applied.has(cartId) && this.applied.get(cartId) !== coupon.code) throw new GraphQLError('Only one coupon can be applied to a checkout.');
    this.applied.set(cartId, coupon.code);
  }

  unapply(cartId: string, code: string): void {
    if (this.applied.get(cartId)?.toLowerCase() !== code.trim().toLowerCase()) throw new GraphQLError('The coupon is not applied to this checkout.');
    this.applied.delete(cartId);
  }

  /** The checkout's coupons as the Storefront API answers them. */
  gql(cartId: string, base: number) {
    const coupon = this.of(cartId);
    if (!coupon) return [];
    return [{ entityId: coupon.id, code: coupon.code, couponType: coupon.type, discountedAmount: { currencyCode: 'AUD', value: this.discount(cartId, base) } }];
  }
}
