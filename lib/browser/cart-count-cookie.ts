/**
 * The count cookie the Cart badge starts from (CART_COUNT_COOKIE): read by the badge's hook, written by the cart
 * runtime whenever it knows the cart. Apart from lib/browser/cart-runtime.ts so that the module every page holds
 * carries no cookie code: the badge is in the header and the writer in the cart runtime, both loaded later.
 */
import Cookies from 'js-cookie';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS, CART_COUNT_COOKIE } from '@/lib/commerce/cart-cookie';

/** The count the cookie holds: 0 without a cart cookie (the cart is gone) or with a value that is not a count. */
export function storedCartCount(): number {
  if (typeof document === 'undefined' || !Cookies.get(CART_COOKIE)) return 0;
  const stored = Number(Cookies.get(CART_COUNT_COOKIE));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/** Keeps the cookie in step with the live cart, for the next page's first render. */
export function storeCartCount(count: number): void {
  if (count > 0) {
    Cookies.set(CART_COUNT_COOKIE, String(count), {
      path: '/',
      sameSite: 'lax',
      expires: CART_COOKIE_MAX_AGE_SECONDS / 86_400,
      secure: window.location.protocol === 'https:',
    });
  } else Cookies.remove(CART_COUNT_COOKIE, { path: '/' });
}
