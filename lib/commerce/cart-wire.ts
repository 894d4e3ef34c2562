/**
 * The cart on the wire: the BigCommerce REST v3 cart shape that @bigcommerce/storefront-data-hooks reads from
 * /api/bigcommerce/cart (amounts in dollars, snake_case), and the mapping to and from the app's Cart
 * (integer cents). Components use the app Cart only; this module is the one place that knows both.
 */
import type { Cart, CartDiscount, CartGiftCertificate, CartLineItem, Cents, DiscountKind, ProductOptionValue } from './types';
import { cartTaxIncludedCents } from '../checkout/shipping';

interface WireOption {
  name: string;
  value: string;
  name_id?: number;
  value_id?: number;
}

interface WireLineItem {
  id: string;
  parent_id: string | null;
  variant_id: number;
  product_id: number;
  sku: string;
  name: string;
  url: string;
  quantity: number;
  is_taxable: boolean;
  image_url: string;
  discounts: { id: number; discounted_amount: number }[];
  coupons: { id: string; code: string; coupon_type: string; discounted_amount: number }[];
  discount_amount: number;
  coupon_amount: number;
  list_price: number;
  sale_price: number;
  extended_list_price: number;
  extended_sale_price: number;
  options: WireOption[];
}

interface WirePhysicalItem extends WireLineItem {
  is_require_shipping: boolean;
}

interface WireDigitalItem extends WireLineItem {
  download_file_urls: string[];
  download_page_url: string;
  download_size: string;
}

export interface WireGiftCertificate {
  id: string;
  name: string;
  theme: string;
  amount: number;
  is_taxable: boolean;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
  message: string;
}

interface WireCustomItem {
  id: string;
  sku?: string;
  name?: string;
  quantity?: number;
  list_price?: number;
  extended_list_price?: number;
}

export interface WireCart {
  id: string;
  customer_id: number;
  email: string;
  currency: { code: string };
  tax_included: boolean;
  base_amount: number;
  discount_amount: number;
  cart_amount: number;
  coupons: WireCoupon[];
  discounts: { id: number; discounted_amount: number }[];
  /** Ours, not BigCommerce's: why a code the cart carried was just taken off. */
  discount_notice?: string;
  /** Ours (embedded store): the gift certificate applied to pay with, the last 4 characters of its code and its balance. */
  gift_certificate_payment?: WireGiftCertificatePayment;
  line_items: {
    physical_items: WirePhysicalItem[];
    digital_items: WireDigitalItem[];
    gift_certificates: WireGiftCertificate[];
    custom_items: WireCustomItem[];
  };
  created_time: string;
  updated_time: string;
  channel_id: number;
  redirect_urls?: { cart_url: string; checkout_url: string };
}

interface WireGiftCertificatePayment {
  last4: string;
  /** Dollars, as the wire's other amounts. */
  balance: number;
}

/** A code on the cart, as BigCommerce's REST cart lists coupons (plus our `name`: what it gives, in words). */
interface WireCoupon {
  id: string;
  code: string;
  coupon_type: string;
  discounted_amount: number;
  name?: string;
}

const COUPON_TYPES: Record<DiscountKind, string> = { percentage: 'percentage_discount', fixed: 'per_total_discount', free_shipping: 'free_shipping' };

function toWireCoupon(discount: CartDiscount): WireCoupon {
  return {
    id: discount.code,
    code: discount.code,
    coupon_type: COUPON_TYPES[discount.kind],
    discounted_amount: centsToDollars(discount.amountCents),
    name: discount.description,
  };
}

function fromWireCoupon(coupon: Partial<WireCoupon> | undefined): CartDiscount | null {
  if (!coupon || typeof coupon.code !== 'string') return null;
  const kind = (Object.keys(COUPON_TYPES) as DiscountKind[]).find((key) => COUPON_TYPES[key] === coupon.coupon_type) ?? 'fixed';
  return {
    code: coupon.code,
    kind,
    amountCents: dollarsToCents(coupon.discounted_amount ?? 0),
    freeShipping: kind === 'free_shipping',
    description: coupon.name ?? '',
  };
}

