import type { IncomingMessage, ServerResponse } from 'node:http';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS } from '../commerce/cart-cookie';
import { isHttps } from './client-address';

/** Sets (30-day max age) or clears the cart cookie. Not httpOnly: the client library reads it. */
export function setCartCookie(req: IncomingMessage, res: ServerResponse, cartId: string | null): void {
  const attributes = ['Path=/', 'SameSite=Lax'];
  if (isHttps(req)) attributes.push('Secure');
  const cookie = cartId
    ? `${CART_COOKIE}=${cartId}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; Expires=${new Date(Date.now() + CART_COOKIE_MAX_AGE_SECONDS * 1000).toUTCString()}`
    : `${CART_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  res.appendHeader('Set-Cookie', `${cookie}; ${attributes.join('; ')}`);
}
