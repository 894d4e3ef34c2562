/**
 * Vendor shapes -> app types, and app inputs -> vendor request bodies. The only place that knows both.
 * BigCommerce sends money as decimal dollars; the app keeps integer cents (Math.round(x * 100)).
 */
import type {
  Address,
  AddressInput,
  Cart,
  CartGiftCertificate,
  CartLineItem,
  CatalogueItem,
  Cents,
  Customer,
  GiftCertificateInput,
  Page,
  PriceRange,
  Product,
  ProductImage,
  ProductVariant,
} from '../types';
import { IMAGE_SIZE } from './queries';
import type {
  BcAddress,
  BcAddressFields,
  BcCart,
  BcCartGiftCertificate,
  BcCartLineItem,
  BcCatalogImage,
  BcCatalogProduct,
  BcCatalogVariant,
  BcCustomer,
  BcGiftCertificateRequest,
  BcGiftCertificateTheme,
  BcPagination,
  GqlConnection,
  GqlCustomer,
  GqlProduct,
  GqlVariant,
} from './vendor-types';

/** Stock shown when the store tracks no inventory or hides its levels: "in stock, level not disclosed". */
export const UNDISCLOSED_STOCK = 9999;
/** Box of the catalogue API's `url_zoom` images. */
export const CATALOG_IMAGE_SIZE = 1280;
const SHORT_DESCRIPTION_LENGTH = 248;

/* --------------------------------------------------------------- helpers */

export function toCents(dollars: number | string | null | undefined): Cents {
  const value = typeof dollars === 'string' ? Number(dollars) : dollars;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export function toDollars(cents: Cents): number {
  return Math.round(cents) / 100;
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

export function productPath(slug: string): string {
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

function nodes<T>(connection: GqlConnection<T> | null | undefined): T[] {
  return (connection?.edges ?? []).flatMap((edge) => (edge ? [edge.node] : []));
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
  };
}

/** The cart-lookup item (POST /api/customer/getCart) for one product and, when known, one of its variants. */
export function catalogueItemFromCatalog(product: BcCatalogProduct, variantId: number | null): CatalogueItem {
  const variant = variantId === null ? undefined : product.variants?.find((candidate) => candidate.id === variantId);
  const images = catalogImages(product);
  return {
    productId: product.id,
    url: productPath(slugFromPath(product.custom_url?.url)),
    title: product.name,
    image: images.find((image) => image.isDefault) ?? images[0] ?? null,
    // Without a variant: the product's lowest price.
    priceCents: variant
      ? catalogVariantPrice(product, variant)
      : rangeOf((product.variants ?? []).map((candidate) => catalogVariantPrice(product, candidate))).minCents ||
        catalogVariantPrice(product, undefined),
    variant: variant
      ? {
          variantId: variant.id,
          options: (variant.option_values ?? []).map((value) => ({ title: value.option_display_name, value: value.label })),
        }
      : null,
  };
}

/* ------------------------------------------------------------------ carts */

function cartLineItem(item: BcCartLineItem, isDigital: boolean): CartLineItem {
  return {
    id: item.id,
    productId: item.product_id,
    variantId: item.variant_id,
    quantity: item.quantity,
    name: item.name,
    url: productPath(slugFromPath(item.url)),
    imageUrl: item.image_url || null,
    sku: item.sku ?? '',
    options: (item.options ?? []).map((option) => ({ name: option.name, value: option.value })),
    salePriceCents: toCents(item.sale_price),
    listPriceCents: toCents(item.list_price),
    extendedSalePriceCents: toCents(item.extended_sale_price),
    isDigital,
  };
}

function cartGiftCertificate(certificate: BcCartGiftCertificate): CartGiftCertificate {
  return {
    id: certificate.id,
    name: certificate.name ?? '',
    amountCents: toCents(certificate.amount),
    recipient: { name: certificate.recipient?.name ?? '', email: certificate.recipient?.email ?? '' },
    sender: { name: certificate.sender?.name ?? '', email: certificate.sender?.email ?? '' },
    message: certificate.message ?? '',
    theme: certificate.theme ?? 'General',
  };
}

export function cartFromBigCommerce(cart: BcCart): Cart {
  const cartAmountCents = toCents(cart.cart_amount);
  return {
    id: cart.id,
    customerId: cart.customer_id ?? 0,
    currency: 'AUD',
    baseAmountCents: toCents(cart.base_amount),
    discountAmountCents: toCents(cart.discount_amount),
    cartAmountCents,
    // Prices include GST (10%), so the tax inside a total is 1/11 of it.
    taxIncludedCents: Math.round(cartAmountCents / 11),
    lineItems: {
      physicalItems: (cart.line_items.physical_items ?? []).map((item) => cartLineItem(item, false)),
      digitalItems: (cart.line_items.digital_items ?? []).map((item) => cartLineItem(item, true)),
      giftCertificates: (cart.line_items.gift_certificates ?? []).map(cartGiftCertificate),
    },
    createdAt: cart.created_time,
    updatedAt: cart.updated_time,
    checkoutUrl: cart.redirect_urls?.checkout_url ?? null,
  };
}

const THEMES: BcGiftCertificateTheme[] = ['Birthday', 'Boy', 'Celebration', 'Christmas', 'General', 'Girl'];

export function giftCertificateRequest(input: GiftCertificateInput): BcGiftCertificateRequest {
  const theme = THEMES.find((candidate) => candidate.toLowerCase() === input.theme?.trim().toLowerCase()) ?? 'General';
  return {
    name: input.name,
    theme,
    amount: toDollars(input.amountCents),
    quantity: 1,
    sender: { name: input.sender.name, email: input.sender.email },
    recipient: { name: input.recipient.name, email: input.recipient.email },
    ...(input.message ? { message: input.message } : {}),
  };
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

export function addressFromBigCommerce(address: BcAddress): Address {
  const countryCode: Address['countryCode'] = address.country_code?.toUpperCase() === 'NZ' ? 'NZ' : 'AU';
  return {
    id: address.id,
    customerId: address.customer_id,
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company ?? '',
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    stateOrProvince: address.state_or_province ?? '',
    postalCode: address.postal_code ?? '',
    country: address.country || COUNTRY_NAMES[countryCode],
    countryCode,
    phone: address.phone ?? '',
    addressType: address.address_type ?? 'residential',
  };
}

export function addressFields(input: AddressInput): BcAddressFields {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.company ?? '',
    address1: input.address1,
    address2: input.address2 ?? '',
    city: input.city,
    state_or_province: input.stateOrProvince ?? '',
    postal_code: input.postalCode,
    country_code: input.countryCode,
    phone: input.phone ?? '',
    address_type: input.addressType ?? 'residential',
  };
}

export function pageFromBigCommerce<T>(items: T[], pagination: BcPagination | undefined, page: number, perPage: number): Page<T> {
  const total = pagination?.total ?? items.length;
  return {
    items,
    page: pagination?.current_page ?? page,
    perPage: pagination?.per_page ?? perPage,
    total,
    totalPages: pagination?.total_pages ?? Math.max(1, Math.ceil(total / perPage)),
  };
}