/**
 * What fromWireCart accepts: a cart from our API, or one straight from BigCommerce, where most fields may be
 * missing (the hooks' own types mark them optional).
 */
interface WireCartInput {
  id: string;
  customer_id?: number;
  currency?: { code?: string };
  base_amount?: number;
  discount_amount?: number;
  cart_amount?: number;
  coupons?: Partial<WireCoupon>[];
  discount_notice?: string;
  gift_certificate_payment?: Partial<WireGiftCertificatePayment>;
  line_items?: {
    physical_items?: WireLineItemInput[];
    digital_items?: WireLineItemInput[];
    gift_certificates?: WireGiftCertificateInput[];
    custom_items?: unknown[];
  };
  created_time?: string;
  updated_time?: string;
  redirect_urls?: { cart_url?: string; checkout_url?: string } | null;
}

type WireLineItemInput = Pick<WireLineItem, 'id' | 'product_id' | 'variant_id' | 'quantity'> &
  Partial<Omit<WireLineItem, 'id' | 'product_id' | 'variant_id' | 'quantity' | 'options' | 'image_url'>> & {
    image_url?: string | null;
    options?: { name?: string; value?: string }[];
  };

interface WireGiftCertificateInput {
  id: string;
  name?: string;
  theme?: string;
  amount: number;
  sender?: { name?: string; email?: string };
  recipient?: { name?: string; email?: string };
  message?: string;
}

const DOLLAR = 100;

export function centsToDollars(cents: Cents): number {
  return cents / DOLLAR;
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * DOLLAR);
}

function toWireLine(line: CartLineItem): WireLineItem {
  return {
    id: line.id,
    parent_id: null,
    variant_id: line.variantId,
    product_id: line.productId,
    sku: line.sku,
    name: line.name,
    url: line.url,
    quantity: line.quantity,
    is_taxable: true,
    image_url: line.imageUrl ?? '',
    discounts: [],
    coupons: [],
    discount_amount: 0,
    coupon_amount: 0,
    list_price: centsToDollars(line.listPriceCents),
    sale_price: centsToDollars(line.salePriceCents),
    extended_list_price: centsToDollars(line.listPriceCents * line.quantity),
    extended_sale_price: centsToDollars(line.extendedSalePriceCents),
    options: line.options.map((option) => ({ name: option.name, value: option.value })),
  };
}

function toWireGiftCertificate(certificate: CartGiftCertificate): WireGiftCertificate {
  return {
    id: certificate.id,
    name: certificate.name,
    theme: certificate.theme,
    amount: centsToDollars(certificate.amountCents),
    // The cart's GST is 1/11 of the whole cart amount, gift certificates included.
    is_taxable: true,
    sender: { ...certificate.sender },
    recipient: { ...certificate.recipient },
    message: certificate.message,
  };
}

/** The app cart as /api/bigcommerce/cart answers it. */
export function toWireCart(cart: Cart): WireCart {
  const wire: WireCart = {
    id: cart.id,
    customer_id: cart.customerId,
    email: '',
    currency: { code: cart.currency },
    tax_included: true,
    base_amount: centsToDollars(cart.baseAmountCents),
    discount_amount: centsToDollars(cart.discountAmountCents),
    cart_amount: centsToDollars(cart.cartAmountCents),
    coupons: cart.discount ? [toWireCoupon(cart.discount)] : [],
    discounts: [],
    line_items: {
      physical_items: cart.lineItems.physicalItems.map((line) => ({ ...toWireLine(line), is_require_shipping: true })),
      digital_items: cart.lineItems.digitalItems.map((line) => ({
        ...toWireLine(line),
        download_file_urls: [],
        download_page_url: '',
        download_size: '',
      })),
      gift_certificates: cart.lineItems.giftCertificates.map(toWireGiftCertificate),
      custom_items: [],
    },
    created_time: cart.createdAt,
    updated_time: cart.updatedAt,
    channel_id: 1,
  };
  if (cart.checkoutUrl) wire.redirect_urls = { cart_url: '/cart', checkout_url: cart.checkoutUrl };
  if (cart.discountNotice) wire.discount_notice = cart.discountNotice;
  if (cart.giftCertificate) wire.gift_certificate_payment = { last4: cart.giftCertificate.last4, balance: centsToDollars(cart.giftCertificate.balanceCents) };
  return wire;
}

