/**
 * The app's own commerce types. UI components and pages depend on these only;
 * adapters (embedded SQLite, BigCommerce) map vendor shapes into them.
 * Money is always integer cents (AUD, GST included).
 */

export type Cents = number;

export interface ProductOptionValue {
  /** Option name as shown to shoppers, e.g. "Flavour" or "Package Size". */
  name: string;
  /** Chosen value, e.g. "Chocolate" or "1kg". */
  value: string;
}

export interface ProductImage {
  url: string;
  altText: string;
  isDefault: boolean;
  width: number;
  height: number;
}

export interface ProductVariant {
  id: number;
  sku: string;
  options: ProductOptionValue[];
  priceCents: Cents;
  /** Recommended retail price when above the sale price, otherwise null. */
  retailPriceCents: Cents | null;
  /** Units in stock. 0 means out of stock. */
  inventory: number;
  purchasable: boolean;
  /** The variant's own picture (e.g. the pack of its flavour), shown when it is chosen; absent or null: none. */
  image?: ProductImage | null;
}

export interface PriceRange {
  minCents: Cents;
  maxCents: Cents;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  shortDescription: string;
  /** Plain-text description used for search and meta tags. */
  description: string;
  images: ProductImage[];
  /** 0..5, one decimal. */
  averageRating: number;
  reviewCount: number;
  /** Minimum units per order (0 = no minimum). */
  minQuantity: number;
  /** Maximum units per order (0 = no maximum). */
  maxQuantity: number;
  variants: ProductVariant[];
  priceRange: PriceRange;
  retailPriceRange: PriceRange | null;
  isGiftCertificate: boolean;
  /** Optional nutrition facts used by the protein calculator. */
  nutrition?: {
    servingSizeGrams: number;
    proteinPerServeGrams: number;
    /** Net weight of the pack for the variant sizes, keyed by size label, in grams. */
    packSizesGrams?: Record<string, number>;
  };
}

/** A variant as a product card needs it: which options it is and whether it can be added. */
export type ProductSummaryVariant = Pick<ProductVariant, 'id' | 'options' | 'inventory' | 'purchasable'>;

/**
 * A product as a listing card shows it (home's featured products, the recently viewed panel): its default picture,
 * stars, short description and price, and what the card's quick add and wish list heart need. The product page's
 * detail (description, gallery, variant prices and pictures) is left out, so a page of cards sends only this.
 */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  shortDescription: string;
  image: { url: string; altText: string } | null;
  averageRating: number;
  reviewCount: number;
  minQuantity: number;
  maxQuantity: number;
  variants: ProductSummaryVariant[];
  priceRange: PriceRange;
  retailPriceRange: PriceRange | null;
}

export type AddingToCartStatus = 'None' | 'Adding' | 'Added' | 'Failed';

/* ------------------------------------------------------------------ carts */

export interface CartLineItem {
  id: string;
  productId: number;
  variantId: number;
  quantity: number;
  name: string;
  /** Product page path, e.g. /products/whey-protein-isolate */
  url: string;
  imageUrl: string | null;
  sku: string;
  options: ProductOptionValue[];
  salePriceCents: Cents;
  listPriceCents: Cents;
  extendedSalePriceCents: Cents;
  isDigital: boolean;
}

export interface CartGiftCertificate {
  id: string;
  name: string;
  amountCents: Cents;
  recipient: { name: string; email: string };
  sender: { name: string; email: string };
  message: string;
  theme: string;
}

/** The discount code a cart carries (one per order), as the shopper sees it. */
export interface CartDiscount {
  /** The code as the shop spells it (upper case). */
  code: string;
  kind: DiscountKind;
  /** What it takes off the goods (0 for free shipping); already subtracted from the cart amount. */
  amountCents: Cents;
  /** Standard shipping is free with this code. */
  freeShipping: boolean;
  /** What it gives, e.g. "10% off", "$15.00 off", "Free standard shipping". */
  description: string;
}

export type DiscountKind = 'percentage' | 'fixed' | 'free_shipping';

/** A gift certificate applied to a cart to pay with, as the shopper sees it (never its whole code). */
export interface CartGiftCertificatePayment {
  /** The last 4 characters of the code. */
  last4: string;
  balanceCents: Cents;
}

