/** The cart's locale: what the browser's cart calls send and what a new hosted cart is created with. */
export const CART_LOCALE = 'en-us';

/** The cart API: the data layer's reads and changes, and the cart forms' posts. */
export const CART_URL = '/api/bigcommerce/cart';

/** The cart id cookie, shared by the browser data layer and the server routes. */
export const CART_COOKIE = 'bc_cartId';
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The number of items in the cart, written by the browser whenever it knows the cart, so that the Cart button's
 * badge is right as soon as the page runs, before the cart code and the cart request. Only trusted while the
 * cart cookie is there.
 */
export const CART_COUNT_COOKIE = 'bc_cartCount';
/** Cart ids are UUIDs in both stores; anything else in the cookie names no cart. */
export const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
