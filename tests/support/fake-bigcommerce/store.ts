/**
 * The state of the fake BigCommerce store and the rules BigCommerce applies to it (stock, purchase limits,
 * duplicate addresses, cart deletion when the last line goes, order ownership). Both the REST routes (rest.ts)
 * and the Storefront GraphQL resolvers (graphql.ts) work on this one state, so a cart created through GraphQL is
 * the cart an order or a REST read sees.
 *
 * Two seeds: `scenario` (two products and two customers, the unit tests' store) and `catalogue` (the embedded
 * shop's data/catalogue.json as a BigCommerce catalogue, for the shop in hosted mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { FakeCoupons } from './coupons';

export const STORE_URL = 'https://store-abc123-1.mybigcommerce.com';
export const CDN = 'https://cdn11.bigcommerce.com/s-abc123';
export const NOW = '2024-06-10T15:45:28+00:00';

export class StoreError extends Error {
  constructor(
    readonly status: number,
    title: string,
  ) {
    super(title);
    this.name = 'StoreError';
  }
}

/* ------------------------------------------------------------------ records */

export interface SeedVariant {
  id: number;
  sku: string;
  options: { nameId: number; name: string; valueId: number; value: string }[];
  price: number;
  retailPrice: number | null;
  /** Units in stock (inventory_tracking "variant"). */
  inventory: number;
  purchasingDisabled?: boolean;
  /** The variant's own picture (Storefront `Variant.defaultImage`); none: the product's. */
  image?: SeedImage;
}

export interface SeedImage {
  id: number;
  /** File stem on the CDN, or (catalogue seed) the image's own URL. */
  file: string;
  description: string;
  isThumbnail: boolean;
  sortOrder: number;
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
  images: SeedImage[];
  variants: SeedVariant[];
  /** Bumped by every catalogue change (date_modified). */
  dateModified: string;
}

export interface AddressRecord {
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
  address_type?: 'residential' | 'commercial';
}

export interface CustomerRecord {
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
  password: string;
}

export interface CartLine {
  id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
}

export interface GiftRecord {
  id: string;
  name: string;
  theme: string;
  amount: number;
  quantity: number;
  taxable: boolean;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
  message: string;
}

export interface CartRecord {
  id: string;
  customer_id: number;
  channel_id: number;
  locale: string;
  lines: CartLine[];
  gifts: GiftRecord[];
  created_time: string;
  updated_time: string;
  version: number;
}

export interface OrderProductRecord {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  sku: string;
  quantity: number;
  price_inc_tax: number;
  total_inc_tax: number;
  options: { display_name: string; display_value: string }[];
}

export interface OrderRecord {
  id: number;
  customer_id: number;
  email: string;
  status_id: number;
  status: string;
  date_created: string;
  subtotal_inc_tax: number;
  shipping_cost_inc_tax: number;
  /** What the checkout's coupon took off (absent on orders made without one). */
  coupon_discount?: number;
  total_inc_tax: number;
  total_tax: number;
  shipping_method: string;
  products: OrderProductRecord[];
  shipping_address: Omit<AddressRecord, 'id' | 'customer_id'>;
}

export interface WishlistRecord {
  id: number;
  customer_id: number;
  name: string;
  is_public: boolean;
  token: string;
  items: { id: number; product_id: number; variant_id: number | null }[];
}

export type LineInput = { product_id: number; variant_id: number; quantity: number };
export type GiftInput = Omit<GiftRecord, 'id' | 'quantity' | 'taxable' | 'message'> & { message?: string };

/* -------------------------------------------------------------------- seeds */

function scenarioProducts(): SeedProduct[] {
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
        { id: 8, name: 'serving_size_g', value: '30' },
        { id: 9, name: 'protein_per_serve_g', value: '27' },
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
      dateModified: NOW,
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
      dateModified: NOW,
    },
  ];
}

