import type { IncomingMessage, ServerResponse } from 'node:http';
import { getCommerce, type Cart, type CommerceService } from '@/lib/commerce';
import { CART_COOKIE, CART_ID } from '@/lib/commerce/cart-cookie';
import { getLogger, serializeError } from '@/lib/operations/logger';
import { ApiError } from './api-error';
import { currentCustomerId, setCartCookie } from './session';
import { shopperSnapshot, type ShopperSnapshot } from './shopper-context';
import { classifyUpstream } from './upstream-error';

export interface ShopperCart {
  commerce: CommerceService;
  /** The live cart the cookie names, or null (none, gone, or another customer's). */
  cart: Cart | null;
  /** The cookie named a cart that is gone (or was never valid): it has to be cleared. */
  staleCookie: boolean;
  /** The cookie named a cart attached to another customer: it is not this shopper's to see or change. */
  foreign: boolean;
  customerId: number | null;
}

type CookieRequest = IncomingMessage & { cookies: Partial<Record<string, string>> };

/**
 * The cart this request's `bc_cartId` cookie names, checked against the signed-in customer: what the cart API
 * answers and changes, and what the cart page renders on the server. Clearing the cookie is left to the caller.
 * A caller that has read the session already passes the customer id it found (null for a guest).
 */
export async function readShopperCart(req: CookieRequest, res: ServerResponse, knownCustomerId?: number | null): Promise<ShopperCart> {
  const commerce = await getCommerce();
  const customerId = knownCustomerId === undefined ? await currentCustomerId(req, res) : knownCustomerId;
  const cookie = req.cookies[CART_COOKIE];
  if (!cookie) return { commerce, cart: null, staleCookie: false, foreign: false, customerId };
  const cart = CART_ID.test(cookie) ? await commerce.getCart(cookie, customerId ?? 0) : null;
  if (cart && cart.customerId !== 0 && cart.customerId !== customerId) return { commerce, cart: null, staleCookie: false, foreign: true, customerId };
  return { commerce, cart, staleCookie: cart === null, foreign: false, customerId };
}

/**
 * The shopper's cart for an API route that answers or changes it: another customer's cart is refused (403) and the
 * cookie naming it cleared. A stale cookie is left to the caller, which knows whether it answers with a new cart.
 */
export async function readOwnCart(req: CookieRequest, res: ServerResponse): Promise<ShopperCart> {
  const shopper = await readShopperCart(req, res);
  if (shopper.foreign) {
    setCartCookie(req, res, null);
    throw new ApiError(403, 'This cart belongs to another customer. Sign in to that account to use it.', 'forbidden');
  }
  return shopper;
}

/**
 * What the header of a page rendered per request (and never shared) shows of this shopper: its Cart badge and
 * Account or Sign in are then right in the server's HTML, with no script to correct them. A cookie naming a cart
 * that is gone, or another customer's, is cleared (as the cart API does). The count is a nicety: when the store
 * cannot answer, the page still renders, counting 0. `knownCustomerId` as for readShopperCart.
 */
export async function readShopper(req: CookieRequest, res: ServerResponse, knownCustomerId?: number | null): Promise<ShopperSnapshot> {
  const customerId = knownCustomerId === undefined ? await currentCustomerId(req, res) : knownCustomerId;
  try {
    const { cart, staleCookie, foreign } = await readShopperCart(req, res, customerId);
    if (staleCookie || foreign) setCartCookie(req, res, null);
    return shopperSnapshot(cart, customerId);
  } catch (error) {
    if (!classifyUpstream(error)) throw error;
    getLogger().warn({ err: serializeError(error) }, "the header's cart count could not be read");
    return shopperSnapshot(null, customerId);
  }
}
