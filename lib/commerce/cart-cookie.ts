/** The cart cookie (spec §9), shared by the browser data layer and the server routes. */
export const CART_COOKIE = 'bc_cartId';
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Cart ids are UUIDs in both stores; anything else in the cookie names no cart. */
export const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
