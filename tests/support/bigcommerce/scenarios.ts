/**
 * msw handlers that emulate the BigCommerce endpoints this adapter uses, grouped into named
 * scenarios (the hydrogen `e2e/fixtures/msw` idea). Response bodies follow the reference specs'
 * schemas and examples (carts.v3.yml Cart_Full, customers.v3.yml customer_Full / address_Full,
 * products_catalog.v3.yml product_Full); GraphQL answers are produced by executing the request's
 * document against storefront-schema.graphql itself, so their shape is the schema's by construction.
 *
 * Test-only: nothing in the app imports this file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, execute, parse, type GraphQLSchema } from 'graphql';
import type { RequestHandler } from 'msw';
import type { BigCommerceConfig } from '@/lib/commerce/bigcommerce/client';
import { GRAPHQL_SCHEMA_FILE, referenceDir } from './contract';
import { getMsw } from '../msw';
import type {
  BcAddress,
  BcCart,
  BcCartGiftCertificate,
  BcCartLineItem,
  BcCustomer,
  BcGiftCertificateRequest,
  BcLineItemRequest,
} from '@/lib/commerce/bigcommerce/vendor-types';

export const TEST_CONFIG: BigCommerceConfig = {
  storeHash: 'abc123',
  accessToken: 'test-access-token',
  storefrontToken: 'test-storefront-token',
  channelId: 1,
  apiUrl: 'https://api.bigcommerce.com/stores/abc123',
  storefrontApiUrl: 'https://store-abc123-1.mybigcommerce.com/graphql',
};

const STORE_URL = 'https://store-abc123-1.mybigcommerce.com';
const CDN = 'https://cdn11.bigcommerce.com/s-abc123';
const STATUS_CODES_URL = 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes';
const NOW = '2024-06-10T15:45:28+00:00';

/* ------------------------------------------------------------ seed data */

export interface SeedVariant {
  id: number;
  sku: string;
  options: { nameId: number; name: string; valueId: number; value: string }[];
  price: number;
  retailPrice: number | null;
  /** Units in stock (inventory_tracking "variant"). */
  inventory: number;
  purchasingDisabled?: boolean;
}

export interface SeedProduct {
  id: number;
  name: string;
  path: string;
  descriptionHtml: string;
  price: number;
  retailPrice: number;
  inventoryTracking: 'none' | 'product' | 'variant';
  orderQuantityMinimum: number;
  orderQuantityMaximum: number;
  reviewsRatingSum: number;
  reviewsCount: number;
  isVisible: boolean;
  customFields: { id: number; name: string; value: string }[];
  images: { id: number; file: string; description: string; isThumbnail: boolean; sortOrder: number }[];
  variants: SeedVariant[];
}

interface CustomerRecord extends BcCustomer {
  password: string;
}

interface CartLine {
  id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
}

interface CartRecord {
  id: string;
  customer_id: number;
  channel_id: number;
  locale: string;
  lines: CartLine[];
  gifts: BcCartGiftCertificate[];
  created_time: string;
  updated_time: string;
  version: number;
}

export interface BigCommerceStore {
  products: SeedProduct[];
  customers: CustomerRecord[];
  addresses: BcAddress[];
  carts: Map<string, CartRecord>;
  /** Seeds a cart directly (as if created earlier) and returns its id. */
  seedCart(lines: { product_id: number; variant_id: number; quantity: number }[], customerId?: number): string;
}

function seedProducts(): SeedProduct[] {
  return [
    {
      id: 191,
      name: 'Whey Protein Isolate',
      path: '/whey-protein-isolate/',
      descriptionHtml:
        '<p>Cold-filtered <strong>whey protein isolate</strong> with 27&nbsp;g of protein per serve.</p><p>Mixes in seconds &amp; tastes great.</p>',
      price: 64.95,
      retailPrice: 79.95,
      inventoryTracking: 'variant',
      orderQuantityMinimum: 0,
      orderQuantityMaximum: 20,
      reviewsRatingSum: 46,
      reviewsCount: 10,
      isVisible: true,
      customFields: [
        { id: 6, name: 'short_name', value: 'WPI' },
        { id: 7, name: 'short_description', value: 'Our purest protein: 90% protein, low carb, low fat.' },
      ],
      images: [
        { id: 475, file: 'wpi-chocolate__59692.1534344544', description: 'WPI chocolate 1kg pouch', isThumbnail: true, sortOrder: 0 },
        { id: 476, file: 'wpi-vanilla__16355.1534344544', description: '', isThumbnail: false, sortOrder: 1 },
      ],
      variants: [
        {
          id: 362,
          sku: 'WPI-CHOC-1KG',
          options: [
            { nameId: 82, name: 'Flavour', valueId: 186, value: 'Chocolate' },
            { nameId: 83, name: 'Package Size', valueId: 190, value: '1kg' },
          ],
          price: 64.95,
          retailPrice: 79.95,
          inventory: 25,
        },
        {
          id: 363,
          sku: 'WPI-VAN-1KG',
          options: [
            { nameId: 82, name: 'Flavour', valueId: 187, value: 'Vanilla' },
            { nameId: 83, name: 'Package Size', valueId: 190, value: '1kg' },
          ],
          price: 64.95,
          retailPrice: 79.95,
          inventory: 0,
        },
        {
          id: 364,
          sku: 'WPI-CHOC-2500G',
          options: [
            { nameId: 82, name: 'Flavour', valueId: 186, value: 'Chocolate' },
            { nameId: 83, name: 'Package Size', valueId: 191, value: '2.5kg' },
          ],
          price: 139.95,
          retailPrice: null,
          inventory: 8,
        },
      ],
    },
    {
      id: 192,
      name: 'Creatine Monohydrate',
      path: '/creatine-monohydrate/',
      descriptionHtml: '<p>Micronised creatine monohydrate. 5&nbsp;g a day.</p>',
      price: 29.95,
      retailPrice: 0,
      inventoryTracking: 'none',
      orderQuantityMinimum: 0,
      orderQuantityMaximum: 0,
      reviewsRatingSum: 0,
      reviewsCount: 0,
      isVisible: true,
      customFields: [],
      images: [{ id: 480, file: 'creatine__11111.1534344544', description: 'Creatine 500g', isThumbnail: false, sortOrder: 0 }],
      variants: [
        {
          id: 370,
          sku: 'CREA-500G',
          options: [{ nameId: 83, name: 'Package Size', valueId: 195, value: '500g' }],
          price: 29.95,
          retailPrice: null,
          inventory: 0,
        },
        {
          id: 371,
          sku: 'CREA-1KG',
          options: [{ nameId: 83, name: 'Package Size', valueId: 196, value: '1kg' }],
          price: 49.95,
          retailPrice: null,
          inventory: 0,
        },
      ],
    },
  ];
}

