/**
 * The hosted commerce adapter. Per-shopper operations (carts, sign-up, sign-in, the customer, addresses,
 * passwords, wish lists, catalogue reads) go to the Storefront GraphQL API with the customer impersonation token,
 * acting as the signed-in shopper where there is one; the store's shared REST quota is kept for what GraphQL
 * cannot do: orders (v2), the catalogue listing of the search sync, and the admin look-up of an email.
 * Vendor shapes stay in this folder; every method answers in the app's types (lib/commerce/types.ts).
 */
import { CART_ID } from '../cart-cookie';
import { FetcherError } from '../../http/fetcher';
import { addressLimitReached, MAX_SAVED_ADDRESSES } from '../address-limit';
import { CommerceError } from '../errors';
import { orderPaging } from '../order-paging';
import type { CommerceService } from '../service';
import type {
  Address,
  AddressInput,
  Cart,
  CartItemInput,
  CatalogueItem,
  Customer,
  CustomerUpdate,
  GiftCertificateInput,
  Order,
  OrderPage,
  Page,
  PlaceOrderInput,
  Product,
  SignupInput,
  Wishlist,
} from '../types';
import { createGraphqlClient, createRestClient, requireData, type BigCommerceConfig, type TransportOptions } from './client';
import {
  addressFromGraphql,
  addressInput,
  cartFromGraphql,
  catalogueItemFromGraphql,
  customerFromBigCommerce,
  customerFromGraphql,
  giftCertificateInput,
  isPlacedOrder,
  orderFromBigCommerce,
  pageFromBigCommerce,
  productFromCatalog,
  productFromGraphql,
  wishlistFromGraphql,
} from './mappers';
import {
  ADD_CART_LINE_ITEMS_MUTATION,
  ADD_CUSTOMER_ADDRESS_MUTATION,
  ADD_WISHLIST_ITEMS_MUTATION,
  ADDRESS_PAGE_SIZE,
  ASSIGN_CART_TO_CUSTOMER_MUTATION,
  CART_QUERY,
  CHANGE_PASSWORD_MUTATION,
  CREATE_CART_MUTATION,
  CREATE_CART_REDIRECT_URLS_MUTATION,
  CREATE_WISHLIST_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_QUERY,
  DELETE_CART_LINE_ITEM_MUTATION,
  DELETE_CUSTOMER_ADDRESS_MUTATION,
  DELETE_WISHLIST_ITEMS_MUTATION,
  LOGIN_MUTATION,
  PRODUCT_BY_PATH_QUERY,
  PRODUCT_PAGE_SIZE,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_BY_IDS_QUERY,
  REGISTER_CUSTOMER_MUTATION,
  REQUEST_RESET_PASSWORD_MUTATION,
  RESET_PASSWORD_MUTATION,
  UPDATE_CART_LINE_ITEM_MUTATION,
  UPDATE_CUSTOMER_ADDRESS_MUTATION,
  UPDATE_CUSTOMER_MUTATION,
  VARIANT_PAGE_SIZE,
  WISHLISTS_QUERY,
} from './queries';
import type {
  BcCatalogProduct,
  BcCollection,
  BcCustomer,
  BcOrder,
  BcOrderProduct,
  BcOrderShippingAddress,
  GqlAddress,
  GqlCart,
  GqlCartLineInput,
  GqlConnection,
  GqlCustomer,
  GqlError,
  GqlGiftCertificateInput,
  GqlMutationError,
  GqlProduct,
  GqlResponse,
  GqlVariant,
  GqlWishlist,
} from './vendor-types';

export type { BigCommerceConfig } from './client';

export type BigCommerceServiceOptions = TransportOptions;

/** The hosted adapter: the password and wish list operations are part of the CommerceService (issue 15). */
export type BigCommerceService = CommerceService;

const CART_LOCALE = 'en';
const CATALOG_PAGE_SIZE = 250;
const DEFAULT_ADDRESS_PAGE_SIZE = 10;
/** Pages of addresses read at most (50 each): a bound, not an expected size. */
const MAX_ADDRESS_PAGES = 20;
const GIFT_CERTIFICATE_MIN_CENTS = 100;
const GIFT_CERTIFICATE_MAX_CENTS = 100_000;

export const HOSTED_CHECKOUT_ONLY =
  "Orders are placed through BigCommerce's own checkout: continue to checkout from your cart to pay on the hosted checkout page.";

