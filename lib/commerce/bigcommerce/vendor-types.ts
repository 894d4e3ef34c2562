/**
 * The parts of BigCommerce's wire shapes this adapter reads, typed from the reference specs in
 * tests/contracts/bigcommerce (customers.v3.yml, products_catalog.v3.yml, orders.v2.oas2.yml,
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

/* customers.v3.yml: customer_Full (the admin look-up by email) */

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
  channel_ids?: number[] | null;
}

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

/* ----------------------------------------------------------- Orders v2 */

/* orders.v2.oas2.yml: order_Resp (money is a decimal string), orderProducts, orderShippingAddress */

export interface BcOrderAddress {
  first_name: string;
  last_name: string;
  company?: string;
  street_1: string;
  street_2?: string;
  city: string;
  state: string;
  zip: string;
  country?: string;
  country_iso2: string;
  phone?: string;
  email?: string;
}

export interface BcOrder {
  id: number;
  customer_id: number;
  date_created: string;
  status_id: number;
  status: string;
  subtotal_inc_tax: string;
  shipping_cost_inc_tax: string;
  total_inc_tax: string;
  total_tax: string;
  items_total: number;
  /** What the checkout's coupons took off (the codes themselves are in the order's coupons sub-resource). */
  coupon_discount?: string;
  billing_address?: BcOrderAddress;
}

export interface BcOrderProduct {
  id: number;
  order_id: number;
  product_id: number;
  variant_id: number;
  name: string;
  sku: string;
  quantity: number;
  price_inc_tax: string;
  total_inc_tax: string;
  product_options?: { display_name: string; display_value: string }[];
}

export interface BcOrderShippingAddress extends BcOrderAddress {
  id: number;
  order_id: number;
  shipping_method?: string;
}

/* storefront-schema.graphql: Cart, CartPhysicalItem, CartGiftCertificate, CustomerAddress, Wishlist */

export interface GqlCartLine {
  entityId: string;
  productEntityId: number;
  variantEntityId: number | null;
  sku: string | null;
  name: string;
  url: string;
  imageUrl: string | null;
  quantity: number;
  listPrice: { value: number };
  salePrice: { value: number };
  extendedSalePrice: { value: number };
  selectedOptions: { name: string; value?: string }[];
}

export type GqlGiftCertificateTheme = 'BIRTHDAY' | 'BOY' | 'CELEBRATION' | 'CHRISTMAS' | 'GENERAL' | 'GIRL' | 'NONE';

export interface GqlCartGiftCertificate {
  entityId: string;
  name: string;
  theme: GqlGiftCertificateTheme;
  amount: { value: number };
  message: string | null;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
}

export interface GqlCart {
  entityId: string;
  baseAmount: { value: number };
  discountedAmount: { value: number };
  amount: { value: number };
  createdAt: { utc: string };
  updatedAt: { utc: string };
  lineItems: {
    physicalItems: GqlCartLine[];
    digitalItems: GqlCartLine[];
    giftCertificates: GqlCartGiftCertificate[];
  };
}

export interface GqlCartLineInput {
  quantity: number;
  productEntityId: number;
  variantEntityId: number;
}

export interface GqlGiftCertificateInput {
  name: string;
  theme: GqlGiftCertificateTheme;
  amount: number;
  quantity: number;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
  message?: string;
}

export interface GqlAddress {
  entityId: number;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  stateOrProvince: string | null;
  postalCode: string | null;
  countryCode: string;
  phone: string | null;
}

/** AddCustomerAddressInput (also the address of RegisterCustomerInput and UpdateCustomerAddressDataInput). */
export interface GqlAddressInput {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
  countryCode: string;
  phone: string;
}

/** The union members of the customer mutations' `errors` lists, as asked for (`__typename` and `message`). */
export interface GqlMutationError {
  __typename: string;
  message?: string;
}

export interface GqlWishlist {
  entityId: number;
  name: string;
  isPublic: boolean;
  token: string;
  items: GqlConnection<{ entityId: number; productEntityId: number; variantEntityId: number | null }>;
}
