import { expect, type APIRequestContext } from '@playwright/test';
import { captchaPass } from './captcha';
import { asNewClient } from './client-address';

export { whenInteractive } from './interactive';

/* Helpers for specs that need a signed-in shopper or a cart: they go through the shop's own API, so the session and
   bc_cartId cookies land in the browser context whose `request` is passed. */

export const SHOPPER_PASSWORD = 'Str0ng!pass1';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Creates an account the way the sign-up form does (captcha included), which also signs `request`'s context in.
 * `details` replaces any of the form's other values (a long last name, another suburb).
 */
export async function signUp(request: APIRequestContext, email: string, details: Record<string, string> = {}) {
  const pass = await captchaPass(request);
  const response = await request.post('/api/bigcommerce/customers/signup', {
    headers: asNewClient(),
    data: {
      email, password: SHOPPER_PASSWORD, confirm: SHOPPER_PASSWORD, firstName: 'Robin', lastName: 'Layout', company: '', country: 'AU',
      address1: '42 Narrow Street', address2: '', suburb: 'Fitzroy', state: 'Victoria', postcode: '3065', phone: '0400 123 456',
      newsletter: false, captchaToken: pass, ...details,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Whey Protein Isolate variants with stock in the embedded catalogue (Chocolate 1kg and 2.5kg, Vanilla 1kg, 2.5kg, 5kg). */
export const CART_ITEMS = [10101, 10102, 10104, 10105, 10106].map((variantId) => ({ productId: 101, variantId }));

export async function addToCart(request: APIRequestContext, item = CART_ITEMS[0], quantity = 1) {
  const response = await request.post('/api/bigcommerce/cart', { data: { item: { ...item, quantity }, locale: 'en-us' } });
  expect(response.status(), await response.text()).toBe(200);
}