export interface Cart {
  id: string;
  /** 0 means a guest cart. */
  customerId: number;
  currency: 'AUD';
  baseAmountCents: Cents;
  discountAmountCents: Cents;
  /** Total incl. GST. */
  cartAmountCents: Cents;
  /** GST included in cartAmount (1/11 of it). */
  taxIncludedCents: Cents;
  lineItems: {
    physicalItems: CartLineItem[];
    digitalItems: CartLineItem[];
    giftCertificates: CartGiftCertificate[];
  };
  createdAt: string;
  updatedAt: string;
  /** Hosted mode only: where the shopper checks out. */
  checkoutUrl: string | null;
  /**
   * The gift certificate applied to the cart (embedded store; one per order): the last 4 characters of its code and
   * its balance. It pays at checkout (lib/commerce/gift-certificate-rules.ts). Absent or null: none.
   */
  giftCertificate?: CartGiftCertificatePayment | null;
  /** The discount code applied to the cart; absent or null: none. */
  discount?: CartDiscount | null;
  /** Why a code the cart carried was just taken off (its condition stopped holding); shown once. */
  discountNotice?: string | null;
}

export interface CartItemInput {
  productId: number;
  variantId: number;
  quantity: number;
}

export interface GiftCertificateInput {
  name: string;
  amountCents: Cents;
  theme?: string;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
  message?: string;
}

/** Catalogue item returned by the cart lookup (POST /api/customer/getCart). */
export interface CatalogueItem {
  productId: number;
  url: string;
  title: string;
  image: ProductImage | null;
  priceCents: Cents;
  variant: { variantId: number; options: { title: string; value: string }[] } | null;
}

/* -------------------------------------------------------------- customers */

export interface Customer {
  entityId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
}

export interface Address {
  id: number;
  customerId: number;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
  country: string;
  countryCode: 'AU' | 'NZ';
  phone: string;
  addressType: 'residential' | 'commercial';
}

export type AddressInput = Omit<Address, 'id' | 'customerId' | 'country'>;

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  addresses: AddressInput[];
}

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

/* ----------------------------------------------------------------- orders */

export interface OrderLine {
  productId: number;
  variantId: number;
  name: string;
  sku: string;
  options: ProductOptionValue[];
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
}

export interface Order {
  id: number;
  customerId: number;
  email: string;
  status: 'Awaiting Fulfillment' | 'Shipped' | 'Completed' | 'Cancelled';
  createdAt: string;
  subtotalCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  taxIncludedCents: Cents;
  /** The discount code the order used, and what it took off the goods (free shipping shows in shippingCents). */
  discountCode?: string | null;
  discountCents?: Cents;
  /** The gift certificate that paid part of the order (the last 4 characters of its code) and what it paid. */
  giftCertificateLast4?: string | null;
  giftCertificateCents?: Cents;
  shippingMethod: string;
  shippingAddress: AddressInput;
  /** Units ordered (the sum of the lines' quantities). */
  itemCount: number;
  /** Empty in listOrders answers of a store that lists orders without their lines (hosted); getOrder has them. */
  lines: OrderLine[];
}

/**
 * One page of a customer's orders, newest first. BigCommerce's v2 list gives no total, so a page says only whether
 * older orders may follow: a full page does, and when it was exactly the last one the next page is empty.
 */
export interface OrderPage {
  items: Order[];
  page: number;
  perPage: number;
  hasNextPage: boolean;
}

/* ------------------------------------------------------------- wish lists */

export interface WishlistItem {
  id: number;
  productId: number;
  /** null: the product, whichever variant. */
  variantId: number | null;
}

export interface Wishlist {
  id: number;
  name: string;
  isPublic: boolean;
  /** Share token of a public list. */
  token: string;
  items: WishlistItem[];
}

/* ---------------------------------------------------------------- profile */

/** What a customer edits on the profile page. */
export type CustomerUpdate = Pick<Customer, 'firstName' | 'lastName' | 'phone' | 'email'>;

/* --------------------------------------------------------------- checkout */

/** 'standard' is the flat rate (free at or over the threshold); 'express' is the flat rate + $10, never free. */
export type ShippingMethod = 'standard' | 'express';

/** What placing an order from a cart needs. Prices are never taken from the caller: the adapter re-prices. */
export interface PlaceOrderInput {
  cartId: string;
  /** 0 = guest. */
  customerId: number;
  email: string;
  /**
   * Where the order goes; for an order with nothing to ship (gift certificates, digital items), the buyer's details
   * for the receipt: the name, phone and company, with no address lines.
   */
  shippingAddress: AddressInput;
  /** Required when the order ships something. */
  shippingMethod?: ShippingMethod;
  /**
   * Guests only: the placing browser's unguessable secret (lib/checkout/order-access.ts). The order is read, and
   * a repeated submit answered, only for a caller who presents it again.
   */
  guestToken?: string;
}