function seedCustomers(): CustomerRecord[] {
  return [
    {
      id: 1,
      email: 'jane.smith@example.com',
      first_name: 'Jane',
      last_name: 'Smith',
      company: 'Acme Corp',
      phone: '0400 000 001',
      customer_group_id: 0,
      date_created: '2021-02-10T20:29:15+00:00',
      date_modified: NOW,
      channel_ids: [1],
      password: 'Secret123!',
    },
    {
      id: 2,
      email: 'ronald.swimmer@example.com',
      first_name: 'Ronald',
      last_name: 'Swimmer',
      company: '',
      phone: '0400 000 002',
      customer_group_id: 0,
      date_created: '2021-03-10T20:29:15+00:00',
      date_modified: NOW,
      channel_ids: [1],
      password: 'Other456!',
    },
  ];
}

function seedAddresses(): BcAddress[] {
  return [
    {
      id: 18,
      customer_id: 1,
      first_name: 'Jane',
      last_name: 'Smith',
      company: 'Acme Corp',
      address1: '12 Harbour Road',
      address2: 'Unit 4',
      city: 'Hobart',
      state_or_province: 'Tasmania',
      postal_code: '7000',
      country: 'Australia',
      country_code: 'AU',
      phone: '0400 000 001',
      address_type: 'residential',
    },
    {
      id: 19,
      customer_id: 2,
      first_name: 'Ronald',
      last_name: 'Swimmer',
      company: '',
      address1: '5 Queen Street',
      address2: '',
      city: 'Auckland',
      state_or_province: '',
      postal_code: '1010',
      country: 'New Zealand',
      country_code: 'NZ',
      phone: '0400 000 002',
      address_type: 'residential',
    },
  ];
}

let uuidCounter = 0;
function uuid(): string {
  uuidCounter += 1;
  const hex = uuidCounter.toString(16).padStart(12, '0');
  return `bc218c65-7a32-4ab7-8082-${hex}`;
}

export function createStore(): BigCommerceStore {
  const store: BigCommerceStore = {
    products: seedProducts(),
    customers: seedCustomers(),
    addresses: seedAddresses(),
    carts: new Map(),
    seedCart(lines, customerId = 0) {
      const id = uuid();
      store.carts.set(id, {
        id,
        customer_id: customerId,
        channel_id: 1,
        locale: 'en-US',
        lines: lines.map((line) => ({ ...line, id: uuid() })),
        gifts: [],
        created_time: NOW,
        updated_time: NOW,
        version: 1,
      });
      return id;
    },
  };
  return store;
}

/* --------------------------------------------------------- REST helpers */

interface HttpErrorBody {
  status: number;
  title: string;
  type: string;
  errors?: Record<string, string>;
}

class StoreError extends Error {
  constructor(
    readonly status: number,
    title: string,
  ) {
    super(title);
  }

  body(): HttpErrorBody {
    return { status: this.status, title: this.message, type: STATUS_CODES_URL, errors: {} };
  }
}

function json(body: unknown, status = 200): Response {
  return getMsw().HttpResponse.json(body as Record<string, unknown>, { status });
}

function errorResponse(status: number, title: string): Response {
  return json(new StoreError(status, title).body(), status);
}

function listParam(url: URL, name: string): string[] {
  const raw = url.searchParams.get(name);
  return raw ? raw.split(',').map((value) => value.trim()).filter(Boolean) : [];
}

