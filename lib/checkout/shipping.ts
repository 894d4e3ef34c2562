/**
 * Shipping charges, the one place they are computed: the embedded adapter charges them when an order is placed
 * and the checkout page shows the same numbers. Pure (no server imports), so the browser bundle can use it.
 *
 * - standard: the flat rate (config `shipping.flatRateCents`), free when the goods subtotal is at or over
 *   `shipping.freeOverCents`;
 * - express: the flat rate + $10.00, never free;
 * - an order with nothing to ship (gift certificates and digital items only) costs nothing to ship.
 */
import type { Cart, CartDiscount, Cents, ShippingMethod } from '../commerce/types';

export interface ShippingRates {
  flatRateCents: Cents;
  freeOverCents: Cents;
}

export const SHIPPING_METHODS: readonly ShippingMethod[] = ['standard', 'express'];
const EXPRESS_SURCHARGE_CENTS: Cents = 1000;

/** How an order's shipping method reads on the order (shown on the confirmation and account pages). */
export const SHIPPING_LABELS: Record<ShippingMethod, string> = {
  standard: 'Standard shipping',
  express: 'Express shipping',
};
export const NO_SHIPPING_LABEL = 'No shipping (digital items only)';

/**
 * Whether a cart's order ships something: false only for a cart of gift certificates and digital items alone, which
 * the checkout asks no address or shipping method of. An empty cart counts as one that ships (nothing is ordered).
 */
export function cartNeedsShipping(cart: Pick<Cart, 'lineItems'>): boolean {
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  return physicalItems.length > 0 || digitalItems.length + giftCertificates.length === 0;
}

export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/** True when standard shipping is free for this subtotal. */
export function qualifiesForFreeShipping(subtotalCents: Cents, rates: ShippingRates): boolean {
  return subtotalCents >= rates.freeOverCents;
}

/** The shipping charge in cents. */
export function shippingCents(method: ShippingMethod, subtotalCents: Cents, rates: ShippingRates, needsShipping = true): Cents {
  if (!needsShipping) return 0;
  if (method === 'express') return rates.flatRateCents + EXPRESS_SURCHARGE_CENTS;
  return qualifiesForFreeShipping(subtotalCents, rates) ? 0 : rates.flatRateCents;
}

export interface OrderTotals {
  /** The goods before any discount. */
  subtotalCents: Cents;
  /** What a discount code takes off the goods (0 without one). */
  discountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  /** GST included in the total (prices include GST): round(total / 11). */
  taxIncludedCents: Cents;
}

/** A discount code's effect on the totals (lib/commerce/discount-rules.ts decides it). */
type TotalsDiscount = Pick<CartDiscount, 'amountCents' | 'freeShipping'>;

/**
 * The order's totals. With a discount, the free-shipping threshold is compared with the goods after the
 * discount, and a free-shipping code makes standard shipping free whatever the amount (express is charged).
 */
export function orderTotals(
  subtotalCents: Cents,
  method: ShippingMethod,
  rates: ShippingRates,
  needsShipping = true,
  discount: TotalsDiscount | null = null,
): OrderTotals {
  const discountCents = Math.min(subtotalCents, discount?.amountCents ?? 0);
  const goods = subtotalCents - discountCents;
  const freeStandard = discount?.freeShipping === true && method === 'standard';
  const shipping = freeStandard ? 0 : shippingCents(method, goods, rates, needsShipping);
  const totalCents = goods + shipping;
  return { subtotalCents, discountCents, shippingCents: shipping, totalCents, taxIncludedCents: Math.round(totalCents / 11) };
}

/** How far a cart is from free standard shipping: what the cart panel and the cart page show. */
interface FreeShippingProgress {
  /** True when standard shipping is already free. */
  qualifies: boolean;
  /** Still to add for free shipping, in cents (0 once it qualifies). */
  remainingCents: Cents;
  /** 0..1, the share of the threshold reached. */
  ratio: number;
}

/** Progress towards free standard shipping for a goods subtotal (the same rule `shippingCents` charges by). */
export function freeShippingProgress(subtotalCents: Cents, rates: ShippingRates): FreeShippingProgress {
  const qualifies = qualifiesForFreeShipping(subtotalCents, rates);
  const remainingCents = qualifies ? 0 : rates.freeOverCents - Math.max(0, subtotalCents);
  const ratio = qualifies || rates.freeOverCents <= 0 ? 1 : Math.max(0, subtotalCents) / rates.freeOverCents;
  return { qualifies, remainingCents, ratio: Math.min(1, ratio) };
}

/** One value for each shipping method. */
export function perMethod<T>(make: (method: ShippingMethod) => T): Record<ShippingMethod, T> {
  return { standard: make('standard'), express: make('express') };
}
