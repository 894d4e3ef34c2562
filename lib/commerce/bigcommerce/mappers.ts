/**
 * Vendor shapes -> app types, and app inputs -> vendor request bodies. The only place that knows both.
 * BigCommerce sends money as decimal dollars; the app keeps integer cents (Math.round(x * 100)).
 */
import type {
  Address,
  AddressInput,
  Cart,
  CartLineItem,
  CatalogueItem,
  Cents,
  Customer,
  GiftCertificateInput,
  Order,
  Page,
  PriceRange,
  Product,
  ProductImage,
  ProductVariant,
  Wishlist,
} from '../types';
import { centsToDollars } from '../cart-wire';
import { cartTaxIncludedCents } from '../../checkout/shipping';
import { nodes } from './client';
import { IMAGE_SIZE } from './queries';
import type {
  BcCatalogImage,
  BcCatalogProduct,
  BcCatalogVariant,
  BcCustomer,
  BcOrder,
  BcOrderAddress,
  BcOrderProduct,
  BcOrderShippingAddress,
  GqlAddress,
  GqlAddressInput,
  GqlCart,
  GqlCartLine,
  GqlCustomer,
  GqlGiftCertificateInput,
  GqlGiftCertificateTheme,
  GqlProduct,
  GqlVariant,
  GqlWishlist,
} from './vendor-types';

/** Stock shown when the store tracks no inventory or hides its levels: "in stock, level not disclosed". */
export const UNDISCLOSED_STOCK = 9999;
/** Box of the catalogue API's `url_zoom` images. */
const CATALOG_IMAGE_SIZE = 1280;
const SHORT_DESCRIPTION_LENGTH = 248;

/* --------------------------------------------------------------- helpers */

