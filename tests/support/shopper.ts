/**
 * A shopper driving the shop's own API (as the sign-up, sign-in, address and checkout forms do), for specs that
 * need an account without going through the pages.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { captchaPass } from './e2e/captcha';

export interface Shopper {
  email: string;
  password: string;
  street: string;
}

/** Signs up through the API (captcha included); `request` is then signed in. */
export async function signUpThroughApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const captchaToken = await captchaPass(request);
  const signup = await request.post('/api/bigcommerce/customers/signup', {
    data: {
      email: shopper.email,
      password: shopper.password,
      confirm: shopper.password,
      firstName: 'Private',
      lastName: 'Shopper',
      company: '',
      country: 'AU',
      address1: shopper.street,
      address2: '',
      suburb: 'Fitzroy',
      state: 'Victoria',
      postcode: '3065',
      phone: '0400 123 456',
      newsletter: true,
      captchaToken,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
}