/* ------------------------------------------------------------ validation */

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function checkLineItem(item: CartItemInput): GqlCartLineInput {
  if (!isPositiveInteger(item.productId) || !isPositiveInteger(item.variantId)) {
    throw new CommerceError('invalid_input', 'A product id and a variant id are required to add an item.');
  }
  if (!isPositiveInteger(item.quantity)) {
    throw new CommerceError('invalid_input', 'The item quantity has to be a valid integer greater than 0.');
  }
  return { quantity: item.quantity, productEntityId: item.productId, variantEntityId: item.variantId };
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

function uniquePositive(ids: number[]): number[] {
  return [...new Set(ids.filter(isPositiveInteger))];
}

function hasStatus(error: unknown, ...statuses: number[]): error is FetcherError {
  return error instanceof FetcherError && statuses.includes(error.status);
}

function nodes<T>(connection: GqlConnection<T> | null | undefined): T[] {
  return (connection?.edges ?? []).flatMap((edge) => (edge ? [edge.node] : []));
}

function messages(errors: { message?: string }[] | undefined): string {
  return (errors ?? []).map((error) => error.message ?? '').filter(Boolean).join('; ');
}

const CART_GONE = /cart.*(not found|does not exist)|not found.*cart/i;
const LINE_GONE = /(line ?item|item).*(not found|does not exist)/i;

/**
 * A cart mutation the store refused (its GraphQL errors): stock and purchase limits become CommerceErrors a
 * shopper can act on; a missing cart or line is not_found; anything else the store did not accept is
 * invalid_input with its reason.
 */
function cartMutationError(errors: GqlError[] | undefined): CommerceError {
  const detail = messages(errors) || 'no reason given';
  if (/stock|inventory|sold out|unavailable/i.test(detail)) {
    return new CommerceError('out_of_stock', `Sorry, there isn't enough stock for the quantity you asked for. (${detail})`);
  }
  if (/minimum|maximum|at least|no more than|purchase limit/i.test(detail)) return new CommerceError('quantity_limit', detail);
  if (/conflict/i.test(detail)) return new CommerceError('conflict', 'Your cart changed while we were updating it. Please refresh and try again.');
  if (CART_GONE.test(detail)) return new CommerceError('not_found', 'Cart not found.');
  if (LINE_GONE.test(detail)) return new CommerceError('not_found', 'That item is no longer in your cart.');
  return new CommerceError('invalid_input', `The store did not accept that cart change: ${detail}`);
}

/** The typed `errors` list of a customer mutation, as a CommerceError (null when there are none). */
function customerMutationError(errors: GqlMutationError[]): CommerceError | null {
  const first = errors[0];
  if (!first) return null;
  const detail = messages(errors);
  switch (first.__typename) {
    case 'CustomerNotLoggedInError':
      return new CommerceError('unauthenticated', 'Please sign in again.');
    case 'AddressDoesNotExistError':
    case 'CustomerAddressDeletionError':
    case 'CustomerDoesNotExistError':
      return new CommerceError('not_found', 'Address not found.');
    case 'CustomerAddressCreationError':
      return new CommerceError('conflict', 'This address is already saved.');
    case 'EmailAlreadyInUseError':
      return new CommerceError('conflict', 'That email address is already in use. Please enter a different one.');
    case 'CustomerAddressUpdateError':
      return new CommerceError('conflict', 'Another saved address already has these details.');
    default:
      return new CommerceError('invalid_input', `The store did not accept those details: ${detail}`);
  }
}

type MutationAnswer = { errors: GqlMutationError[] };

/* --------------------------------------------------------------- service */

export function createBigCommerceService(config: BigCommerceConfig, options: BigCommerceServiceOptions = {}): BigCommerceService {
  const rest = createRestClient(config, options);
  const graphql = createGraphqlClient(config, options);

  /** Runs a cart mutation; its field's value, or the store's refusal as a CommerceError. */
  async function cartMutation<T>(document: string, input: Record<string, unknown>, customerId: number, field: string): Promise<T> {
    const response = await graphql.request<{ cart: Record<string, T | null> | null }>(document, { input }, customerId);
    const result = response.data?.cart?.[field];
    if (result) return result;
    if (!response.data) requireData(response);
    throw cartMutationError(response.errors);
  }

  /** Runs a customer mutation (`customer { field(input) }`) and throws its typed errors. */
  async function customerMutation<T extends MutationAnswer>(document: string, input: object, customerId: number, field: string): Promise<T> {
    const response = await graphql.request<{ customer: Record<string, T> | null }>(document, { input }, customerId);
    const result = requireData(response).customer?.[field];
    if (!result) throw new CommerceError('upstream', `The hosted store could not answer: ${messages(response.errors) || 'empty answer'}`);
    const error = customerMutationError(result.errors);
    if (error) throw error;
    return result;
  }

  async function readCart(cartId: string, customerId: number): Promise<GqlCart | null> {
    const data = requireData(await graphql.request<{ site: { cart: GqlCart | null } }>(CART_QUERY, { entityId: cartId }, customerId));
    return data.site.cart;
  }

  /**
   * The cart and whose it is. BigCommerce shows a guest cart to anyone and a customer's cart only when asked as
   * that customer, so a cart seen anonymously is a guest cart and one seen only as the shopper is theirs.
   */
  async function getCart(cartId: string, customerId = 0): Promise<Cart | null> {
    if (!CART_ID.test(cartId)) return null;
    const asShopper = isPositiveInteger(customerId);
    const [guest, own] = await Promise.all([readCart(cartId, 0), asShopper ? readCart(cartId, customerId) : Promise.resolve(null)]);
    if (guest) return cartFromGraphql(guest, 0);
    return own ? cartFromGraphql(own, customerId) : null;
  }

  async function createCart(data: { lineItems?: GqlCartLineInput[]; giftCertificates?: GqlGiftCertificateInput[] }, customerId: number): Promise<Cart> {
    const owner = isPositiveInteger(customerId) ? customerId : 0;
    const result = await cartMutation<{ cart: GqlCart | null }>(CREATE_CART_MUTATION, { ...data, locale: CART_LOCALE }, owner, 'createCart');
    if (!result.cart) throw new CommerceError('upstream', 'The hosted store did not return the new cart.');
    return cartFromGraphql(result.cart, owner);
  }

  /**
   * Adds to an existing cart; a cart that expired, never existed or is not the shopper's is replaced by a new
   * one (created for the signed-in shopper, if any).
   */
  async function addToCart(
    cartId: string | null,
    data: { lineItems?: GqlCartLineInput[]; giftCertificates?: GqlGiftCertificateInput[] },
    customerId = 0,
  ): Promise<Cart> {
    if (cartId !== null && CART_ID.test(cartId)) {
      const current = await getCart(cartId, customerId);
      if (current) {
        try {
          const result = await cartMutation<{ cart: GqlCart | null }>(ADD_CART_LINE_ITEMS_MUTATION, { cartEntityId: cartId, data }, current.customerId, 'addCartLineItems');
          if (result.cart) return cartFromGraphql(result.cart, current.customerId);
        } catch (error) {
          if (!(error instanceof CommerceError && error.code === 'not_found')) throw error;
        }
      }
    }
    return createCart(data, customerId);
  }

  /** After a line was not found: null when the whole cart is gone, not_found when only the line is. */
  async function missingLine(cartId: string, customerId: number): Promise<null> {
    const cart = await getCart(cartId, customerId);
    if (cart === null) return null;
    throw new CommerceError('not_found', 'That item is no longer in your cart.');
  }

  async function removeLine(cartId: string, itemId: string, customerId = 0): Promise<Cart | null> {
    if (!CART_ID.test(cartId)) return null;
    const current = await getCart(cartId, customerId);
    if (!current) return null;
    try {
      const result = await cartMutation<{ cart: GqlCart | null; deletedCartEntityId: string | null }>(
        DELETE_CART_LINE_ITEM_MUTATION,
        { cartEntityId: cartId, lineItemEntityId: itemId },
        current.customerId,
        'deleteCartLineItem',
      );
      // The last line took the cart with it.
      return result.cart ? cartFromGraphql(result.cart, current.customerId) : null;
    } catch (error) {
      if (error instanceof CommerceError && error.code === 'not_found') return missingLine(cartId, customerId);
      throw error;
    }
  }

  async function allAddresses(customerId: number): Promise<Address[]> {
    if (!isPositiveInteger(customerId)) return [];
    const found: Address[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_ADDRESS_PAGES; page += 1) {
      type Answer = { customer: { entityId: number; addresses: GqlConnection<GqlAddress> } | null };
      const response: GqlResponse<Answer> = await graphql.request<Answer>(CUSTOMER_ADDRESSES_QUERY, { first: ADDRESS_PAGE_SIZE, after }, customerId);
      const customer = requireData(response).customer;
      if (!customer) throw new CommerceError('unauthenticated', 'Please sign in again.');
      found.push(...nodes(customer.addresses).map((address) => addressFromGraphql(address, customerId)));
      if (!customer.addresses.pageInfo?.hasNextPage || !customer.addresses.pageInfo.endCursor) break;
      after = customer.addresses.pageInfo.endCursor;
    }
    return found;
  }

  async function ownedAddress(customerId: number, addressId: number): Promise<Address> {
    if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) throw new CommerceError('not_found', 'Address not found.');
    // Only the shopper's own addresses are listed: another customer's id is not found, like a missing one.
    const address = (await allAddresses(customerId)).find((candidate) => candidate.id === addressId);
    if (!address) throw new CommerceError('not_found', 'Address not found.');
    return address;
  }

  /** The variants past a product's first page, page by page. */
  async function remainingVariants(product: GqlProduct): Promise<void> {
    let pageInfo = product.variants.pageInfo;
    while (pageInfo?.hasNextPage && pageInfo.endCursor) {
      type Answer = { site: { product: { variants: GqlConnection<GqlVariant> } | null } };
      const response: GqlResponse<Answer> = await graphql.request<Answer>(PRODUCT_VARIANTS_QUERY, {
        entityId: product.entityId,
        first: VARIANT_PAGE_SIZE,
        after: pageInfo.endCursor,
      });
      const more = requireData(response).site.product?.variants;
      if (!more) return;
      product.variants.edges = [...(product.variants.edges ?? []), ...(more.edges ?? [])];
      pageInfo = more.pageInfo;
    }
  }

  /** Products by id: in batches the query complexity allows, following each batch's pages and long variant lists. */
  async function productsByIds(ids: number[]): Promise<Map<number, GqlProduct>> {
    const found = new Map<number, GqlProduct>();
    for (const entityIds of chunk(uniquePositive(ids), PRODUCT_PAGE_SIZE)) {
      let after: string | null = null;
      do {
        type Answer = { site: { products: GqlConnection<GqlProduct> } };
        const response: GqlResponse<Answer> = await graphql.request<Answer>(PRODUCTS_BY_IDS_QUERY, { entityIds, first: PRODUCT_PAGE_SIZE, after });
        const page: GqlConnection<GqlProduct> = requireData(response).site.products;
        for (const product of nodes(page)) {
          await remainingVariants(product);
          found.set(product.entityId, product);
        }
        after = page.pageInfo?.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
    }
    return found;
  }

  async function catalogProducts(query: Record<string, string | number | boolean | (string | number)[]>) {
    const response = await rest.request<BcCollection<BcCatalogProduct>>('GET', '/catalog/products', { query });
    return { products: response?.data ?? [], pagination: response?.meta?.pagination };
  }

  async function wishlistMutation(document: string, field: string, input: Record<string, unknown>, customerId: number): Promise<Wishlist> {
    if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to use a wish list.');
    const response = await graphql.request<{ wishlist: Record<string, { result: GqlWishlist } | null> }>(document, { input }, customerId);
    const result = response.data?.wishlist?.[field]?.result;
    if (result) return wishlistFromGraphql(result);
    if (!response.data) requireData(response);
    const detail = messages(response.errors);
    if (/not found|does not exist/i.test(detail)) throw new CommerceError('not_found', 'Wish list not found.');
    throw new CommerceError('invalid_input', `The store did not accept that wish list change: ${detail}`);
  }

  function wishlistItems(items: { productId: number; variantId?: number | null }[]) {
    return items.map((item) => {
      if (!isPositiveInteger(item.productId)) throw new CommerceError('invalid_input', 'A product id is required.');
      return { productEntityId: item.productId, ...(isPositiveInteger(item.variantId) ? { variantEntityId: item.variantId } : {}) };
    });
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
      if (!found) return null;
      await remainingVariants(found);
      return productFromGraphql(found);
    },

    async getProductsByIds(ids: number[]): Promise<Product[]> {
      const found = await productsByIds(ids);
      return uniquePositive(ids).flatMap((id) => {
        const product = found.get(id);
        return product ? [productFromGraphql(product)] : [];
      });
    },

    /** The whole visible catalogue (the search sync and the protein calculator): REST, paged 250 at a time. */
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

    /** One REST request: how many visible products there are and when the newest change was made. */
    async catalogueRevision(): Promise<string> {
      const response = await rest.request<BcCollection<Pick<BcCatalogProduct, 'id'> & { date_modified?: string }>>('GET', '/catalog/products', {
        query: { is_visible: true, sort: 'date_modified', direction: 'desc', limit: 1, include_fields: ['date_modified'] },
      });
      const newest = response?.data?.[0];
      return `bigcommerce:${response?.meta?.pagination?.total ?? 0}:${newest?.id ?? 0}:${newest?.date_modified ?? ''}`;
    },

    async getCatalogueItems(productIds: number[], variantIds: number[]): Promise<CatalogueItem[]> {
      const found = await productsByIds(productIds);
      // One item per (productIds[i], variantIds[i]) pair, in input order (as the embedded store answers):
      // an unknown product or a variant of another product is left out; no variant id gives the product alone.
      return productIds.flatMap((productId, index) => {
        const product = found.get(productId);
        if (!product) return [];
        return catalogueItemFromGraphql(product, variantIds[index] ?? null) ?? [];
      });
    },

    /* ----------------------------------------------------------- carts */

    getCart,

    async addCartItem(cartId: string | null, item: CartItemInput, customerId?: number): Promise<Cart> {
      return addToCart(cartId, { lineItems: [checkLineItem(item)] }, customerId);
    },

    async updateCartItem(cartId: string, itemId: string, item: CartItemInput, customerId = 0): Promise<Cart | null> {
      if (typeof item.quantity !== 'number' || !Number.isInteger(item.quantity)) {
        throw new CommerceError('invalid_input', 'The item quantity has to be a valid integer.');
      }
      if (item.quantity < 1) return removeLine(cartId, itemId, customerId);
      const lineItem = checkLineItem(item);
      if (!CART_ID.test(cartId)) return null;
      const current = await getCart(cartId, customerId);
      if (!current) return null;
      try {
        const result = await cartMutation<{ cart: GqlCart | null }>(
          UPDATE_CART_LINE_ITEM_MUTATION,
          { cartEntityId: cartId, lineItemEntityId: itemId, data: { lineItem } },
          current.customerId,
          'updateCartLineItem',
        );
        return result.cart ? cartFromGraphql(result.cart, current.customerId) : null;
      } catch (error) {
        if (error instanceof CommerceError && error.code === 'not_found') return missingLine(cartId, customerId);
        throw error;
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
      return addToCart(cartId, { giftCertificates: [giftCertificateInput(certificate)] }, customerId);
    },

    removeGiftCertificate: removeLine,

    async attachCartToCustomer(cartId: string, customerId: number): Promise<Cart> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('invalid_input', 'A customer id is required.');
      const cart = await getCart(cartId, customerId);
      if (cart === null) throw new CommerceError('not_found', 'Cart not found.');
      if (cart.customerId === customerId) return cart;
      const result = await cartMutation<{ cart: GqlCart | null }>(ASSIGN_CART_TO_CUSTOMER_MUTATION, { cartEntityId: cartId }, customerId, 'assignCartToCustomer');
      if (!result.cart) throw new CommerceError('not_found', 'Cart not found.');
      return cartFromGraphql(result.cart, customerId);
    },

    async getCheckoutUrl(cartId: string, customerId = 0): Promise<string | null> {
      const cart = await getCart(cartId, customerId);
      if (!cart) return null;
      const result = await cartMutation<{ redirectUrls: { redirectedCheckoutUrl: string } | null }>(
        CREATE_CART_REDIRECT_URLS_MUTATION,
        { cartEntityId: cartId },
        cart.customerId,
        'createCartRedirectUrls',
      );
      return result.redirectUrls?.redirectedCheckoutUrl ?? null;
    },

    /* ------------------------------------------------------- customers */

    async createCustomer(input: SignupInput): Promise<Customer> {
      const email = input.email?.trim() ?? '';
      if (!input.firstName?.trim() || !input.lastName?.trim() || !email || !input.password) {
        throw new CommerceError('invalid_input', 'A first name, last name, email and password are required to signup.');
      }
      const [firstAddress, ...moreAddresses] = input.addresses ?? [];
      type Registered = MutationAnswer & { customer: GqlCustomer | null };
      let registered: Registered;
      try {
        registered = await customerMutation<Registered>(
          REGISTER_CUSTOMER_MUTATION,
          {
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            email,
            password: input.password,
            phone: input.phone ?? '',
            company: input.company ?? '',
            ...(firstAddress ? { address: addressInput(firstAddress) } : {}),
          },
          0,
          'registerCustomer',
        );
      } catch (error) {
        if (error instanceof CommerceError && /already in use|already exists/i.test(error.message)) {
          throw new CommerceError('conflict', `The email address ${email} is already in use. Please enter a different one.`);
        }
        throw error;
      }
      if (!registered.customer) throw new CommerceError('upstream', 'The hosted store did not return the new customer.');
      const customer = customerFromGraphql(registered.customer);
      for (const address of moreAddresses) {
        await customerMutation(ADD_CUSTOMER_ADDRESS_MUTATION, addressInput(address), customer.entityId, 'addCustomerAddress');
      }
      return customer;
    },

    async verifyCredentials(email: string, password: string): Promise<Customer | null> {
      if (!email?.trim() || !password) return null;
      const response = await graphql.request<{ login: { customer: GqlCustomer | null } | null }>(LOGIN_MUTATION, {
        email: email.trim(),
        password,
      });
      const customer = response.data?.login?.customer;
      if (customer) return customerFromGraphql(customer);
      const message = messages(response.errors);
      if (/too many|rate limit|locked/i.test(message)) {
        throw new CommerceError('rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
      }
      // A wrong email or password is an answer, not a failure: the login field errors with a credentials message.
      if (!message || /credential|password|email|not found|incorrect/i.test(message)) return null;
      throw new CommerceError('upstream', `The hosted store could not check the sign-in: ${message}`);
    },

    async getCustomer(customerId: number): Promise<Customer | null> {
      if (!isPositiveInteger(customerId)) return null;
      const data = requireData(await graphql.request<{ customer: GqlCustomer | null }>(CUSTOMER_QUERY, {}, customerId));
      return data.customer ? customerFromGraphql(data.customer) : null;
    },

    /** An admin look-up (REST): the Storefront API finds no customer by email. */
    async findCustomerByEmail(email: string): Promise<Customer | null> {
      const clean = email?.trim();
      if (!clean) return null;
      const response = await rest.request<BcCollection<BcCustomer>>('GET', '/customers', { query: { 'email:in': clean } });
      const customer = response?.data?.[0];
      return customer ? customerFromBigCommerce(customer) : null;
    },

    async updateCustomer(customerId: number, input: CustomerUpdate): Promise<Customer> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to edit your details.');
      const email = input.email?.trim();
      if (!input.firstName?.trim() || !input.lastName?.trim() || !email) {
        throw new CommerceError('invalid_input', 'A first name, last name and email are required.');
      }
      const result = await customerMutation<MutationAnswer & { customer: GqlCustomer | null }>(
        UPDATE_CUSTOMER_MUTATION,
        { firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone?.trim() ?? '', email },
        customerId,
        'updateCustomer',
      );
      if (!result.customer) throw new CommerceError('upstream', 'The hosted store did not return the customer.');
      return customerFromGraphql(result.customer);
    },

    /* ------------------------------------------------------- addresses */

    async listAddresses(customerId: number, page: number, perPage = DEFAULT_ADDRESS_PAGE_SIZE): Promise<Page<Address>> {
      const safePage = isPositiveInteger(page) ? page : 1;
      const safePerPage = isPositiveInteger(perPage) ? Math.min(perPage, 250) : DEFAULT_ADDRESS_PAGE_SIZE;
      const all = await allAddresses(customerId);
      const items = all.slice((safePage - 1) * safePerPage, safePage * safePerPage);
      return pageFromBigCommerce(items, undefined, safePage, safePerPage, all.length);
    },

    async getAddress(customerId: number, addressId: number): Promise<Address> {
      return ownedAddress(customerId, addressId);
    },

    async createAddress(customerId: number, input: AddressInput): Promise<Address> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to save an address.');
      // BigCommerce has no such limit of its own: counted first (two saves at the same moment may both pass it).
      if ((await allAddresses(customerId)).length >= MAX_SAVED_ADDRESSES) throw addressLimitReached();
      const result = await customerMutation<MutationAnswer & { address: GqlAddress | null }>(
        ADD_CUSTOMER_ADDRESS_MUTATION,
        addressInput(input),
        customerId,
        'addCustomerAddress',
      );
      if (!result.address) throw new CommerceError('conflict', 'This address is already saved.');
      return addressFromGraphql(result.address, customerId);
    },

    async updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<Address> {
      if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) throw new CommerceError('not_found', 'Address not found.');
      const result = await customerMutation<MutationAnswer & { address: GqlAddress | null }>(
        UPDATE_CUSTOMER_ADDRESS_MUTATION,
        { addressEntityId: addressId, data: addressInput(input) },
        customerId,
        'updateCustomerAddress',
      );
      if (!result.address) throw new CommerceError('conflict', 'Another saved address already has these details.');
      return addressFromGraphql(result.address, customerId);
    },

    async deleteAddress(customerId: number, addressId: number): Promise<void> {
      if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) throw new CommerceError('not_found', 'Address not found.');
      await customerMutation(DELETE_CUSTOMER_ADDRESS_MUTATION, { addressEntityId: addressId }, customerId, 'deleteCustomerAddress');
    },

    /* ---------------------------------------------- passwords (issue 15) */

    async requestPasswordReset(email: string, resetPath?: string): Promise<void> {
      const clean = email?.trim();
      if (!clean) throw new CommerceError('invalid_input', 'An email address is required.');
      await customerMutation(REQUEST_RESET_PASSWORD_MUTATION, { email: clean, ...(resetPath ? { path: resetPath } : {}) }, 0, 'requestResetPassword');
    },

    async resetPassword(customerId: number, token: string, newPassword: string): Promise<void> {
      if (!isPositiveInteger(customerId) || !token || !newPassword) {
        throw new CommerceError('invalid_input', 'The password reset link is incomplete.');
      }
      await customerMutation(RESET_PASSWORD_MUTATION, { customerEntityId: customerId, token, newPassword }, 0, 'resetPassword');
    },

    async changePassword(customerId: number, currentPassword: string, newPassword: string): Promise<void> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to change your password.');
      await customerMutation(CHANGE_PASSWORD_MUTATION, { currentPassword, newPassword }, customerId, 'changePassword');
    },

    /* --------------------------------------------- wish lists (issue 15) */

    async listWishlists(customerId: number): Promise<Wishlist[]> {
      if (!isPositiveInteger(customerId)) return [];
      const data = requireData(await graphql.request<{ customer: { wishlists: GqlConnection<GqlWishlist> } | null }>(WISHLISTS_QUERY, {}, customerId));
      return nodes(data.customer?.wishlists).map(wishlistFromGraphql);
    },

    async createWishlist(customerId, name, items = []) {
      const clean = name?.trim();
      if (!clean) throw new CommerceError('invalid_input', 'A wish list needs a name.');
      return wishlistMutation(CREATE_WISHLIST_MUTATION, 'createWishlist', { name: clean, isPublic: false, items: wishlistItems(items) }, customerId);
    },

    async addWishlistItems(customerId, wishlistId, items) {
      return wishlistMutation(ADD_WISHLIST_ITEMS_MUTATION, 'addWishlistItems', { entityId: wishlistId, items: wishlistItems(items) }, customerId);
    },

    async removeWishlistItems(customerId, wishlistId, itemIds) {
      return wishlistMutation(DELETE_WISHLIST_ITEMS_MUTATION, 'deleteWishlistItems', { entityId: wishlistId, itemEntityIds: itemIds }, customerId);
    },

    /* ---------------------------------------------------------- orders */

    async listOrders(customerId: number, pageNumber?: number, size?: number): Promise<OrderPage> {
      const { page, perPage } = orderPaging(pageNumber, size);
      if (!isPositiveInteger(customerId)) return { items: [], page, perPage, hasNextPage: false };
      // v2 pages by page and limit and names no total: a full page means older orders may follow.
      // It answers 204 (no body) past the last order and when the customer has none.
      const orders = await rest.request<BcOrder[] | null>('GET', '/orders', {
        version: 'v2',
        query: { customer_id: customerId, sort: 'date_created:desc', page, limit: perPage },
      });
      const items = (orders ?? [])
        .filter((order) => order.customer_id === customerId && isPlacedOrder(order))
        .map((order) => orderFromBigCommerce(order, null, null));
      return { items, page, perPage, hasNextPage: (orders?.length ?? 0) >= perPage };
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

    /** The hosted checkout (createCartRedirectUrls) is BigCommerce's own: no order is placed here. */
    async placeOrder(_input: PlaceOrderInput): Promise<Order> {
      throw new CommerceError('upstream', HOSTED_CHECKOUT_ONLY);
    },
  };
}