function fromWireOptions(options: WireLineItemInput['options']): ProductOptionValue[] {
  return (options ?? []).flatMap((option) =>
    typeof option.name === 'string' && typeof option.value === 'string' ? [{ name: option.name, value: option.value }] : [],
  );
}

function fromWireLine(line: WireLineItemInput, isDigital: boolean): CartLineItem {
  const salePriceCents = dollarsToCents(line.sale_price ?? 0);
  return {
    id: line.id,
    productId: line.product_id,
    variantId: line.variant_id,
    quantity: line.quantity,
    name: line.name ?? '',
    url: line.url ?? '',
    imageUrl: line.image_url ? line.image_url : null,
    sku: line.sku ?? '',
    options: fromWireOptions(line.options),
    salePriceCents,
    listPriceCents: dollarsToCents(line.list_price ?? line.sale_price ?? 0),
    extendedSalePriceCents: line.extended_sale_price === undefined ? salePriceCents * line.quantity : dollarsToCents(line.extended_sale_price),
    isDigital,
  };
}

function fromWireGiftCertificate(certificate: WireGiftCertificateInput): CartGiftCertificate {
  return {
    id: certificate.id,
    name: certificate.name ?? '',
    amountCents: dollarsToCents(certificate.amount),
    recipient: { name: certificate.recipient?.name ?? '', email: certificate.recipient?.email ?? '' },
    sender: { name: certificate.sender?.name ?? '', email: certificate.sender?.email ?? '' },
    message: certificate.message ?? '',
    theme: certificate.theme ?? '',
  };
}

/** A wire cart (ours or BigCommerce's) as the app cart. Missing amounts are recomputed from the lines. */
export function fromWireCart(wire: WireCartInput): Cart {
  const physicalItems = (wire.line_items?.physical_items ?? []).map((line) => fromWireLine(line, false));
  const digitalItems = (wire.line_items?.digital_items ?? []).map((line) => fromWireLine(line, true));
  const giftCertificates = (wire.line_items?.gift_certificates ?? []).map(fromWireGiftCertificate);
  const linesTotal =
    [...physicalItems, ...digitalItems].reduce((sum, line) => sum + line.extendedSalePriceCents, 0) +
    giftCertificates.reduce((sum, certificate) => sum + certificate.amountCents, 0);
  const baseAmountCents = wire.base_amount === undefined ? linesTotal : dollarsToCents(wire.base_amount);
  const discountAmountCents = dollarsToCents(wire.discount_amount ?? 0);
  const cartAmountCents = wire.cart_amount === undefined ? baseAmountCents - discountAmountCents : dollarsToCents(wire.cart_amount);
  return {
    id: wire.id,
    customerId: wire.customer_id ?? 0,
    currency: 'AUD',
    baseAmountCents,
    discountAmountCents,
    cartAmountCents,
    taxIncludedCents: cartTaxIncludedCents({ baseAmountCents, discountAmountCents, lineItems: { physicalItems, digitalItems, giftCertificates } }),
    lineItems: { physicalItems, digitalItems, giftCertificates },
    createdAt: wire.created_time ?? '',
    updatedAt: wire.updated_time ?? wire.created_time ?? '',
    checkoutUrl: wire.redirect_urls?.checkout_url ?? null,
    discount: fromWireCoupon(wire.coupons?.[0]),
    discountNotice: wire.discount_notice ?? null,
    giftCertificate: fromWireGiftCertificatePayment(wire.gift_certificate_payment),
  };
}

function fromWireGiftCertificatePayment(wire: Partial<WireGiftCertificatePayment> | undefined): Cart['giftCertificate'] {
  if (typeof wire?.last4 !== 'string' || typeof wire.balance !== 'number') return null;
  return { last4: wire.last4, balanceCents: dollarsToCents(wire.balance) };
}
