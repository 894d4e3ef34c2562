/**
 * The hosted commerce adapter: BigCommerce REST v3 (carts, customers, addresses, catalogue listing)
 * and the GraphQL Storefront API (sign-in check, product pages and product lookups by id).
 * Vendor shapes stay in this folder; every method answers in the app's types (lib/commerce/types.ts).
 */
import { CART_ID } from '../cart-cookie';
import { FetcherError } from '../../http/fetcher';
import { CommerceError } from '../errors';
import type { CommerceService } from '../service';
import type {
  Address,
  AddressInput,
  Cart,
  CartItemInput,
  CatalogueItem,
  Customer,
  GiftCertificateInput,
  Order,
  Page,
  PlaceOrderInput,
  Product,
  SignupInput,
} from '../types';
import {
  createGraphqlClient,
  createRestClient,
  requireData,
  type BigCommerceConfig,
  type TransportOptions,
} from './client';
import {
  addressFields,
  addressFromBigCommerce,
  cartFromBigCommerce,
  catalogueItemFromCatalog,
  customerFromBigCommerce,
  customerFromGraphql,
  giftCertificateRequest,
  isPlacedOrder,
  orderFromBigCommerce,
  pageFromBigCommerce,
  productFromCatalog,
  productFromGraphql,
} from './mappers';
import { LOGIN_MUTATION, PRODUCT_BY_PATH_QUERY, PRODUCT_PAGE_SIZE, PRODUCTS_BY_IDS_QUERY } from './queries';
import type {
  BcAddress,
  BcAddressCreateRequest,
  BcAddressUpdateRequest,
  BcCart,
  BcCartCreateRequest,
  BcCartItemsAddRequest,
  BcCatalogProduct,
  BcCollection,
  BcCustomer,
  BcCustomerCreateRequest,
  BcLineItemRequest,
  BcOrder,
  BcOrderProduct,
  BcOrderShippingAddress,
  BcSingle,
  GqlConnection,
  GqlCustomer,
  GqlProduct,
} from './vendor-types';

export type { BigCommerceConfig } from './client';

export type BigCommerceServiceOptions = TransportOptions;

/** Sub-resources every cart answer carries: the checkout link and the chosen options of each line. */
export const CART_INCLUDE = ['redirect_urls', 'line_items.physical_items.options', 'line_items.digital_items.options'];
const CART_LOCALE = 'en-US';
const CATALOG_PAGE_SIZE = 250;
const CATALOG_LOOKUP_CHUNK = 50;
const DEFAULT_ADDRESS_PAGE_SIZE = 10;
/** The newest orders an account shows (one v2 page). */
export const ORDER_PAGE_SIZE = 50;
const GIFT_CERTIFICATE_MIN_CENTS = 100;
const GIFT_CERTIFICATE_MAX_CENTS = 100_000;

export const HOSTED_CHECKOUT_ONLY =
  "Orders are placed through BigCommerce's own checkout: continue to checkout from your cart to pay on the hosted checkout page.";

