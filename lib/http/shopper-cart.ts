import type { IncomingMessage, ServerResponse } from 'node:http';
import { getCommerce, type Cart, type CommerceService } from '@/lib/commerce';
import { CART_COOKIE, CART_ID } from '@/lib/commerce/cart-cookie';
import { currentCustomerId } from './session';

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

/**
 * The cart this request's `bc_cartId` cookie names, checked against the signed-in customer: what the cart API
 * answers and changes, and what the cart page renders on the server. Clearing the cookie is left to the caller.
 */
export async function readShopperCart(req: IncomingMessage & { cookies: Partial<Record<string, string>> }, res: ServerResponse): Promise<ShopperCart> {
  const commerce = await getCommerce();
  const customerId = await currentCustomerId(req, res);
  const cookie = req.cookies[CART_COOKIE];
  if (!cookie) return { commerce, cart: null, staleCookie: false, foreign: false, customerId };
  const cart = CART_ID.test(cookie) ? await commerce.getCart(cookie, customerId ?? 0) : null;
  if (cart && cart.customerId !== 0 && cart.customerId !== customerId) return { commerce, cart: null, staleCookie: false, foreign: true, customerId };
  return { commerce, cart, staleCookie: cart === null, foreign: false, customerId };
}