function pagination(total: number, page: number, perPage: number, count: number) {
  return {
    total,
    count,
    per_page: perPage,
    current_page: page,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    links: { current: `?page=${page}&limit=${perPage}` },
  };
}

function paged<T>(items: T[], url: URL, defaultLimit = 50) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? defaultLimit) || defaultLimit);
  const slice = items.slice((page - 1) * limit, page * limit);
  return { data: slice, meta: { pagination: pagination(items.length, page, limit, slice.length) } };
}

/* ---------------------------------------------------------- cart engine */

function findVariant(store: BigCommerceStore, productId: number, variantId: number) {
  const product = store.products.find((candidate) => candidate.id === productId);
  if (!product) throw new StoreError(422, `Product ${productId} does not exist.`);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw new StoreError(422, `Variant ${variantId} does not belong to product ${productId}.`);
  return { product, variant };
}

function checkQuantity(store: BigCommerceStore, line: { product_id: number; variant_id: number; quantity: number }) {
  const { product, variant } = findVariant(store, line.product_id, line.variant_id);
  if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new StoreError(422, 'Quantity must be a positive integer.');
  if (product.orderQuantityMaximum > 0 && line.quantity > product.orderQuantityMaximum) {
    throw new StoreError(422, `You can only purchase a maximum of ${product.orderQuantityMaximum} of ${product.name} per order.`);
  }
  if (product.inventoryTracking === 'variant' && line.quantity > variant.inventory) {
    throw new StoreError(
      422,
      variant.inventory === 0
        ? `Not enough stock: ${product.name} (SKU: ${variant.sku}) is out of stock.`
        : `Not enough stock: only ${variant.inventory} of ${product.name} (SKU: ${variant.sku}) can be purchased.`,
    );
  }
}

/** Adds line items the way BigCommerce does: the same variant again raises the line's quantity. */
function addLines(store: BigCommerceStore, cart: CartRecord, items: BcLineItemRequest[]): void {
  const next = cart.lines.map((line) => ({ ...line }));
  for (const item of items) {
    const existing = next.find((line) => line.product_id === item.product_id && line.variant_id === item.variant_id);
    const candidate = existing
      ? { ...existing, quantity: existing.quantity + item.quantity }
      : { id: uuid(), product_id: item.product_id, variant_id: item.variant_id, quantity: item.quantity };
    checkQuantity(store, candidate);
    if (existing) existing.quantity = candidate.quantity;
    else next.push(candidate);
  }
  cart.lines = next;
}

function addGifts(cart: CartRecord, gifts: BcGiftCertificateRequest[]): void {
  for (const gift of gifts) {
    if (gift.amount < 1 || gift.amount > 1000) throw new StoreError(422, 'Gift certificate amount must be between 1 and 1000.');
    cart.gifts.push({
      id: uuid(),
      name: gift.name,
      theme: gift.theme,
      amount: gift.amount,
      quantity: 1,
      taxable: false,
      sender: gift.sender,
      recipient: gift.recipient,
      message: gift.message ?? '',
    });
  }
}

