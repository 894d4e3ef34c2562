/**
 * Carts of the hosted adapter, on the Storefront GraphQL API. BigCommerce shows a guest cart to anyone and a
 * customer's cart only when asked as that customer, so every call names the signed-in shopper.
 */
import { CART_ID, CART_LOCALE } from '../cart-cookie';
import { validateAddItem, validateGiftCertificateAmount, validateUpdateItem } from '../cart-checks';
import { CART_QUANTITY_MAX } from '../cart-limits';
import { CommerceError } from '../errors';
import type { Cart, CartItemInput, GiftCertificateInput } from '../types';
import { isPositiveInteger, messages, requireData, type BigCommerceApi } from './client';
import { cartFromGraphql, giftCertificateInput } from './mappers';
import {
  ADD_CART_LINE_ITEMS_MUTATION,
  ASSIGN_CART_TO_CUSTOMER_MUTATION,
  CART_QUERY,
  CREATE_CART_MUTATION,
  CREATE_CART_REDIRECT_URLS_MUTATION,
  DELETE_CART_LINE_ITEM_MUTATION,
  UPDATE_CART_LINE_ITEM_MUTATION,
} from './queries';
import type { GqlCart, GqlCartLineInput, GqlError, GqlGiftCertificateInput } from './vendor-types';

const GRAPHQL_INT_MAX = 2 ** 31 - 1;

function lineInput(item: CartItemInput): GqlCartLineInput {
  return { quantity: item.quantity, productEntityId: item.productId, variantEntityId: item.variantId };
}

/** An item to add, checked on the cart's rules (cart-checks.ts). */
function lineToAdd(item: CartItemInput): GqlCartLineInput {
  validateAddItem(item);
  // The store refuses more than a product's own maximum with its message; past GraphQL's Int it cannot be asked.
  if (item.quantity > GRAPHQL_INT_MAX) {
    throw new CommerceError('quantity_limit', `You can only purchase a maximum of ${CART_QUANTITY_MAX} of this product per order`);
  }
  return lineInput(item);
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

type CartContents = { lineItems?: GqlCartLineInput[]; giftCertificates?: GqlGiftCertificateInput[] };

export function bigCommerceCarts({ graphql }: BigCommerceApi) {
  /** Runs a cart mutation; its field's value, or the store's refusal as a CommerceError. */
  async function cartMutation<T>(document: string, input: Record<string, unknown>, customerId: number, field: string): Promise<T> {
    const response = await graphql.request<{ cart: Record<string, T | null> | null }>(document, { input }, customerId);
    const result = response.data?.cart?.[field];
    if (result) return result;
    if (!response.data) requireData(response);
    throw cartMutationError(response.errors);
  }

  async function readCart(cartId: string, customerId: number): Promise<GqlCart | null> {
    const data = requireData(await graphql.request<{ site: { cart: GqlCart | null } }>(CART_QUERY, { entityId: cartId }, customerId));
    return data.site.cart;
  }

  /** The cart and whose it is: a cart seen anonymously is a guest cart, one seen only as the shopper is theirs. */
  async function getCart(cartId: string, customerId = 0): Promise<Cart | null> {
    if (!CART_ID.test(cartId)) return null;
    const asShopper = isPositiveInteger(customerId);
    const [guest, own] = await Promise.all([readCart(cartId, 0), asShopper ? readCart(cartId, customerId) : Promise.resolve(null)]);
    if (guest) return cartFromGraphql(guest, 0);
    return own ? cartFromGraphql(own, customerId) : null;
  }

  async function createCart(data: CartContents, customerId: number): Promise<Cart> {
    const owner = isPositiveInteger(customerId) ? customerId : 0;
    const result = await cartMutation<{ cart: GqlCart | null }>(CREATE_CART_MUTATION, { ...data, locale: CART_LOCALE }, owner, 'createCart');
    if (!result.cart) throw new CommerceError('upstream', 'The hosted store did not return the new cart.');
    return cartFromGraphql(result.cart, owner);
  }

  /**
   * Adds to an existing cart; a cart that expired, never existed or is not the shopper's is replaced by a new
   * one (created for the signed-in shopper, if any).
   */
  async function addToCart(cartId: string | null, data: CartContents, customerId = 0): Promise<Cart> {
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

  /**
   * Changes one line of an existing cart (or, deleting the last line, takes the cart with it: null). A line
   * the store no longer has is not_found, unless the whole cart is gone: null.
   */
  async function changeLine(cartId: string, itemId: string, customerId: number, document: string, field: string, data?: object): Promise<Cart | null> {
    if (!CART_ID.test(cartId)) return null;
    const current = await getCart(cartId, customerId);
    if (!current) return null;
    try {
      const input = { cartEntityId: cartId, lineItemEntityId: itemId, ...(data ? { data } : {}) };
      const result = await cartMutation<{ cart: GqlCart | null }>(document, input, current.customerId, field);
      return result.cart ? cartFromGraphql(result.cart, current.customerId) : null;
    } catch (error) {
      if (!(error instanceof CommerceError && error.code === 'not_found')) throw error;
      if ((await getCart(cartId, customerId)) === null) return null;
      throw new CommerceError('not_found', 'That item is no longer in your cart.');
    }
  }

  async function removeLine(cartId: string, itemId: string, customerId = 0): Promise<Cart | null> {
    return changeLine(cartId, itemId, customerId, DELETE_CART_LINE_ITEM_MUTATION, 'deleteCartLineItem');
  }

  return {
    getCart,

    async addCartItem(cartId: string | null, item: CartItemInput, customerId?: number): Promise<Cart> {
      return addToCart(cartId, { lineItems: [lineToAdd(item)] }, customerId);
    },

    async updateCartItem(cartId: string, itemId: string, item: CartItemInput, customerId = 0): Promise<Cart | null> {
      validateUpdateItem(item);
      if (item.quantity < 1) return removeLine(cartId, itemId, customerId);
      return changeLine(cartId, itemId, customerId, UPDATE_CART_LINE_ITEM_MUTATION, 'updateCartLineItem', { lineItem: lineInput(item) });
    },

    removeCartItem: removeLine,

    async addGiftCertificate(cartId: string | null, certificate: GiftCertificateInput, customerId?: number): Promise<Cart> {
      validateGiftCertificateAmount(certificate.amountCents);
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
  };
}