export function toCents(dollars: number | string | null | undefined): Cents {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** The last non-empty segment of a path or absolute URL: `/whey-protein-isolate/` -> `whey-protein-isolate`. */
export function slugFromPath(pathOrUrl: string | undefined): string {
  if (!pathOrUrl) return '';
  let path = pathOrUrl;
  if (/^https?:\/\//i.test(pathOrUrl)) {
    try {
      path = new URL(pathOrUrl).pathname;
    } catch {
      path = pathOrUrl;
    }
  }
  const segments = path.split('?')[0].split('/').filter(Boolean);
  return segments.length > 0 ? decodeURIComponent(segments[segments.length - 1]) : '';
}

/**
 * The nutrition the protein calculator compares, from the product's custom fields `serving_size_g` and
 * `protein_per_serve_g` (docs/deploy.md, "The BigCommerce catalogue"), when both are positive numbers ("30", "27.5").
 */
function nutritionOf(fields: Map<string, string>): Pick<Product, 'nutrition'> {
  const servingSizeGrams = Number(fields.get('serving_size_g'));
  const proteinPerServeGrams = Number(fields.get('protein_per_serve_g'));
  return servingSizeGrams > 0 && proteinPerServeGrams > 0 ? { nutrition: { servingSizeGrams, proteinPerServeGrams } } : {};
}

function productPath(slug: string): string {
  return `/products/${slug}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text from the catalogue's HTML description. */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name] ?? match)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export function excerpt(text: string, length = SHORT_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function averageRating(sum: number | undefined, count: number | undefined): number {
  if (!count || !sum) return 0;
  return Math.round((sum / count) * 10) / 10;
}

function rangeOf(values: Cents[]): PriceRange {
  if (values.length === 0) return { minCents: 0, maxCents: 0 };
  return { minCents: Math.min(...values), maxCents: Math.max(...values) };
}

function retailOrNull(retail: Cents, price: Cents): Cents | null {
  return retail > price ? retail : null;
}

function withOneDefault(images: ProductImage[]): ProductImage[] {
  if (images.length === 0 || images.some((image) => image.isDefault)) return images;
  return images.map((image, index) => ({ ...image, isDefault: index === 0 }));
}

/* -------------------------------------------------- products (GraphQL API) */

function variantFromGraphql(variant: GqlVariant, fallbackPrice: Cents): ProductVariant {
  const priceCents = variant.prices ? toCents(variant.prices.price.value) : fallbackPrice;
  const inStock = variant.inventory?.isInStock ?? false;
  const inventory = inStock ? (variant.inventory?.aggregated?.availableToSell ?? UNDISCLOSED_STOCK) : 0;
  return {
    id: variant.entityId,
    sku: variant.sku,
    options: nodes(variant.options).map((option) => ({
      name: option.displayName,
      value: nodes(option.values)[0]?.label ?? '',
    })),
    priceCents,
    retailPriceCents: retailOrNull(toCents(variant.prices?.retailPrice?.value), priceCents),
    inventory,
    purchasable: variant.isPurchasable && inventory > 0,
    image: variant.defaultImage?.url
      ? { url: variant.defaultImage.url, altText: variant.defaultImage.altText, isDefault: false, width: IMAGE_SIZE, height: IMAGE_SIZE }
      : null,
  };
}

export function productFromGraphql(product: GqlProduct): Product {
  const fields = new Map(nodes(product.customFields).map((field) => [field.name, field.value]));
  const description = product.plainTextDescription.trim();
  const basePrice = toCents(product.prices?.price.value);
  const variants = nodes(product.variants).map((variant) => variantFromGraphql(variant, basePrice));
  const prices = product.prices;
  const priceRange = prices
    ? { minCents: toCents(prices.priceRange.min.value), maxCents: toCents(prices.priceRange.max.value) }
    : rangeOf(variants.map((variant) => variant.priceCents));
  const retailPriceRange =
    prices?.retailPriceRange && toCents(prices.retailPriceRange.max.value) > 0
      ? { minCents: toCents(prices.retailPriceRange.min.value), maxCents: toCents(prices.retailPriceRange.max.value) }
      : null;
  return {
    id: product.entityId,
    slug: slugFromPath(product.path),
    name: product.name,
    shortName: fields.get('short_name') ?? product.name,
    shortDescription: fields.get('short_description') ?? excerpt(description),
    description,
    images: withOneDefault(
      nodes(product.images).map((image) => ({
        url: image.url,
        altText: image.altText || product.name,
        isDefault: image.isDefault,
        width: IMAGE_SIZE,
        height: IMAGE_SIZE,
      })),
    ),
    averageRating: averageRating(product.reviewSummary.summationOfRatings, product.reviewSummary.numberOfReviews),
    reviewCount: product.reviewSummary.numberOfReviews,
    minQuantity: product.minPurchaseQuantity ?? 0,
    maxQuantity: product.maxPurchaseQuantity ?? 0,
    variants,
    priceRange,
    retailPriceRange,
    isGiftCertificate: false,
    ...nutritionOf(fields),
  };
}

/* ------------------------------------------------- products (catalog REST) */

function catalogImage(image: BcCatalogImage, productName: string): ProductImage | null {
  const url = image.url_zoom || image.url_standard || image.image_url;
  if (!url) return null;
  return {
    url,
    altText: image.description || productName,
    isDefault: image.is_thumbnail ?? false,
    width: CATALOG_IMAGE_SIZE,
    height: CATALOG_IMAGE_SIZE,
  };
}

function catalogImages(product: BcCatalogProduct): ProductImage[] {
  const sorted = [...(product.images ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  return withOneDefault(sorted.flatMap((image) => catalogImage(image, product.name) ?? []));
}

function catalogVariantPrice(product: BcCatalogProduct, variant: BcCatalogVariant | undefined): Cents {
  return toCents(
    variant?.calculated_price ?? variant?.sale_price ?? variant?.price ?? product.calculated_price ?? product.price,
  );
}

function catalogInventory(product: BcCatalogProduct, variant: BcCatalogVariant): number {
  switch (product.inventory_tracking) {
    case 'product':
      return Math.max(0, product.inventory_level ?? 0);
    case 'variant':
      return Math.max(0, variant.inventory_level ?? 0);
    default:
      return UNDISCLOSED_STOCK;
  }
}

function variantFromCatalog(product: BcCatalogProduct, variant: BcCatalogVariant): ProductVariant {
  const priceCents = catalogVariantPrice(product, variant);
  const inventory = catalogInventory(product, variant);
  return {
    id: variant.id,
    sku: variant.sku,
    options: (variant.option_values ?? []).map((value) => ({ name: value.option_display_name, value: value.label })),
    priceCents,
    retailPriceCents: retailOrNull(toCents(variant.retail_price ?? product.retail_price), priceCents),
    inventory,
    purchasable: !variant.purchasing_disabled && product.availability !== 'disabled' && inventory > 0,
  };
}

export function productFromCatalog(product: BcCatalogProduct): Product {
  const fields = new Map((product.custom_fields ?? []).map((field) => [field.name, field.value]));
  const description = htmlToText(product.description);
  const variants = (product.variants ?? []).map((variant) => variantFromCatalog(product, variant));
  const retail = variants.flatMap((variant) => (variant.retailPriceCents === null ? [] : [variant.retailPriceCents]));
  return {
    id: product.id,
    slug: slugFromPath(product.custom_url?.url),
    name: product.name,
    shortName: fields.get('short_name') ?? product.name,
    shortDescription: fields.get('short_description') ?? excerpt(description),
    description,
    images: catalogImages(product),
    averageRating: averageRating(product.reviews_rating_sum, product.reviews_count),
    reviewCount: product.reviews_count ?? 0,
    minQuantity: product.order_quantity_minimum ?? 0,
    maxQuantity: product.order_quantity_maximum ?? 0,
    variants,
    priceRange:
      variants.length > 0 ? rangeOf(variants.map((variant) => variant.priceCents)) : rangeOf([catalogVariantPrice(product, undefined)]),
    retailPriceRange: retail.length > 0 ? rangeOf(retail) : null,
    isGiftCertificate: false,
    ...nutritionOf(fields),
  };
}

/* ------------------------------------------------------------------ carts */

const THEMES: GqlGiftCertificateTheme[] = ['BIRTHDAY', 'BOY', 'CELEBRATION', 'CHRISTMAS', 'GENERAL', 'GIRL'];

/** A theme BigCommerce knows, from the shopper's (case and spaces ignored); General when it is none of them. */
function giftCertificateTheme(theme: string | undefined): GqlGiftCertificateTheme {
  const wanted = theme?.trim().toLowerCase();
  return THEMES.find((candidate) => candidate.toLowerCase() === wanted) ?? 'GENERAL';
}

/* -------------------------------------------------------------- customers */

export function customerFromBigCommerce(customer: BcCustomer): Customer {
  return {
    entityId: customer.id,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    phone: customer.phone ?? '',
    company: customer.company ?? '',
  };
}

export function customerFromGraphql(customer: GqlCustomer): Customer {
  return {
    entityId: customer.entityId,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    company: customer.company,
  };
}

const COUNTRY_NAMES: Record<Address['countryCode'], string> = { AU: 'Australia', NZ: 'New Zealand' };

/** One page of a list BigCommerce answered whole (`total` items in all). */
export function pageOf<T>(items: T[], page: number, perPage: number, total: number): Page<T> {
  return { items, page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) };
}

/* ----------------------------------------------------------------- orders */

/** BigCommerce's order status ids (orders.v2 order_statuses) in the app's four states. */
const ORDER_STATUSES: Record<number, Order['status']> = {
  2: 'Shipped', // Shipped
  3: 'Shipped', // Partially Shipped
  10: 'Completed', // Completed
  4: 'Cancelled', // Refunded
  5: 'Cancelled', // Cancelled
  6: 'Cancelled', // Declined
};

/** Status id 0 is an incomplete order (a checkout never finished): not one the shopper placed. */
export function isPlacedOrder(order: BcOrder): boolean {
  return order.status_id !== 0;
}

function orderAddress(address: BcOrderAddress | undefined): AddressInput {
  const countryCode: Address['countryCode'] = address?.country_iso2?.toUpperCase() === 'NZ' ? 'NZ' : 'AU';
  return {
    firstName: address?.first_name ?? '',
    lastName: address?.last_name ?? '',
    company: address?.company ?? '',
    address1: address?.street_1 ?? '',
    address2: address?.street_2 ?? '',
    city: address?.city ?? '',
    stateOrProvince: address?.state ?? '',
    postalCode: address?.zip ?? '',
    countryCode,
    phone: address?.phone ?? '',
    // Order addresses carry no address type.
    addressType: 'residential',
  };
}

/**
 * An order in the app's terms. Without products (a list answer) the lines are empty and the item count comes
 * from the order's `items_total`; with them (the detail) both come from the products.
 */
export function orderFromBigCommerce(
  order: BcOrder,
  products: BcOrderProduct[] | null,
  shipping: BcOrderShippingAddress | null,
): Order {
  const lines = (products ?? []).map((product) => ({
    productId: product.product_id,
    variantId: product.variant_id,
    name: product.name,
    sku: product.sku ?? '',
    options: (product.product_options ?? []).map((option) => ({ name: option.display_name, value: option.display_value })),
    quantity: product.quantity,
    unitPriceCents: toCents(product.price_inc_tax),
    totalCents: toCents(product.total_inc_tax),
  }));
  return {
    id: order.id,
    customerId: order.customer_id,
    email: order.billing_address?.email ?? '',
    status: ORDER_STATUSES[order.status_id] ?? 'Awaiting Fulfillment',
    createdAt: new Date(order.date_created).toISOString(),
    subtotalCents: toCents(order.subtotal_inc_tax),
    shippingCents: toCents(order.shipping_cost_inc_tax),
    totalCents: toCents(order.total_inc_tax),
    taxIncludedCents: toCents(order.total_tax),
    // The codes are in the order's coupons sub-resource (one more REST call an order): the line reads "Discount".
    discountCode: null,
    discountCents: toCents(order.coupon_discount ?? '0'),
    shippingMethod: shipping?.shipping_method ?? '',
    shippingAddress: orderAddress(shipping ?? order.billing_address),
    itemCount: products ? lines.reduce((sum, line) => sum + line.quantity, 0) : order.items_total,
    lines,
  };
}

/* ------------------------------------------------- carts (Storefront GraphQL) */

function cartLineFromGraphql(line: GqlCartLine, isDigital: boolean): CartLineItem {
  return {
    id: line.entityId,
    productId: line.productEntityId,
    variantId: line.variantEntityId ?? 0,
    quantity: line.quantity,
    name: line.name,
    url: productPath(slugFromPath(line.url)),
    imageUrl: line.imageUrl || null,
    sku: line.sku ?? '',
    options: line.selectedOptions.map((option) => ({ name: option.name, value: option.value ?? '' })),
    salePriceCents: toCents(line.salePrice.value),
    listPriceCents: toCents(line.listPrice.value),
    extendedSalePriceCents: toCents(line.extendedSalePrice.value),
    isDigital,
  };
}

function themeName(theme: GqlGiftCertificateTheme): string {
  return theme === 'NONE' ? 'General' : theme.charAt(0) + theme.slice(1).toLowerCase();
}

/**
 * A Storefront API cart in the app's terms. The API does not say whose a cart is: the adapter knows it from the
 * context it read the cart in (anonymously: a guest cart; only as a customer: that customer's). The checkout
 * link is asked for when the shopper checks out (createCartRedirectUrls), so it is null here.
 */
export function cartFromGraphql(cart: GqlCart, customerId: number): Cart {
  const cartAmountCents = toCents(cart.amount.value);
  const mapped: Omit<Cart, 'taxIncludedCents'> = {
    id: cart.entityId,
    customerId,
    currency: 'AUD',
    baseAmountCents: toCents(cart.baseAmount.value),
    discountAmountCents: toCents(cart.discountedAmount.value),
    cartAmountCents,
    lineItems: {
      physicalItems: cart.lineItems.physicalItems.map((line) => cartLineFromGraphql(line, false)),
      digitalItems: cart.lineItems.digitalItems.map((line) => cartLineFromGraphql(line, true)),
      giftCertificates: cart.lineItems.giftCertificates.map((gift) => ({
        id: gift.entityId,
        name: gift.name,
        amountCents: toCents(gift.amount.value),
        recipient: { name: gift.recipient.name, email: gift.recipient.email },
        sender: { name: gift.sender.name, email: gift.sender.email },
        message: gift.message ?? '',
        theme: themeName(gift.theme),
      })),
    },
    createdAt: cart.createdAt.utc,
    updatedAt: cart.updatedAt.utc,
    checkoutUrl: null,
  };
  return { ...mapped, taxIncludedCents: cartTaxIncludedCents(mapped) };
}

export function giftCertificateInput(input: GiftCertificateInput): GqlGiftCertificateInput {
  return {
    name: input.name,
    theme: giftCertificateTheme(input.theme),
    amount: centsToDollars(input.amountCents),
    quantity: 1,
    sender: { name: input.sender.name, email: input.sender.email },
    recipient: { name: input.recipient.name, email: input.recipient.email },
    ...(input.message ? { message: input.message } : {}),
  };
}

/** The cart-lookup item (POST /api/customer/getCart) from a Storefront API product. */
export function catalogueItemFromGraphql(product: GqlProduct, variantId: number | null): CatalogueItem | null {
  const mapped = productFromGraphql(product);
  const variant = variantId === null ? undefined : mapped.variants.find((candidate) => candidate.id === variantId);
  if (variantId !== null && !variant) return null;
  return {
    productId: mapped.id,
    url: productPath(mapped.slug),
    title: mapped.name,
    image: mapped.images.find((image) => image.isDefault) ?? mapped.images[0] ?? null,
    priceCents: variant ? variant.priceCents : mapped.priceRange.minCents,
    variant: variant
      ? { variantId: variant.id, options: variant.options.map((option) => ({ title: option.name, value: option.value })) }
      : null,
  };
}

/* --------------------------------------------- addresses (Storefront GraphQL) */

/** A Storefront API address. The API keeps no address type: saved addresses read back as residential. */
export function addressFromGraphql(address: GqlAddress, customerId: number): Address {
  const countryCode: Address['countryCode'] = address.countryCode?.toUpperCase() === 'NZ' ? 'NZ' : 'AU';
  return {
    id: address.entityId,
    customerId,
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    stateOrProvince: address.stateOrProvince ?? '',
    postalCode: address.postalCode ?? '',
    country: COUNTRY_NAMES[countryCode],
    countryCode,
    phone: address.phone ?? '',
    addressType: 'residential',
  };
}

export function addressInput(input: AddressInput): GqlAddressInput {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? '',
    address1: input.address1,
    address2: input.address2 ?? '',
    city: input.city,
    stateOrProvince: input.stateOrProvince ?? '',
    postalCode: input.postalCode,
    countryCode: input.countryCode,
    phone: input.phone ?? '',
  };
}

/* -------------------------------------------- wish lists (Storefront GraphQL) */

export function wishlistFromGraphql(wishlist: GqlWishlist): Wishlist {
  return {
    id: wishlist.entityId,
    name: wishlist.name,
    isPublic: wishlist.isPublic,
    token: wishlist.token,
    items: nodes(wishlist.items).map((item) => ({ id: item.entityId, productId: item.productEntityId, variantId: item.variantEntityId })),
  };
}
