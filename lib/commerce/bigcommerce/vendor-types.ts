/**
 * The parts of BigCommerce's wire shapes this adapter reads, typed from the reference specs in
 * tests/contracts/bigcommerce (carts.v3.yml, customers.v3.yml, products_catalog.v3.yml,
 * storefront-schema.graphql). Only mappers.ts turns these into the app's types.
 * Money is in dollars here (BigCommerce sends decimal numbers).
 */

/* ------------------------------------------------------------------ REST */

export interface BcPagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

export interface BcCollection<T> {
  data: T[];
  meta?: { pagination?: BcPagination };
}

export interface BcSingle<T> {
  data: T;
  meta?: Record<string, unknown>;
}

/* carts.v3.yml: Cart_Full, ItemPhysicalGet, ItemDigitalGet, ItemGiftCertificateGet */

export interface BcCartOption {
  name: string;
  nameId?: number;
  value: string;
  valueId?: number;
}

export interface BcCartLineItem {
  id: string;
  parent_id?: string | null;
  variant_id: number;
  product_id: number;
  sku?: string;
  name: string;
  url?: string;
  quantity: number;
  image_url?: string;
  discount_amount?: number;
  coupon_amount?: number;
  original_price?: number;
  list_price: number;
  sale_price: number;
  extended_list_price?: number;
  extended_sale_price: number;
  options?: BcCartOption[];
}

export interface BcContact {
  name?: string;
  email?: string;
}

export interface BcCartGiftCertificate {
  id: string;
  name?: string;
  theme?: string;
  amount: number;
  quantity?: number;
  taxable?: boolean;
  sender?: BcContact;
  recipient?: BcContact;
  message?: string;
}

export interface BcRedirectUrls {
  cart_url?: string;
  checkout_url?: string;
  embedded_checkout_url?: string;
}

export interface BcCart {
  id: string;
  customer_id: number;
  channel_id?: number;
  email?: string;
  currency?: { code?: string };
  tax_included?: boolean;
  base_amount: number;
  discount_amount: number;
  cart_amount: number;
  line_items: {
    physical_items?: BcCartLineItem[];
    digital_items?: BcCartLineItem[];
    gift_certificates?: BcCartGiftCertificate[];
    custom_items?: unknown[];
  };
  created_time: string;
  updated_time: string;
  locale?: string;
  version?: number;
  /** Present when the request asked for include=redirect_urls. */
  redirect_urls?: BcRedirectUrls;
}

/* Request bodies (carts.v3.yml CartCreatePostData, Cart_Line_Item_Update_Post/Put, CartUpdatePutRequestData) */

export interface BcLineItemRequest {
  quantity: number;
  product_id: number;
  variant_id: number;
}

export type BcGiftCertificateTheme = 'Birthday' | 'Boy' | 'Celebration' | 'Christmas' | 'General' | 'Girl';

export interface BcGiftCertificateRequest {
  name: string;
  theme: BcGiftCertificateTheme;
  amount: number;
  quantity: number;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
  message?: string;
}

export interface BcCartCreateRequest {
  customer_id?: number;
  line_items?: BcLineItemRequest[];
  gift_certificates?: BcGiftCertificateRequest[];
  channel_id: number;
  locale: string;
}

export interface BcCartItemsAddRequest {
  line_items?: BcLineItemRequest[];
  gift_certificates?: BcGiftCertificateRequest[];
}

/* customers.v3.yml: customer_Full, address_Full, customer_Post, address_Post, address_Put */

export type BcAddressType = 'residential' | 'commercial';

export interface BcAddress {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country?: string;
  country_code: string;
  phone?: string;
  address_type?: BcAddressType;
}

export interface BcCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company?: string;
  phone?: string;
  customer_group_id?: number;
  date_created?: string;
  date_modified?: string;
  addresses?: BcAddress[];
  channel_ids?: number[] | null;
}

export interface BcAddressFields {
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country_code: string;
  phone: string;
  address_type: BcAddressType;
}

export interface BcCustomerCreateRequest {
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  authentication: { force_password_reset: boolean; new_password: string };
  addresses: BcAddressFields[];
  origin_channel_id: number;
  channel_ids: number[];
}

export type BcAddressCreateRequest = BcAddressFields & { customer_id: number };
export type BcAddressUpdateRequest = BcAddressFields & { id: number };

/* products_catalog.v3.yml: product_Full, productVariant_Full, productImage_Full */

export interface BcCatalogImage {
  id?: number;
  product_id?: number;
  is_thumbnail?: boolean;
  sort_order?: number;
  description?: string;
  image_url?: string;
  url_zoom?: string;
  url_standard?: string;
  url_thumbnail?: string;
  url_tiny?: string;
}

export interface BcCatalogVariant {
  id: number;
  product_id: number;
  sku: string;
  price?: number | null;
  sale_price?: number | null;
  retail_price?: number | null;
  calculated_price?: number;
  purchasing_disabled?: boolean;
  inventory_level?: number | null;
  image_url?: string;
  option_values?: { id?: number; label: string; option_id?: number; option_display_name: string }[];
}

export interface BcCatalogCustomField {
  id?: number;
  name: string;
  value: string;
}

export interface BcCatalogProduct {
  id: number;
  name: string;
  type?: 'physical' | 'digital';
  sku?: string;
  description?: string;
  price: number;
  sale_price?: number;
  retail_price?: number;
  calculated_price?: number;
  inventory_level?: number;
  inventory_tracking?: 'none' | 'product' | 'variant';
  is_visible?: boolean;
  availability?: 'available' | 'disabled' | 'preorder';
  order_quantity_minimum?: number;
  order_quantity_maximum?: number;
  reviews_rating_sum?: number;
  reviews_count?: number;
  custom_url?: { url: string; is_customized?: boolean };
  custom_fields?: BcCatalogCustomField[];
  images?: BcCatalogImage[];
  variants?: BcCatalogVariant[];
}

/* --------------------------------------------------------------- GraphQL */

export interface GqlError {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
}

export interface GqlResponse<T> {
  data?: T | null;
  errors?: GqlError[];
}

export interface GqlConnection<T> {
  edges: ({ node: T } | null)[] | null;
  pageInfo?: { hasNextPage: boolean; endCursor: string | null };
}

export interface GqlMoney {
  value: number;
  currencyCode?: string;
}

export interface GqlImage {
  url: string;
  urlOriginal?: string;
  altText: string;
  isDefault: boolean;
}

export interface GqlVariant {
  entityId: number;
  sku: string;
  isPurchasable: boolean;
  defaultImage?: { url: string; altText: string } | null;
  options: GqlConnection<{ displayName: string; values: GqlConnection<{ label: string }> }>;
  prices: { price: GqlMoney; retailPrice: GqlMoney | null } | null;
  inventory: { isInStock: boolean; aggregated: { availableToSell: number } | null } | null;
}

export interface GqlProduct {
  __typename?: 'Product';
  entityId: number;
  sku: string;
  path: string;
  name: string;
  plainTextDescription: string;
  minPurchaseQuantity: number | null;
  maxPurchaseQuantity: number | null;
  reviewSummary: { numberOfReviews: number; summationOfRatings: number };
  customFields: GqlConnection<{ name: string; value: string }>;
  images: GqlConnection<GqlImage>;
  prices: {
    price: GqlMoney;
    retailPrice: GqlMoney | null;
    priceRange: { min: GqlMoney; max: GqlMoney };
    retailPriceRange: { min: GqlMoney; max: GqlMoney } | null;
  } | null;
  inventory: { isInStock: boolean };
  variants: GqlConnection<GqlVariant>;
}

export interface GqlCustomer {
  entityId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
}