function touch(cart: CartRecord): void {
  cart.updated_time = new Date(Date.parse(cart.updated_time) + 60_000).toISOString().replace('.000Z', '+00:00');
  cart.version += 1;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function renderCart(store: BigCommerceStore, cart: CartRecord, include: string[]): BcCart {
  const withOptions = include.includes('line_items.physical_items.options');
  const physical: BcCartLineItem[] = cart.lines.map((line) => {
    const { product, variant } = findVariant(store, line.product_id, line.variant_id);
    const image = product.images.find((candidate) => candidate.isThumbnail) ?? product.images[0];
    return {
      id: line.id,
      variant_id: line.variant_id,
      product_id: line.product_id,
      sku: variant.sku,
      name: product.name,
      url: `${STORE_URL}${product.path}`,
      quantity: line.quantity,
      is_taxable: true,
      image_url: image ? `${CDN}/products/${product.id}/images/${image.id}/${image.file}.330.500.jpg?c=2` : undefined,
      discounts: [],
      coupons: [],
      discount_amount: 0,
      coupon_amount: 0,
      original_price: variant.price,
      list_price: variant.price,
      sale_price: variant.price,
      extended_list_price: round2(variant.price * line.quantity),
      extended_sale_price: round2(variant.price * line.quantity),
      is_require_shipping: true,
      ...(withOptions ? { options: variant.options.map((option) => ({ ...option })) } : {}),
    } as BcCartLineItem;
  });
  const base = round2(
    physical.reduce((sum, item) => sum + item.extended_sale_price, 0) + cart.gifts.reduce((sum, gift) => sum + gift.amount, 0),
  );
  const token = '00aaaaa0aa0000000000a000a000f0aa0000afa00aa00afa0a000000000aa0a0';
  return {
    id: cart.id,
    customer_id: cart.customer_id,
    channel_id: cart.channel_id,
    email: store.customers.find((customer) => customer.id === cart.customer_id)?.email ?? '',
    currency: { code: 'AUD' },
    tax_included: true,
    base_amount: base,
    discount_amount: 0,
    cart_amount: base,
    line_items: { physical_items: physical, digital_items: [], gift_certificates: cart.gifts, custom_items: [] },
    created_time: cart.created_time,
    updated_time: cart.updated_time,
    locale: cart.locale,
    version: cart.version,
    ...(include.includes('redirect_urls')
      ? {
          redirect_urls: {
            cart_url: `${STORE_URL}/cart.php?action=load&id=${cart.id}&token=${token}`,
            checkout_url: `${STORE_URL}/cart.php?action=loadInCheckout&id=${cart.id}&token=${token}`,
            embedded_checkout_url: `${STORE_URL}/cart.php?embedded=1&action=loadInCheckout&id=${cart.id}&token=${token}`,
          },
        }
      : {}),
  };
}

/* ------------------------------------------------------------- catalogue */

function renderCatalogProduct(product: SeedProduct, include: string[]) {
  return {
    id: product.id,
    name: product.name,
    type: 'physical',
    sku: product.variants[0]?.sku.split('-')[0] ?? '',
    description: product.descriptionHtml,
    weight: 1,
    width: 0,
    depth: 0,
    height: 0,
    price: product.price,
    cost_price: 0,
    retail_price: product.retailPrice,
    sale_price: 0,
    map_price: 0,
    tax_class_id: 0,
    product_tax_code: '',
    calculated_price: product.price,
    categories: [24],
    brand_id: 37,
    inventory_level: product.variants.reduce((sum, variant) => sum + variant.inventory, 0),
    inventory_warning_level: 0,
    inventory_tracking: product.inventoryTracking,
    reviews_rating_sum: product.reviewsRatingSum,
    reviews_count: product.reviewsCount,
    total_sold: 44,
    fixed_cost_shipping_price: 0,
    is_free_shipping: false,
    is_visible: product.isVisible,
    is_featured: false,
    related_products: [-1],
    availability: 'available',
    availability_description: '',
    order_quantity_minimum: product.orderQuantityMinimum,
    order_quantity_maximum: product.orderQuantityMaximum,
    page_title: product.name,
    meta_keywords: [],
    meta_description: '',
    view_count: 0,
    custom_url: { url: product.path, is_customized: true },
    base_variant_id: null,
    date_created: '2021-02-10T20:29:15+00:00',
    date_modified: NOW,
    ...(include.includes('custom_fields') ? { custom_fields: product.customFields } : {}),
    ...(include.includes('images')
      ? {
          images: product.images.map((image) => ({
            id: image.id,
            product_id: product.id,
            is_thumbnail: image.isThumbnail,
            sort_order: image.sortOrder,
            description: image.description,
            image_file: `k/${image.file}.jpg`,
            url_zoom: `${CDN}/products/${product.id}/images/${image.id}/${image.file}.1280.1280.jpg?c=2`,
            url_standard: `${CDN}/products/${product.id}/images/${image.id}/${image.file}.386.513.jpg?c=2`,
            url_thumbnail: `${CDN}/products/${product.id}/images/${image.id}/${image.file}.220.290.jpg?c=2`,
            url_tiny: `${CDN}/products/${product.id}/images/${image.id}/${image.file}.44.58.jpg?c=2`,
            date_modified: NOW,
          })),
        }
      : {}),
    ...(include.includes('variants')
      ? {
          variants: product.variants.map((variant) => ({
            id: variant.id,
            product_id: product.id,
            sku: variant.sku,
            sku_id: variant.id + 1000,
            price: variant.price,
            calculated_price: variant.price,
            sale_price: null,
            retail_price: variant.retailPrice,
            map_price: null,
            weight: null,
            calculated_weight: 1,
            cost_price: 0,
            purchasing_disabled: variant.purchasingDisabled ?? false,
            purchasing_disabled_message: '',
            image_url: '',
            upc: '',
            inventory_level: variant.inventory,
            inventory_warning_level: 0,
            bin_picking_number: '',
            mpn: '',
            gtin: '',
            option_values: variant.options.map((option) => ({
              id: option.valueId,
              label: option.value,
              option_id: option.nameId,
              option_display_name: option.name,
            })),
          })),
        }
      : {}),
  };
}

/* --------------------------------------------------------------- GraphQL */

let schemaCache: GraphQLSchema | null = null;
function storefrontSchema(): GraphQLSchema {
  if (schemaCache === null) {
    schemaCache = buildSchema(fs.readFileSync(path.join(referenceDir(), GRAPHQL_SCHEMA_FILE), 'utf8'));
  }
  return schemaCache;
}

function connection<T>(items: T[], first?: number | null) {
  const slice = typeof first === 'number' ? items.slice(0, first) : items;
  const edges = slice.map((node, index) => ({ node, cursor: Buffer.from(`arrayconnection:${index}`).toString('base64') }));
  return {
    edges,
    pageInfo: {
      hasNextPage: slice.length < items.length,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

function money(value: number) {
  return { value, currencyCode: 'AUD' };
}

/** A Storefront API `Product` object for graphql-js's default resolvers (functions receive field arguments). */
function gqlProduct(product: SeedProduct) {
  const prices = product.variants.map((variant) => variant.price);
  const retail = product.variants.flatMap((variant) => (variant.retailPrice === null ? [] : [variant.retailPrice]));
  const plain = product.descriptionHtml.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  return {
    __typename: 'Product',
    id: Buffer.from(`Product:${product.id}`).toString('base64'),
    entityId: product.id,
    sku: product.variants[0]?.sku ?? '',
    path: product.path,
    name: product.name,
    description: product.descriptionHtml,
    plainTextDescription: ({ characterLimit }: { characterLimit: number }) => plain.slice(0, characterLimit),
    minPurchaseQuantity: product.orderQuantityMinimum || null,
    maxPurchaseQuantity: product.orderQuantityMaximum || null,
    reviewSummary: {
      numberOfReviews: product.reviewsCount,
      summationOfRatings: product.reviewsRatingSum,
      averageRating: product.reviewsCount ? product.reviewsRatingSum / product.reviewsCount : 0,
    },
    customFields: ({ names, first }: { names: string[]; first?: number }) =>
      connection(
        product.customFields
          .filter((field) => names.length === 0 || names.includes(field.name))
          .map((field) => ({ entityId: field.id, name: field.name, value: field.value })),
        first,
      ),
    images: ({ first }: { first?: number }) =>
      connection(
        product.images.map((image) => ({
          url: ({ width, height }: { width: number; height?: number }) =>
            `${CDN}/images/stencil/${width}x${height ?? width}/products/${product.id}/${image.id}/${image.file}.jpg`,
          urlOriginal: `${CDN}/images/stencil/original/products/${product.id}/${image.id}/${image.file}.jpg`,
          altText: image.description,
          isDefault: image.isThumbnail,
        })),
        first,
      ),
    prices: () => ({
      price: money(product.price),
      salePrice: null,
      basePrice: money(product.price),
      retailPrice: product.retailPrice > 0 ? money(product.retailPrice) : null,
      mapPrice: null,
      priceRange: { min: money(Math.min(...prices)), max: money(Math.max(...prices)) },
      retailPriceRange: retail.length > 0 ? { min: money(Math.min(...retail)), max: money(Math.max(...retail)) } : null,
      saved: null,
      bulkPricing: [],
    }),
    inventory: {
      isInStock: product.inventoryTracking !== 'variant' || product.variants.some((variant) => variant.inventory > 0),
      hasVariantInventory: product.inventoryTracking === 'variant',
      aggregated: null,
    },
    variants: ({ first }: { first?: number }) =>
      connection(
        product.variants.map((variant) => {
          const inStock = product.inventoryTracking !== 'variant' || variant.inventory > 0;
          return {
            id: Buffer.from(`Variant:${variant.id}`).toString('base64'),
            entityId: variant.id,
            sku: variant.sku,
            isPurchasable: !variant.purchasingDisabled,
            options: ({ first: optionsFirst }: { first?: number }) =>
              connection(
                variant.options.map((option) => ({
                  entityId: option.nameId,
                  displayName: option.name,
                  isRequired: true,
                  values: ({ first: valuesFirst }: { first?: number }) =>
                    connection([{ entityId: option.valueId, label: option.value }], valuesFirst),
                })),
                optionsFirst,
              ),
            prices: () => ({
              price: money(variant.price),
              retailPrice: variant.retailPrice === null ? null : money(variant.retailPrice),
              priceRange: { min: money(variant.price), max: money(variant.price) },
              bulkPricing: [],
            }),
            inventory: {
              isInStock: inStock,
              aggregated:
                product.inventoryTracking === 'variant' ? { availableToSell: variant.inventory, warningLevel: 0 } : null,
            },
          };
        }),
        first,
      ),
  };
}

function graphqlRoot(store: BigCommerceStore) {
  const byPath = (routePath: string) => store.products.find((product) => product.isVisible && product.path === routePath);
  return {
    site: {
      route: ({ path: routePath }: { path: string }) => {
        const product = byPath(routePath);
        return { node: product ? gqlProduct(product) : null };
      },
      products: ({ entityIds, first }: { entityIds: number[]; first?: number }) =>
        connection(
          store.products
            .filter((product) => product.isVisible && (entityIds.length === 0 || entityIds.includes(product.id)))
            .map(gqlProduct),
          first ?? 10,
        ),
    },
    customer: null,
    login: ({ email, password }: { email: string; password: string }) => {
      const customer = store.customers.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
      if (!customer || customer.password !== password) throw new Error('Invalid credentials');
      return {
        result: 'success',
        customer: {
          entityId: customer.id,
          company: customer.company ?? '',
          customerGroupId: customer.customer_group_id ?? 0,
          email: customer.email,
          firstName: customer.first_name,
          lastName: customer.last_name,
          notes: '',
          phone: customer.phone ?? '',
          taxExemptCategory: '',
          addressCount: store.addresses.filter((address) => address.customer_id === customer.id).length,
          attributeCount: 0,
          storeCredit: [],
        },
      };
    },
  };
}

/* -------------------------------------------------------------- handlers */

function publicCustomer(store: BigCommerceStore, customer: CustomerRecord) {
  const { password: _password, ...rest } = customer;
  const addresses = store.addresses.filter((address) => address.customer_id === customer.id);
  return { ...rest, address_count: addresses.length, attribute_count: 0, authentication: { force_password_reset: false } };
}

const ADDRESS_KEYS = [
  'first_name',
  'last_name',
  'company',
  'phone',
  'address_type',
  'address1',
  'address2',
  'city',
  'country_code',
  'state_or_province',
  'postal_code',
] as const;

function sameAddress(a: Partial<BcAddress>, b: Partial<BcAddress>): boolean {
  return ADDRESS_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

const COUNTRIES: Record<string, string> = { AU: 'Australia', NZ: 'New Zealand' };

type Resolver = (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response> | Response;

function guarded(config: BigCommerceConfig, resolver: Resolver): Resolver {
  return async (args) => {
    if (args.request.headers.get('x-auth-token') !== config.accessToken) return errorResponse(401, 'Unauthorized');
    try {
      return await resolver(args);
    } catch (error) {
      if (error instanceof StoreError) return json(error.body(), error.status);
      throw error;
    }
  };
}

function param(params: Record<string, string | readonly string[] | undefined>, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** The handlers of a healthy store. */
export function storeHandlers(store: BigCommerceStore, config: BigCommerceConfig = TEST_CONFIG): RequestHandler[] {
  const { http, graphql, HttpResponse } = getMsw();
  const v3 = `${config.apiUrl.replace(/\/+$/, '')}/v3`;
  const cartOr404 = (id: string) => {
    const cart = store.carts.get(id);
    if (!cart) throw new StoreError(404, 'Cart not found');
    return cart;
  };
  const include = (request: Request) => listParam(new URL(request.url), 'include');

  return [
    /* carts.v3.yml */
    http.post(
      `${v3}/carts`,
      guarded(config, async ({ request }) => {
        const body = (await request.json()) as {
          customer_id?: number;
          channel_id?: number;
          locale?: string;
          line_items?: BcLineItemRequest[];
          gift_certificates?: BcGiftCertificateRequest[];
        };
        const id = uuid();
        const cart: CartRecord = {
          id,
          customer_id: body.customer_id ?? 0,
          channel_id: body.channel_id ?? 1,
          locale: body.locale ?? 'en',
          lines: [],
          gifts: [],
          created_time: NOW,
          updated_time: NOW,
          version: 1,
        };
        addLines(store, cart, body.line_items ?? []);
        addGifts(cart, body.gift_certificates ?? []);
        store.carts.set(id, cart);
        return json({ data: renderCart(store, cart, include(request)), meta: {} }, 201);
      }),
    ),
    http.get(
      `${v3}/carts/:cartId`,
      guarded(config, ({ request, params }) =>
        json({ data: renderCart(store, cartOr404(param(params, 'cartId')), include(request)), meta: {} }),
      ),
    ),
    http.put(
      `${v3}/carts/:cartId`,
      guarded(config, async ({ request, params }) => {
        const cart = cartOr404(param(params, 'cartId'));
        const body = (await request.json()) as { customer_id?: number };
        if (typeof body.customer_id === 'number') cart.customer_id = body.customer_id;
        touch(cart);
        return json({ data: renderCart(store, cart, include(request)), meta: {} }, 201);
      }),
    ),
    http.delete(
      `${v3}/carts/:cartId`,
      guarded(config, ({ params }) => {
        cartOr404(param(params, 'cartId'));
        store.carts.delete(param(params, 'cartId'));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.post(
      `${v3}/carts/:cartId/items`,
      guarded(config, async ({ request, params }) => {
        const cart = cartOr404(param(params, 'cartId'));
        const body = (await request.json()) as { line_items?: BcLineItemRequest[]; gift_certificates?: BcGiftCertificateRequest[] };
        const draft: CartRecord = { ...cart, lines: cart.lines.map((line) => ({ ...line })), gifts: [...cart.gifts] };
        addLines(store, draft, body.line_items ?? []);
        addGifts(draft, body.gift_certificates ?? []);
        Object.assign(cart, { lines: draft.lines, gifts: draft.gifts });
        touch(cart);
        return json({ data: renderCart(store, cart, include(request)), meta: {} }, 201);
      }),
    ),
    http.put(
      `${v3}/carts/:cartId/items/:itemId`,
      guarded(config, async ({ request, params }) => {
        const cart = cartOr404(param(params, 'cartId'));
        const line = cart.lines.find((candidate) => candidate.id === param(params, 'itemId'));
        if (!line) throw new StoreError(404, 'Line item not found');
        const body = (await request.json()) as { line_item: BcLineItemRequest };
        checkQuantity(store, { ...line, quantity: body.line_item.quantity });
        line.quantity = body.line_item.quantity;
        touch(cart);
        return json({ data: renderCart(store, cart, include(request)), meta: {} });
      }),
    ),
    http.delete(
      `${v3}/carts/:cartId/items/:itemId`,
      guarded(config, ({ request, params }) => {
        const cart = cartOr404(param(params, 'cartId'));
        const itemId = param(params, 'itemId');
        const before = cart.lines.length + cart.gifts.length;
        cart.lines = cart.lines.filter((line) => line.id !== itemId);
        cart.gifts = cart.gifts.filter((gift) => gift.id !== itemId);
        if (cart.lines.length + cart.gifts.length === before) throw new StoreError(404, 'Line item not found');
        if (cart.lines.length + cart.gifts.length === 0) {
          store.carts.delete(cart.id);
          return new HttpResponse(null, { status: 204 });
        }
        touch(cart);
        return json({ data: renderCart(store, cart, include(request)), meta: {} });
      }),
    ),

    /* customers.v3.yml */
    http.get(
      `${v3}/customers`,
      guarded(config, ({ request }) => {
        const url = new URL(request.url);
        const ids = listParam(url, 'id:in').map(Number);
        const emails = listParam(url, 'email:in').map((email) => email.toLowerCase());
        const matches = store.customers.filter(
          (customer) =>
            (ids.length === 0 || ids.includes(customer.id)) &&
            (emails.length === 0 || emails.includes(customer.email.toLowerCase())),
        );
        const page = paged(matches.map((customer) => publicCustomer(store, customer)), url);
        return json({
          data: page.data,
          meta: {
            pagination: page.meta.pagination,
            cursor_pagination: { count: page.data.length, per_page: page.meta.pagination.per_page, links: {} },
          },
        });
      }),
    ),
    http.post(
      `${v3}/customers`,
      guarded(config, async ({ request }) => {
        const body = (await request.json()) as (Omit<BcCustomer, 'id' | 'addresses'> & {
          authentication?: { new_password?: string };
          addresses?: Omit<BcAddress, 'id' | 'customer_id'>[];
        })[];
        for (const input of body) {
          if (store.customers.some((customer) => customer.email.toLowerCase() === input.email.toLowerCase())) {
            return json(
              {
                status: 422,
                title: 'Create customers failed.',
                type: '/api-docs/getting-started/api-status-codes',
                errors: { '.customer_create': 'Error creating customers' },
              },
              422,
            );
          }
        }
        const created = body.map((input) => {
          const id = Math.max(0, ...store.customers.map((customer) => customer.id)) + 1;
          const { authentication, addresses, ...fields } = input;
          const record: CustomerRecord = {
            ...fields,
            id,
            customer_group_id: 0,
            date_created: NOW,
            date_modified: NOW,
            password: authentication?.new_password ?? '',
          };
          store.customers.push(record);
          for (const address of addresses ?? []) {
            store.addresses.push({
              ...address,
              id: Math.max(0, ...store.addresses.map((candidate) => candidate.id)) + 1,
              customer_id: id,
              country: COUNTRIES[address.country_code] ?? address.country_code,
            });
          }
          return { ...publicCustomer(store, record), addresses: store.addresses.filter((address) => address.customer_id === id) };
        });
        return json({ data: created, meta: {} });
      }),
    ),
    http.get(
      `${v3}/customers/addresses`,
      guarded(config, ({ request }) => {
        const url = new URL(request.url);
        const customerIds = listParam(url, 'customer_id:in').map(Number);
        const ids = listParam(url, 'id:in').map(Number);
        const matches = store.addresses.filter(
          (address) =>
            (customerIds.length === 0 || customerIds.includes(address.customer_id)) &&
            (ids.length === 0 || ids.includes(address.id)),
        );
        return json(paged(matches, url));
      }),
    ),
    http.post(
      `${v3}/customers/addresses`,
      guarded(config, async ({ request }) => {
        const body = (await request.json()) as Omit<BcAddress, 'id' | 'country'>[];
        const created: BcAddress[] = [];
        for (const input of body) {
          if (!store.customers.some((customer) => customer.id === input.customer_id)) {
            throw new StoreError(422, `Customer ${input.customer_id} does not exist.`);
          }
          if (store.addresses.some((address) => address.customer_id === input.customer_id && sameAddress(address, input))) continue;
          const address: BcAddress = {
            ...input,
            id: Math.max(0, ...store.addresses.map((candidate) => candidate.id)) + 1,
            country: COUNTRIES[input.country_code] ?? input.country_code,
          };
          store.addresses.push(address);
          created.push(address);
        }
        return json({ data: created, meta: {} });
      }),
    ),
    http.put(
      `${v3}/customers/addresses`,
      guarded(config, async ({ request }) => {
        const body = (await request.json()) as (Partial<BcAddress> & { id: number })[];
        const updated: BcAddress[] = [];
        for (const input of body) {
          const address = store.addresses.find((candidate) => candidate.id === input.id);
          if (!address) throw new StoreError(422, `Address ${input.id} does not exist.`);
          const next = { ...address, ...input, country: COUNTRIES[input.country_code ?? address.country_code] ?? address.country };
          const clash = store.addresses.some(
            (other) => other.id !== address.id && other.customer_id === address.customer_id && sameAddress(other, next),
          );
          if (clash) continue;
          Object.assign(address, next);
          updated.push(address);
        }
        return json({ data: updated, meta: {} });
      }),
    ),
    http.delete(
      `${v3}/customers/addresses`,
      guarded(config, ({ request }) => {
        const ids = listParam(new URL(request.url), 'id:in').map(Number);
        store.addresses = store.addresses.filter((address) => !ids.includes(address.id));
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    /* products_catalog.v3.yml */
    http.get(
      `${v3}/catalog/products`,
      guarded(config, ({ request }) => {
        const url = new URL(request.url);
        const ids = listParam(url, 'id:in').map(Number);
        const visible = url.searchParams.get('is_visible');
        const matches = store.products.filter(
          (product) =>
            (ids.length === 0 || ids.includes(product.id)) && (visible === null || String(product.isVisible) === visible),
        );
        const page = paged(matches, url);
        return json({ data: page.data.map((product) => renderCatalogProduct(product, include(request))), meta: page.meta });
      }),
    ),

    /* storefront-schema.graphql: every operation is executed against the reference schema */
    graphql.link(config.storefrontApiUrl).operation(async ({ request, query, variables }) => {
      if (request.headers.get('authorization') !== `Bearer ${config.storefrontToken}`) {
        return HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
      }
      const result = await execute({
        schema: storefrontSchema(),
        document: parse(query),
        rootValue: graphqlRoot(store),
        variableValues: variables,
      });
      return HttpResponse.json(JSON.parse(JSON.stringify(result)) as Record<string, unknown>);
    }),
  ];
}

/* ------------------------------------------------------------- scenarios */

interface ScenarioContext {
  store: BigCommerceStore;
  config: BigCommerceConfig;
}

interface ScenarioDefinition {
  description: string;
  /** Handlers placed before the healthy store's, so they win. */
  overrides(context: ScenarioContext): RequestHandler[];
}

function restBase(config: BigCommerceConfig): string {
  return `${config.apiUrl.replace(/\/+$/, '')}/v3`;
}

export const SCENARIOS = {
  storefront: {
    description: 'A healthy store: two products, two customers with one address each, no carts yet.',
    overrides: () => [],
  },
  expiredCart: {
    description: 'Every cart id is unknown to the store (expired or deleted): cart reads and writes answer 404.',
    overrides: ({ config }) => {
      const { http } = getMsw();
      const missing = () => errorResponse(404, 'Cart not found');
      return [http.all(`${restBase(config)}/carts/:cartId`, missing), http.all(`${restBase(config)}/carts/:cartId/*`, missing)];
    },
  },
  outOfStock: {
    description: 'Every add or quantity change is refused for stock (422, as BigCommerce answers).',
    overrides: ({ config }) => {
      const { http } = getMsw();
      const refuse = () => errorResponse(422, 'Not enough stock: Whey Protein Isolate (SKU: WPI-CHOC-1KG) is out of stock.');
      return [
        http.post(`${restBase(config)}/carts`, refuse),
        http.post(`${restBase(config)}/carts/:cartId/items`, refuse),
        http.put(`${restBase(config)}/carts/:cartId/items/:itemId`, refuse),
      ];
    },
  },
  cartConflict: {
    description: 'Cart writes lose an optimistic-concurrency race (409 CartConflictErrorResponse).',
    overrides: ({ config }) => {
      const { http } = getMsw();
      const conflict = () =>
        json(
          {
            status: 409,
            title: 'The request cannot be processed due to a possible conflict. Please review the changes and try again.',
            type: STATUS_CODES_URL,
          },
          409,
        );
      return [
        http.put(`${restBase(config)}/carts/:cartId/items/:itemId`, conflict),
        http.put(`${restBase(config)}/carts/:cartId`, conflict),
      ];
    },
  },
  storeUnavailable: {
    description: 'BigCommerce is down: REST answers 500, the GraphQL endpoint 502 with an HTML page.',
    overrides: ({ config }) => {
      const { http, HttpResponse } = getMsw();
      return [
        http.all(`${restBase(config)}/*`, () => errorResponse(500, 'Internal Server Error')),
        http.post(
          config.storefrontApiUrl,
          () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
        ),
      ];
    },
  },
  slowStore: {
    description: 'BigCommerce accepts connections but never answers (the fetch wrapper times out).',
    overrides: ({ config }) => {
      const { http, delay } = getMsw();
      const hang = async () => {
        await delay('infinite');
        return errorResponse(504, 'unreachable');
      };
      return [http.all(`${restBase(config)}/*`, hang), http.post(config.storefrontApiUrl, hang)];
    },
  },
  credentialsRevoked: {
    description: 'The API account and storefront token were revoked: everything answers 401.',
    overrides: ({ config }) => {
      const { http } = getMsw();
      return [
        http.all(`${restBase(config)}/*`, () => errorResponse(401, 'Unauthorized')),
        http.post(config.storefrontApiUrl, () => errorResponse(401, 'Unauthorized')),
      ];
    },
  },
} satisfies Record<string, ScenarioDefinition>;

export type ScenarioName = keyof typeof SCENARIOS;

export interface Scenario {
  name: ScenarioName;
  store: BigCommerceStore;
  handlers: RequestHandler[];
}

export function createScenario(name: ScenarioName = 'storefront', config: BigCommerceConfig = TEST_CONFIG): Scenario {
  const store = createStore();
  const definition: ScenarioDefinition = SCENARIOS[name];
  return { name, store, handlers: [...definition.overrides({ store, config }), ...storeHandlers(store, config)] };
}
