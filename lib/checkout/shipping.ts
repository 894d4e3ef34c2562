/**
 * Shipping charges, the one place they are computed: the embedded adapter charges them when an order is placed
 * and the checkout page shows the same numbers. Pure (no server imports), so the browser bundle can use it.
 *
 * - standard: the flat rate (config `shipping.flatRateCents`), free when the goods subtotal is at or over
 *   `shipping.freeOverCents`;
 * - express: the flat rate + $10.00, never free;
 * - an order with nothing to ship (gift certificates and digital items only) costs nothing to ship.
 *
 * The free-shipping threshold counts the goods alone, after any discount: gift certificates bought never count
 * towards it (as they never count towards a discount's minimum). `freeShippingBasisCents` is that rule for a cart.
 * GST is counted when a face-value voucher is spent, not when it is sold (Australian practice): the GST included
 * is that of the goods and the shipping, never of gift certificates bought, and a certificate spent on the order is
 * a means of payment that leaves it unchanged.
 */
import type { Cart, CartDiscount, Cents, ShippingMethod } from '../commerce/types';
import { giftCertificatePayment } from '../commerce/gift-certificate-rules';

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

/** What an order is made of, before any discount. */
export interface OrderAmounts {
  /** The goods (products). */
  goodsCents: Cents;
  /** Gift certificates bought in the order (never discounted, never free-shipping, no GST). */
  giftCertificatesCents: Cents;
}

/** The gift certificates on a cart, in cents. */
export function cartGiftCertificatesCents(cart: Pick<Cart, 'lineItems'>): Cents {
  return cart.lineItems.giftCertificates.reduce((sum, certificate) => sum + certificate.amountCents, 0);
}

/** A cart's amounts as orderTotals takes them. */
export function cartOrderAmounts(cart: Pick<Cart, 'lineItems' | 'baseAmountCents'>): OrderAmounts {
  const giftCertificatesCents = cartGiftCertificatesCents(cart);
  return { goodsCents: cart.baseAmountCents - giftCertificatesCents, giftCertificatesCents };
}

/** What the free-shipping threshold is compared with for a cart: its goods after the discount. */
export function freeShippingBasisCents(cart: Pick<Cart, 'lineItems' | 'baseAmountCents' | 'discountAmountCents'>): Cents {
  return Math.max(0, cartOrderAmounts(cart).goodsCents - cart.discountAmountCents);
}

/** GST included in an amount that carries it (prices include GST): round(cents / 11). */
export function gstOf(cents: Cents): Cents {
  return Math.round(cents / 11);
}

/** GST included in a cart's amount: that of its goods after the discount (gift certificates carry none). */
export function cartTaxIncludedCents(cart: Pick<Cart, 'lineItems' | 'baseAmountCents' | 'discountAmountCents'>): Cents {
  return gstOf(freeShippingBasisCents(cart));
}

export interface OrderTotals {
  /** The goods and gift certificates bought, before any discount. */
  subtotalCents: Cents;
  /** What a discount code takes off the goods (0 without one). */
  discountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  /** GST included in the total: round((goods after discount + shipping) / 11); gift certificates bought carry none. */
  taxIncludedCents: Cents;
  /** What a gift certificate spent on the order pays (0 without one). */
  giftCertificateCents: Cents;
  /** What is left to pay: the total less the gift certificate's payment. */
  amountDueCents: Cents;
}

/** A discount code's effect on the totals (lib/commerce/discount-rules.ts decides it). */
type TotalsDiscount = Pick<CartDiscount, 'amountCents' | 'freeShipping'>;

/**
 * The order's totals. The free-shipping threshold is compared with the goods after the discount (gift certificates
 * bought left out), and a free-shipping code makes standard shipping free whatever the amount (express is charged).
 * A gift certificate spent (`giftCertificateBalanceCents`, its balance) pays the goods and the shipping, up to its
 * balance (lib/commerce/gift-certificate-rules.ts).
 */
export function orderTotals(
  amounts: OrderAmounts,
  method: ShippingMethod,
  rates: ShippingRates,
  needsShipping = true,
  discount: TotalsDiscount | null = null,
  giftCertificateBalanceCents: Cents | null = null,
): OrderTotals {
  const { goodsCents, giftCertificatesCents } = amounts;
  const discountCents = Math.min(goodsCents, discount?.amountCents ?? 0);
  const goods = goodsCents - discountCents;
  const freeStandard = discount?.freeShipping === true && method === 'standard';
  const shipping = freeStandard ? 0 : shippingCents(method, goods, rates, needsShipping);
  const totalCents = goods + shipping + giftCertificatesCents;
  const payment = giftCertificateBalanceCents === null ? null : giftCertificatePayment(giftCertificateBalanceCents, { goodsCents: goods, shippingCents: shipping });
  const giftCertificateCents = payment?.amountCents ?? 0;
  return {
    subtotalCents: goodsCents + giftCertificatesCents,
    discountCents,
    shippingCents: shipping,
    totalCents,
    taxIncludedCents: gstOf(goods + shipping),
    giftCertificateCents,
    amountDueCents: totalCents - giftCertificateCents,
  };
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