/* ------------------------------------------------------------ validation */

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function checkLineItem(item: CartItemInput): BcLineItemRequest {
  if (!isPositiveInteger(item.productId) || !isPositiveInteger(item.variantId)) {
    throw new CommerceError('invalid_input', 'A product id and a variant id are required to add an item.');
  }
  if (!isPositiveInteger(item.quantity)) {
    throw new CommerceError('invalid_input', 'The item quantity has to be a valid integer greater than 0.');
  }
  return { quantity: item.quantity, product_id: item.productId, variant_id: item.variantId };
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

function uniquePositive(ids: number[]): number[] {
  return [...new Set(ids.filter(isPositiveInteger))];
}

function segment(id: string | number): string {
  return encodeURIComponent(String(id));
}

function hasStatus(error: unknown, ...statuses: number[]): error is FetcherError {
  return error instanceof FetcherError && statuses.includes(error.status);
}

/**
 * Cart write failures BigCommerce answers with 422 or 409: stock, purchase limits, bad input and
 * version conflicts become CommerceErrors with a message a shopper can act on.
 */
function cartWriteError(error: unknown): never {
  if (hasStatus(error, 422, 409)) {
    const detail = error.message;
    if (/stock|inventory|sold out|unavailable/i.test(detail)) {
      throw new CommerceError('out_of_stock', `Sorry, there isn't enough stock for the quantity you asked for. (${detail})`);
    }
    if (/minimum|maximum|at least|no more than|purchase limit/i.test(detail)) {
      throw new CommerceError('quantity_limit', detail);
    }
    if (error.status === 409) {
      throw new CommerceError('conflict', 'Your cart changed while we were updating it. Please refresh and try again.');
    }
    throw new CommerceError('invalid_input', `The store did not accept that cart change: ${detail}`);
  }
  throw error;
}

function customerWriteError(error: unknown): never {
  if (hasStatus(error, 422, 400)) {
    throw new CommerceError('invalid_input', `The store did not accept those details: ${error.message}`);
  }
  throw error;
}

function nodes<T>(connection: GqlConnection<T> | null | undefined): T[] {
  return (connection?.edges ?? []).flatMap((edge) => (edge ? [edge.node] : []));
}

/* --------------------------------------------------------------- service */

export function createBigCommerceService(
  config: BigCommerceConfig,
  options: BigCommerceServiceOptions = {},
): CommerceService {
  const rest = createRestClient(config, options);
  const graphql = createGraphqlClient(config, options);
  const cartQuery = { include: CART_INCLUDE };

  async function cartOrNull(request: Promise<BcSingle<BcCart> | null>): Promise<Cart | null> {
    const response = await request;
    return response?.data ? cartFromBigCommerce(response.data) : null;
  }

  async function getCart(cartId: string): Promise<Cart | null> {
    if (!CART_ID.test(cartId)) return null;
    try {
      return await cartOrNull(rest.request<BcSingle<BcCart>>('GET', `/carts/${segment(cartId)}`, { query: cartQuery }));
    } catch (error) {
      if (hasStatus(error, 404)) return null;
      throw error;
    }
  }

  async function createCart(body: Omit<BcCartCreateRequest, 'channel_id' | 'locale'>, customerId?: number): Promise<Cart> {
    const request: BcCartCreateRequest = {
      ...(isPositiveInteger(customerId) ? { customer_id: customerId } : {}),
      ...body,
      channel_id: config.channelId,
      locale: CART_LOCALE,
    };
    try {
      const cart = await cartOrNull(rest.request<BcSingle<BcCart>>('POST', '/carts', { query: cartQuery, body: request }));
      if (!cart) throw new CommerceError('upstream', 'The hosted store did not return the new cart.');
      return cart;
    } catch (error) {
      return cartWriteError(error);
    }
  }

  /** Adds to an existing cart; a cart that expired or never existed is replaced by a new one. */
  async function addToCart(cartId: string | null, body: BcCartItemsAddRequest, customerId?: number): Promise<Cart> {
    if (cartId !== null && CART_ID.test(cartId)) {
      try {
        const cart = await cartOrNull(
          rest.request<BcSingle<BcCart>>('POST', `/carts/${segment(cartId)}/items`, { query: cartQuery, body }),
        );
        if (cart) return cart;
      } catch (error) {
        if (!hasStatus(error, 404)) cartWriteError(error);
      }
    }
    return createCart(body, customerId);
  }

  /** After a 404 on a line: null when the whole cart is gone, not_found when only the line is. */
  async function missingLine(cartId: string): Promise<null> {
    const cart = await getCart(cartId);
    if (cart === null) return null;
    throw new CommerceError('not_found', 'That item is no longer in your cart.');
  }

  async function removeLine(cartId: string, itemId: string): Promise<Cart | null> {
    if (!CART_ID.test(cartId)) return null;
    try {
      // 204 when the last line went: BigCommerce deletes an empty cart.
      return await cartOrNull(
        rest.request<BcSingle<BcCart> | null>('DELETE', `/carts/${segment(cartId)}/items/${segment(itemId)}`, {
          query: cartQuery,
        }),
      );
    } catch (error) {
      if (hasStatus(error, 404)) return missingLine(cartId);
      return cartWriteError(error);
    }
  }

  async function customersWhere(query: Record<string, string | number>): Promise<Customer | null> {
    const response = await rest.request<BcCollection<BcCustomer>>('GET', '/customers', { query });
    const customer = response?.data?.[0];
    return customer ? customerFromBigCommerce(customer) : null;
  }

  async function ownedAddress(customerId: number, addressId: number): Promise<BcAddress> {
    if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) {
      throw new CommerceError('not_found', 'Address not found.');
    }
    const response = await rest.request<BcCollection<BcAddress>>('GET', '/customers/addresses', {
      query: { 'id:in': [addressId] },
    });
    const address = response?.data?.find((candidate) => candidate.id === addressId);
    // Another customer's address is reported exactly like a missing one.
    if (!address || address.customer_id !== customerId) throw new CommerceError('not_found', 'Address not found.');
    return address;
  }

  async function catalogProducts(query: Record<string, string | number | boolean | (string | number)[]>) {
    const response = await rest.request<BcCollection<BcCatalogProduct>>('GET', '/catalog/products', { query });
    return { products: response?.data ?? [], pagination: response?.meta?.pagination };
  }

  return {
    /* ------------------------------------------------------- catalogue */

    async getProductBySlug(slug: string): Promise<Product | null> {
      const clean = slug.trim().replace(/^\/+|\/+$/g, '');
      if (!clean || clean.includes('/')) return null;
      type RouteNode = { node: (GqlProduct & { __typename: string }) | { __typename: string } | null };
      const data = requireData(
        await graphql.request<{ site: { route: RouteNode; nested: RouteNode } }>(PRODUCT_BY_PATH_QUERY, {
          path: `/${clean}/`,
          nestedPath: `/products/${clean}/`,
        }),
      );
      const found = [data.site.route.node, data.site.nested.node].find(
        (node): node is GqlProduct & { __typename: string } => node?.__typename === 'Product',
      );
      return found ? productFromGraphql(found) : null;
    },

    async getProductsByIds(ids: number[]): Promise<Product[]> {
      const wanted = uniquePositive(ids);
      const found = new Map<number, Product>();
      for (const entityIds of chunk(wanted, PRODUCT_PAGE_SIZE)) {
        const data = requireData(
          await graphql.request<{ site: { products: GqlConnection<GqlProduct> } }>(PRODUCTS_BY_IDS_QUERY, {
            entityIds,
            first: entityIds.length,
          }),
        );
        for (const product of nodes(data.site.products)) found.set(product.entityId, productFromGraphql(product));
      }
      return wanted.flatMap((id) => found.get(id) ?? []);
    },

    async listProducts(): Promise<Product[]> {
      const products: Product[] = [];
      for (let page = 1; ; page += 1) {
        const result = await catalogProducts({
          include: ['variants', 'images', 'custom_fields'],
          is_visible: true,
          page,
          limit: CATALOG_PAGE_SIZE,
        });
        products.push(...result.products.map(productFromCatalog));
        const totalPages = result.pagination?.total_pages ?? page;
        if (page >= totalPages || result.products.length === 0) return products;
      }
    },

    async getCatalogueItems(productIds: number[], variantIds: number[]): Promise<CatalogueItem[]> {
      const byId = new Map<number, BcCatalogProduct>();
      for (const ids of chunk(uniquePositive(productIds), CATALOG_LOOKUP_CHUNK)) {
        const result = await catalogProducts({ 'id:in': ids, include: ['variants', 'images'], limit: ids.length });
        for (const product of result.products) byId.set(product.id, product);
      }
      // One item per (productIds[i], variantIds[i]) pair, in input order (as the embedded store answers):
      // an unknown product or a variant of another product is left out; no variant id gives the product alone.
      return productIds.flatMap((productId, index) => {
        const product = byId.get(productId);
        if (!product) return [];
        const variantId = variantIds[index];
        if (variantId === undefined) return [catalogueItemFromCatalog(product, null)];
        if (!(product.variants ?? []).some((candidate) => candidate.id === variantId)) return [];
        return [catalogueItemFromCatalog(product, variantId)];
      });
    },

    /* ----------------------------------------------------------- carts */

    getCart,

    async addCartItem(cartId: string | null, item: CartItemInput, customerId?: number): Promise<Cart> {
      const lineItem = checkLineItem(item);
      return addToCart(cartId, { line_items: [lineItem] }, customerId);
    },

    async updateCartItem(cartId: string, itemId: string, item: CartItemInput): Promise<Cart | null> {
      if (typeof item.quantity !== 'number' || !Number.isInteger(item.quantity)) {
        throw new CommerceError('invalid_input', 'The item quantity has to be a valid integer.');
      }
      if (item.quantity < 1) return removeLine(cartId, itemId);
      const lineItem = checkLineItem(item);
      if (!CART_ID.test(cartId)) return null;
      try {
        return await cartOrNull(
          rest.request<BcSingle<BcCart>>('PUT', `/carts/${segment(cartId)}/items/${segment(itemId)}`, {
            query: cartQuery,
            body: { line_item: lineItem },
          }),
        );
      } catch (error) {
        if (hasStatus(error, 404)) return missingLine(cartId);
        return cartWriteError(error);
      }
    },

    removeCartItem: removeLine,

    async addGiftCertificate(cartId: string | null, certificate: GiftCertificateInput, customerId?: number): Promise<Cart> {
      if (
        !Number.isInteger(certificate.amountCents) ||
        certificate.amountCents < GIFT_CERTIFICATE_MIN_CENTS ||
        certificate.amountCents > GIFT_CERTIFICATE_MAX_CENTS
      ) {
        throw new CommerceError('invalid_input', 'A gift certificate must be worth between $1.00 and $1,000.00.');
      }
      if (!certificate.name.trim() || !certificate.recipient.email.trim() || !certificate.sender.email.trim()) {
        throw new CommerceError('invalid_input', 'A gift certificate needs a name, a sender email and a recipient email.');
      }
      return addToCart(cartId, { gift_certificates: [giftCertificateRequest(certificate)] }, customerId);
    },

    removeGiftCertificate: removeLine,

    async attachCartToCustomer(cartId: string, customerId: number): Promise<Cart> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('invalid_input', 'A customer id is required.');
      const cart = await getCart(cartId);
      if (cart === null) throw new CommerceError('not_found', 'Cart not found.');
      if (cart.customerId === customerId) return cart;
      if (cart.customerId !== 0) throw new CommerceError('forbidden', 'This cart belongs to another customer.');
      try {
        const updated = await cartOrNull(
          rest.request<BcSingle<BcCart>>('PUT', `/carts/${segment(cartId)}`, {
            query: cartQuery,
            body: { customer_id: customerId },
          }),
        );
        if (!updated) throw new CommerceError('not_found', 'Cart not found.');
        return updated;
      } catch (error) {
        if (hasStatus(error, 404)) throw new CommerceError('not_found', 'Cart not found.');
        return cartWriteError(error);
      }
    },

    /* ------------------------------------------------------- customers */

    async createCustomer(input: SignupInput): Promise<Customer> {
      const email = input.email?.trim() ?? '';
      if (!input.firstName?.trim() || !input.lastName?.trim() || !email || !input.password) {
        throw new CommerceError('invalid_input', 'A first name, last name, email and password are required to signup.');
      }
      const body: BcCustomerCreateRequest[] = [
        {
          email,
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          company: input.company ?? '',
          phone: input.phone ?? '',
          authentication: { force_password_reset: false, new_password: input.password },
          addresses: (input.addresses ?? []).map(addressFields),
          origin_channel_id: config.channelId,
          channel_ids: [config.channelId],
        },
      ];
      let response: BcCollection<BcCustomer>;
      try {
        response = await rest.request<BcCollection<BcCustomer>>('POST', '/customers', { body });
      } catch (error) {
        if (hasStatus(error, 422, 409) && (await customersWhere({ 'email:in': email })) !== null) {
          throw new CommerceError('conflict', `The email address ${email} is already in use. Please enter a different one.`);
        }
        return customerWriteError(error);
      }
      const created = response?.data?.[0];
      if (!created) throw new CommerceError('upstream', 'The hosted store did not return the new customer.');
      return customerFromBigCommerce(created);
    },

    async verifyCredentials(email: string, password: string): Promise<Customer | null> {
      if (!email?.trim() || !password) return null;
      const response = await graphql.request<{ login: { customer: GqlCustomer | null } | null }>(LOGIN_MUTATION, {
        email: email.trim(),
        password,
      });
      const customer = response.data?.login?.customer;
      if (customer) return customerFromGraphql(customer);
      const message = response.errors?.map((error) => error.message).join('; ') ?? '';
      if (/too many|rate limit|locked/i.test(message)) {
        throw new CommerceError('rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
      }
      // A wrong email or password is an answer, not a failure: the login field errors with a credentials message.
      if (!message || /credential|password|email|not found|incorrect/i.test(message)) return null;
      throw new CommerceError('upstream', `The hosted store could not check the sign-in: ${message}`);
    },

    async getCustomer(customerId: number): Promise<Customer | null> {
      if (!isPositiveInteger(customerId)) return null;
      return customersWhere({ 'id:in': customerId });
    },

    async findCustomerByEmail(email: string): Promise<Customer | null> {
      const clean = email?.trim();
      if (!clean) return null;
      return customersWhere({ 'email:in': clean });
    },

    /* ------------------------------------------------------- addresses */

    async listAddresses(customerId: number, page: number, perPage = DEFAULT_ADDRESS_PAGE_SIZE): Promise<Page<Address>> {
      const safePage = isPositiveInteger(page) ? page : 1;
      const safePerPage = isPositiveInteger(perPage) ? Math.min(perPage, 250) : DEFAULT_ADDRESS_PAGE_SIZE;
      if (!isPositiveInteger(customerId)) return pageFromBigCommerce([], undefined, safePage, safePerPage);
      const response = await rest.request<BcCollection<BcAddress>>('GET', '/customers/addresses', {
        query: { 'customer_id:in': [customerId], page: safePage, limit: safePerPage },
      });
      // The filter is the store's; the ownership check is ours.
      const items = (response?.data ?? [])
        .filter((address) => address.customer_id === customerId)
        .map(addressFromBigCommerce);
      return pageFromBigCommerce(items, response?.meta?.pagination, safePage, safePerPage);
    },

    async getAddress(customerId: number, addressId: number): Promise<Address> {
      return addressFromBigCommerce(await ownedAddress(customerId, addressId));
    },

    async createAddress(customerId: number, input: AddressInput): Promise<Address> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to save an address.');
      const body: BcAddressCreateRequest[] = [{ ...addressFields(input), customer_id: customerId }];
      let response: BcCollection<BcAddress>;
      try {
        response = await rest.request<BcCollection<BcAddress>>('POST', '/customers/addresses', { body });
      } catch (error) {
        return customerWriteError(error);
      }
      // BigCommerce answers 200 without the address when an identical one already exists.
      const created = response?.data?.[0];
      if (!created) throw new CommerceError('conflict', 'This address is already saved.');
      return addressFromBigCommerce(created);
    },

    async updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<Address> {
      await ownedAddress(customerId, addressId);
      const body: BcAddressUpdateRequest[] = [{ ...addressFields(input), id: addressId }];
      let response: BcCollection<BcAddress>;
      try {
        response = await rest.request<BcCollection<BcAddress>>('PUT', '/customers/addresses', { body });
      } catch (error) {
        return customerWriteError(error);
      }
      const updated = response?.data?.[0];
      if (!updated) throw new CommerceError('conflict', 'Another saved address already has these details.');
      return addressFromBigCommerce(updated);
    },

    async deleteAddress(customerId: number, addressId: number): Promise<void> {
      await ownedAddress(customerId, addressId);
      await rest.request<null>('DELETE', '/customers/addresses', { query: { 'id:in': [addressId] } });
    },

    /* ---------------------------------------------------------- orders */

    async listOrders(customerId: number): Promise<Order[]> {
      if (!isPositiveInteger(customerId)) return [];
      // v2 answers 204 (no body) when the customer has no orders.
      const orders = await rest.request<BcOrder[] | null>('GET', '/orders', {
        version: 'v2',
        query: { customer_id: customerId, sort: 'date_created:desc', page: 1, limit: ORDER_PAGE_SIZE },
      });
      return (orders ?? [])
        .filter((order) => order.customer_id === customerId && isPlacedOrder(order))
        .map((order) => orderFromBigCommerce(order, null, null));
    },

    async getOrder(orderId: number, customerId: number): Promise<Order> {
      if (!isPositiveInteger(orderId) || !isPositiveInteger(customerId)) throw new CommerceError('not_found', 'Order not found.');
      let order: BcOrder | null;
      try {
        order = await rest.request<BcOrder | null>('GET', `/orders/${orderId}`, { version: 'v2' });
      } catch (error) {
        if (hasStatus(error, 404)) throw new CommerceError('not_found', 'Order not found.');
        throw error;
      }
      // Another customer's order is answered exactly like a missing one.
      if (!order || order.customer_id !== customerId || !isPlacedOrder(order)) throw new CommerceError('not_found', 'Order not found.');
      const [products, shipping] = await Promise.all([
        rest.request<BcOrderProduct[] | null>('GET', `/orders/${orderId}/products`, { version: 'v2' }),
        rest.request<BcOrderShippingAddress[] | null>('GET', `/orders/${orderId}/shipping_addresses`, { version: 'v2' }),
      ]);
      return orderFromBigCommerce(order, products ?? [], shipping?.[0] ?? null);
    },

    /** The hosted checkout (the cart's redirect_urls.checkout_url) is BigCommerce's own: no order is placed here. */
    async placeOrder(_input: PlaceOrderInput): Promise<Order> {
      throw new CommerceError('upstream', HOSTED_CHECKOUT_ONLY);
    },
  };
}