function scenarioCustomers(): CustomerRecord[] {
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

function scenarioAddresses(): AddressRecord[] {
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

function shippingOf(address: AddressRecord): OrderRecord['shipping_address'] {
  const { id: _id, customer_id: _customer, ...rest } = address;
  return rest;
}

/** Orders of the scenario customers: Jane has three (one shipped), Ronald one. */
function scenarioOrders(addresses: AddressRecord[]): OrderRecord[] {
  const jane = shippingOf(addresses[0]);
  const ronald = shippingOf(addresses[1]);
  const line = (id: number, variantId: number, name: string, sku: string, quantity: number, price: number, options: [string, string][]) => ({
    id,
    product_id: variantId >= 370 ? 192 : 191,
    variant_id: variantId,
    name,
    sku,
    quantity,
    price_inc_tax: price,
    total_inc_tax: Math.round(price * quantity * 100) / 100,
    options: options.map(([display_name, display_value]) => ({ display_name, display_value })),
  });
  return [
    {
      id: 100,
      customer_id: 1,
      email: 'jane.smith@example.com',
      status_id: 10,
      status: 'Completed',
      date_created: 'Tue, 05 Mar 2024 10:00:00 +0000',
      subtotal_inc_tax: 64.95,
      shipping_cost_inc_tax: 9.95,
      total_inc_tax: 74.9,
      total_tax: 6.81,
      shipping_method: 'Standard',
      products: [line(1, 362, 'Whey Protein Isolate', 'WPI-CHOC-1KG', 1, 64.95, [['Flavour', 'Chocolate'], ['Package Size', '1kg']])],
      shipping_address: jane,
    },
    {
      id: 101,
      customer_id: 2,
      email: 'ronald.swimmer@example.com',
      status_id: 11,
      status: 'Awaiting Fulfillment',
      date_created: 'Wed, 10 Apr 2024 08:30:00 +0000',
      subtotal_inc_tax: 49.95,
      shipping_cost_inc_tax: 9.95,
      total_inc_tax: 59.9,
      total_tax: 5.45,
      shipping_method: 'Standard',
      products: [line(2, 371, 'Creatine Monohydrate', 'CREA-1KG', 1, 49.95, [['Package Size', '1kg']])],
      shipping_address: ronald,
    },
    {
      id: 102,
      customer_id: 1,
      email: 'jane.smith@example.com',
      status_id: 2,
      status: 'Shipped',
      date_created: 'Mon, 20 May 2024 12:15:00 +0000',
      subtotal_inc_tax: 159.9,
      shipping_cost_inc_tax: 0,
      total_inc_tax: 159.9,
      total_tax: 14.54,
      shipping_method: 'Free Shipping',
      products: [
        line(3, 364, 'Whey Protein Isolate', 'WPI-CHOC-2500G', 1, 139.95, [['Flavour', 'Chocolate'], ['Package Size', '2.5kg']]),
        line(4, 370, 'Creatine Monohydrate', 'CREA-500G', 1, 19.95, [['Package Size', '500g']]),
      ],
      shipping_address: jane,
    },
    {
      id: 103,
      customer_id: 1,
      email: 'jane.smith@example.com',
      status_id: 11,
      status: 'Awaiting Fulfillment',
      date_created: 'Sat, 08 Jun 2024 09:05:00 +0000',
      subtotal_inc_tax: 129.9,
      shipping_cost_inc_tax: 0,
      total_inc_tax: 129.9,
      total_tax: 11.81,
      shipping_method: 'Free Shipping',
      products: [line(5, 362, 'Whey Protein Isolate', 'WPI-CHOC-1KG', 2, 64.95, [['Flavour', 'Chocolate'], ['Package Size', '1kg']])],
      shipping_address: jane,
    },
  ];
}

interface CatalogueJson {
  products: {
    id: number;
    slug: string;
    name: string;
    shortName: string;
    shortDescription: string;
    description: string;
    images: { url: string; altText: string; isDefault: boolean }[];
    averageRating: number;
    reviewCount: number;
    minQuantity: number;
    maxQuantity: number;
    isGiftCertificate: boolean;
    nutrition?: { servingSizeGrams: number; proteinPerServeGrams: number } | null;
    variants: {
      id: number;
      sku: string;
      options: { name: string; value: string }[];
      priceCents: number;
      retailPriceCents: number | null;
      inventory: number;
      purchasable?: boolean;
      image?: { url: string; altText: string } | null;
    }[];
  }[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The embedded shop's catalogue (docs/data-model.md) as BigCommerce products: same ids, slugs, prices and stock. */
export function productsFromCatalogue(file: string): SeedProduct[] {
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as CatalogueJson;
  const optionIds = new Map<string, number>();
  const optionId = (key: string) => {
    if (!optionIds.has(key)) optionIds.set(key, optionIds.size + 1);
    return optionIds.get(key)!;
  };
  let imageId = 1000;
  return catalogue.products
    .filter((product) => !product.isGiftCertificate)
    .map((product) => {
      const prices = product.variants.map((variant) => variant.priceCents / 100);
      return {
        id: product.id,
        name: product.name,
        path: `/${product.slug}/`,
        descriptionHtml: `<p>${escapeHtml(product.description)}</p>`,
        price: prices.length > 0 ? Math.min(...prices) : 0,
        retailPrice: 0,
        inventoryTracking: 'variant' as const,
        orderQuantityMinimum: product.minQuantity,
        orderQuantityMaximum: product.maxQuantity,
        reviewsRatingSum: Math.round(product.averageRating * product.reviewCount),
        reviewsCount: product.reviewCount,
        isVisible: true,
        customFields: [
          { id: product.id * 10 + 1, name: 'short_name', value: product.shortName },
          { id: product.id * 10 + 2, name: 'short_description', value: product.shortDescription },
          ...(product.nutrition
            ? [
                { id: product.id * 10 + 3, name: 'serving_size_g', value: String(product.nutrition.servingSizeGrams) },
                { id: product.id * 10 + 4, name: 'protein_per_serve_g', value: String(product.nutrition.proteinPerServeGrams) },
              ]
            : []),
        ],
        images: product.images.map((image, index) => ({
          id: (imageId += 1),
          file: image.url,
          description: image.altText,
          isThumbnail: image.isDefault,
          sortOrder: index,
        })),
        variants: product.variants.map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          options: variant.options.map((option) => ({
            nameId: optionId(option.name),
            name: option.name,
            valueId: optionId(`${option.name}=${option.value}`),
            value: option.value,
          })),
          price: variant.priceCents / 100,
          retailPrice: variant.retailPriceCents === null ? null : variant.retailPriceCents / 100,
          inventory: variant.inventory,
          purchasingDisabled: variant.purchasable === false,
          ...(variant.image
            ? { image: { id: (imageId += 1), file: variant.image.url, description: variant.image.altText, isThumbnail: false, sortOrder: 0 } }
            : {}),
        })),
        dateModified: NOW,
      };
    });
}

/* -------------------------------------------------------------------- store */

export type SeedName = 'scenario' | 'catalogue';

export interface StoreOptions {
  seed?: SeedName;
  /** The embedded catalogue file for the `catalogue` seed (default data/catalogue.json under the working directory). */
  catalogueFile?: string;
  /** The storefront's origin (product URLs, checkout links); the HTTP server passes its own. */
  storeUrl?: string;
}

const COUNTRIES: Record<string, string> = { AU: 'Australia', NZ: 'New Zealand' };

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

export function sameAddress(a: Partial<AddressRecord>, b: Partial<AddressRecord>): boolean {
  return ADDRESS_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export function countryName(code: string): string {
  return COUNTRIES[code] ?? code;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export class FakeStore {
  products: SeedProduct[] = [];
  customers: CustomerRecord[] = [];
  addresses: AddressRecord[] = [];
  carts = new Map<string, CartRecord>();
  orders: OrderRecord[] = [];
  wishlists: WishlistRecord[] = [];
  /** Password reset tokens by customer id (the email BigCommerce would send). */
  resetTokens = new Map<number, string>();
  /** The coupon list and the coupon on each cart's checkout. */
  readonly coupons = new FakeCoupons();
  readonly storeUrl: string;
  private counter = 0;

  constructor(private readonly options: StoreOptions = {}) {
    this.storeUrl = options.storeUrl ?? STORE_URL;
    this.reset();
  }

  /** Back to the seed: every cart, order, wish list and sign-up made since is gone. */
  reset(): void {
    const seed = this.options.seed ?? 'scenario';
    this.products =
      seed === 'catalogue'
        ? productsFromCatalogue(this.options.catalogueFile ?? path.resolve(process.cwd(), 'data/catalogue.json'))
        : scenarioProducts();
    this.customers = scenarioCustomers();
    this.addresses = scenarioAddresses();
    this.carts = new Map();
    this.orders = seed === 'scenario' ? scenarioOrders(this.addresses) : [];
    this.wishlists = [];
    this.resetTokens = new Map();
    this.coupons.reset();
  }

  uuid(): string {
    this.counter += 1;
    return `bc218c65-7a32-4ab7-8082-${this.counter.toString(16).padStart(12, '0')}`;
  }

  nextId(items: { id: number }[]): number {
    return Math.max(0, ...items.map((item) => item.id)) + 1;
  }

  /* ---------------------------------------------------------- catalogue */

  product(productId: number): SeedProduct | undefined {
    return this.products.find((candidate) => candidate.id === productId);
  }

  findVariant(productId: number, variantId: number) {
    const product = this.product(productId);
    if (!product) throw new StoreError(422, `Product ${productId} does not exist.`);
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant) throw new StoreError(422, `Variant ${variantId} does not belong to product ${productId}.`);
    return { product, variant };
  }

  /** Changes stock or price the way the control panel would (what a webhook then announces). */
  updateVariant(productId: number, variantId: number, change: Partial<Pick<SeedVariant, 'inventory' | 'price'>>): void {
    const { product, variant } = this.findVariant(productId, variantId);
    Object.assign(variant, change);
    product.dateModified = new Date().toISOString();
  }

  /* -------------------------------------------------------------- carts */

  cart(cartId: string): CartRecord {
    const cart = this.carts.get(cartId);
    if (!cart) throw new StoreError(404, 'Cart not found');
    return cart;
  }

  /** Seeds a cart directly (as if created earlier) and returns its id. */
  seedCart(lines: LineInput[], customerId = 0): string {
    const cart = this.newCart(customerId, 1, 'en-US');
    cart.lines = lines.map((line) => ({ ...line, id: this.uuid() }));
    this.carts.set(cart.id, cart);
    return cart.id;
  }

  private newCart(customerId: number, channelId: number, locale: string): CartRecord {
    return {
      id: this.uuid(),
      customer_id: customerId,
      channel_id: channelId,
      locale,
      lines: [],
      gifts: [],
      created_time: NOW,
      updated_time: NOW,
      version: 1,
    };
  }

  checkQuantity(line: LineInput): void {
    const { product, variant } = this.findVariant(line.product_id, line.variant_id);
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new StoreError(422, 'Quantity must be a positive integer.');
    if (variant.purchasingDisabled) throw new StoreError(422, `${product.name} (SKU: ${variant.sku}) is unavailable.`);
    if (product.orderQuantityMaximum > 0 && line.quantity > product.orderQuantityMaximum) {
      throw new StoreError(422, `You can only purchase a maximum of ${product.orderQuantityMaximum} of ${product.name} per order.`);
    }
    if (product.orderQuantityMinimum > 0 && line.quantity < product.orderQuantityMinimum) {
      throw new StoreError(422, `You must purchase at least ${product.orderQuantityMinimum} of ${product.name} per order.`);
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

  /** Creates a cart with its first items; nothing is kept when an item is refused. */
  createCart(input: { customerId: number; channelId?: number; locale?: string; lines?: LineInput[]; gifts?: GiftInput[] }): CartRecord {
    const cart = this.newCart(input.customerId, input.channelId ?? 1, input.locale ?? 'en');
    this.applyAdd(cart, input.lines ?? [], input.gifts ?? []);
    this.carts.set(cart.id, cart);
    return cart;
  }

  /** Adds the way BigCommerce does: the same variant again raises the line's quantity; all or nothing. */
  addItems(cartId: string, lines: LineInput[], gifts: GiftInput[] = []): CartRecord {
    const cart = this.cart(cartId);
    this.applyAdd(cart, lines, gifts);
    this.touch(cart);
    return cart;
  }

  private applyAdd(cart: CartRecord, lines: LineInput[], gifts: GiftInput[]): void {
    const next = cart.lines.map((line) => ({ ...line }));
    for (const item of lines) {
      const existing = next.find((line) => line.product_id === item.product_id && line.variant_id === item.variant_id);
      const candidate = existing
        ? { ...existing, quantity: existing.quantity + item.quantity }
        : { id: this.uuid(), product_id: item.product_id, variant_id: item.variant_id, quantity: item.quantity };
      this.checkQuantity(candidate);
      if (existing) existing.quantity = candidate.quantity;
      else next.push(candidate);
    }
    const nextGifts = [...cart.gifts];
    for (const gift of gifts) {
      if (gift.amount < 1 || gift.amount > 1000) throw new StoreError(422, 'Gift certificate amount must be between 1 and 1000.');
      nextGifts.push({ ...gift, id: this.uuid(), quantity: 1, taxable: false, message: gift.message ?? '' });
    }
    cart.lines = next;
    cart.gifts = nextGifts;
  }

  updateLine(cartId: string, lineId: string, quantity: number): CartRecord {
    const cart = this.cart(cartId);
    const line = cart.lines.find((candidate) => candidate.id === lineId);
    if (!line) throw new StoreError(404, 'Line item not found');
    this.checkQuantity({ ...line, quantity });
    line.quantity = quantity;
    this.touch(cart);
    return cart;
  }

  /** Removes a line or a gift certificate; null when that was the last item (BigCommerce deletes the cart). */
  deleteLine(cartId: string, lineId: string): CartRecord | null {
    const cart = this.cart(cartId);
    const before = cart.lines.length + cart.gifts.length;
    cart.lines = cart.lines.filter((line) => line.id !== lineId);
    cart.gifts = cart.gifts.filter((gift) => gift.id !== lineId);
    if (cart.lines.length + cart.gifts.length === before) throw new StoreError(404, 'Line item not found');
    if (cart.lines.length + cart.gifts.length === 0) {
      this.carts.delete(cart.id);
      return null;
    }
    this.touch(cart);
    return cart;
  }

  assignCart(cartId: string, customerId: number): CartRecord {
    const cart = this.cart(cartId);
    if (!this.customers.some((customer) => customer.id === customerId)) throw new StoreError(422, `Customer ${customerId} does not exist.`);
    cart.customer_id = customerId;
    this.touch(cart);
    return cart;
  }

  touch(cart: CartRecord): void {
    cart.updated_time = new Date(Date.parse(cart.updated_time) + 60_000).toISOString().replace('.000Z', '+00:00');
    cart.version += 1;
  }

  cartTotals(cart: CartRecord) {
    const lines = cart.lines.map((line) => {
      const { product, variant } = this.findVariant(line.product_id, line.variant_id);
      return { line, product, variant, extended: round2(variant.price * line.quantity) };
    });
    const base = round2(lines.reduce((sum, item) => sum + item.extended, 0) + cart.gifts.reduce((sum, gift) => sum + gift.amount, 0));
    return { lines, base };
  }

  checkoutUrls(cart: CartRecord) {
    const token = '00aaaaa0aa0000000000a000a000f0aa0000afa00aa00afa0a000000000aa0a0';
    return {
      cart_url: `${this.storeUrl}/cart.php?action=load&id=${cart.id}&token=${token}`,
      checkout_url: `${this.storeUrl}/cart.php?action=loadInCheckout&id=${cart.id}&token=${token}`,
      embedded_checkout_url: `${this.storeUrl}/cart.php?embedded=1&action=loadInCheckout&id=${cart.id}&token=${token}`,
    };
  }

  /* ---------------------------------------------------------- customers */

  customer(customerId: number): CustomerRecord | undefined {
    return this.customers.find((candidate) => candidate.id === customerId);
  }

  customerByEmail(email: string): CustomerRecord | undefined {
    return this.customers.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
  }

  createCustomer(input: Omit<CustomerRecord, 'id'>, addresses: Omit<AddressRecord, 'id' | 'customer_id'>[] = []): CustomerRecord {
    if (this.customerByEmail(input.email)) throw new StoreError(422, `The email address ${input.email} is already in use.`);
    const record: CustomerRecord = { customer_group_id: 0, date_created: NOW, date_modified: NOW, ...input, id: this.nextId(this.customers) };
    this.customers.push(record);
    for (const address of addresses) this.addAddress(record.id, address);
    return record;
  }

  /** Returns the new address, or null when the customer already has an identical one (BigCommerce's 200 with no data). */
  addAddress(customerId: number, input: Omit<AddressRecord, 'id' | 'customer_id'>): AddressRecord | null {
    if (!this.customer(customerId)) throw new StoreError(422, `Customer ${customerId} does not exist.`);
    if (this.addresses.some((address) => address.customer_id === customerId && sameAddress(address, input))) return null;
    const address: AddressRecord = {
      ...input,
      id: this.nextId(this.addresses),
      customer_id: customerId,
      country: countryName(input.country_code),
    };
    this.addresses.push(address);
    return address;
  }

  /** Null when another address of the same customer already has these details. */
  updateAddress(addressId: number, change: Partial<AddressRecord>): AddressRecord | null {
    const address = this.addresses.find((candidate) => candidate.id === addressId);
    if (!address) throw new StoreError(422, `Address ${addressId} does not exist.`);
    const next = { ...address, ...change, id: address.id, customer_id: address.customer_id };
    next.country = countryName(next.country_code);
    const clash = this.addresses.some(
      (other) => other.id !== address.id && other.customer_id === address.customer_id && sameAddress(other, next),
    );
    if (clash) return null;
    Object.assign(address, next);
    return address;
  }

  deleteAddresses(ids: number[]): void {
    this.addresses = this.addresses.filter((address) => !ids.includes(address.id));
  }

  /** Starts a password reset: the token BigCommerce would email (tests read it from `resetTokens`). */
  requestPasswordReset(email: string): void {
    const customer = this.customerByEmail(email);
    if (customer) this.resetTokens.set(customer.id, `reset-${customer.id}-${this.uuid().slice(-6)}`);
  }

  resetPassword(customerId: number, token: string, newPassword: string): void {
    if (this.resetTokens.get(customerId) !== token) throw new StoreError(400, 'The password reset link is invalid or has expired.');
    const customer = this.customer(customerId);
    if (!customer) throw new StoreError(400, 'The password reset link is invalid or has expired.');
    customer.password = newPassword;
    this.resetTokens.delete(customerId);
  }

  /* ------------------------------------------------------------- orders */

  /** Places an order from a cart, as BigCommerce's checkout would: takes the stock and deletes the cart. */
  placeOrder(cartId: string, shipping: Omit<AddressRecord, 'id' | 'customer_id'>): OrderRecord {
    const cart = this.cart(cartId);
    const { lines, base } = this.cartTotals(cart);
    for (const { line } of lines) this.checkQuantity(line);
    for (const { variant, line, product } of lines) {
      if (product.inventoryTracking === 'variant') variant.inventory -= line.quantity;
    }
    const customer = this.customer(cart.customer_id);
    const coupon = this.coupons.of(cart.id);
    const couponDiscount = this.coupons.discount(cart.id, base);
    if (coupon) coupon.numUses += 1;
    const shippingCost = coupon?.type === 'FREE_SHIPPING' || base - couponDiscount >= 99 ? 0 : 9.95;
    const order: OrderRecord = {
      id: this.nextId(this.orders.length > 0 ? this.orders : [{ id: 99 }]),
      customer_id: cart.customer_id,
      email: customer?.email ?? '',
      status_id: 11,
      status: 'Awaiting Fulfillment',
      date_created: new Date().toUTCString().replace('GMT', '+0000'),
      subtotal_inc_tax: base,
      shipping_cost_inc_tax: shippingCost,
      coupon_discount: couponDiscount,
      total_inc_tax: round2(base - couponDiscount + shippingCost),
      total_tax: round2((base - couponDiscount + shippingCost) / 11),
      shipping_method: shippingCost === 0 ? 'Free Shipping' : 'Standard',
      products: lines.map(({ line, product, variant, extended }, index) => ({
        id: this.nextId(this.orders.flatMap((candidate) => candidate.products)) + index,
        product_id: product.id,
        variant_id: variant.id,
        name: product.name,
        sku: variant.sku,
        quantity: line.quantity,
        price_inc_tax: variant.price,
        total_inc_tax: extended,
        options: variant.options.map((option) => ({ display_name: option.name, display_value: option.value })),
      })),
      shipping_address: shipping,
    };
    this.orders.push(order);
    this.carts.delete(cart.id);
    return order;
  }

  /* ---------------------------------------------------------- wish lists */

  createWishlist(customerId: number, name: string, isPublic: boolean, items: { product_id: number; variant_id: number | null }[]): WishlistRecord {
    const wishlist: WishlistRecord = {
      id: this.nextId(this.wishlists),
      customer_id: customerId,
      name,
      is_public: isPublic,
      token: this.uuid(),
      items: [],
    };
    this.wishlists.push(wishlist);
    this.addWishlistItems(wishlist.id, customerId, items);
    return wishlist;
  }

  wishlist(wishlistId: number, customerId: number): WishlistRecord {
    const wishlist = this.wishlists.find((candidate) => candidate.id === wishlistId && candidate.customer_id === customerId);
    if (!wishlist) throw new StoreError(404, 'Wishlist not found');
    return wishlist;
  }

  addWishlistItems(wishlistId: number, customerId: number, items: { product_id: number; variant_id: number | null }[]): WishlistRecord {
    const wishlist = this.wishlist(wishlistId, customerId);
    for (const item of items) {
      if (!this.product(item.product_id)) throw new StoreError(422, `Product ${item.product_id} does not exist.`);
      if (wishlist.items.some((existing) => existing.product_id === item.product_id && existing.variant_id === item.variant_id)) continue;
      wishlist.items.push({ id: this.nextId(this.wishlists.flatMap((candidate) => candidate.items)), ...item });
    }
    return wishlist;
  }

  deleteWishlistItems(wishlistId: number, customerId: number, itemIds: number[]): WishlistRecord {
    const wishlist = this.wishlist(wishlistId, customerId);
    wishlist.items = wishlist.items.filter((item) => !itemIds.includes(item.id));
    return wishlist;
  }
}
