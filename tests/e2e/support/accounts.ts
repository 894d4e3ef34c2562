import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { captchaPass } from '../../support/e2e/captcha';

/** Test accounts made through the shop's own API, the way the sign-up form makes them (captcha included). */
export const PASSWORD = 'Str0ng!pass';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates an account (with one saved address) and leaves `request`, and the page that owns it, signed in. */
export async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const pass = await captchaPass(request);
  const response = await request.post('/api/bigcommerce/customers/signup', {
    data: {
      email, password: PASSWORD, confirm: PASSWORD, firstName: 'Phone', lastName: 'Tester', company: '', country: 'AU', postcode: '7250',
      state: 'Tasmania', suburb: 'Launceston', address1: '5 Audit Lane', address2: '', phone: '0400 000 000', newsletter: false, captchaToken: pass,
    },
  });
  expect(response.status()).toBe(200);
}

/** Creates an account in a request context of its own (the page stays a guest) and returns its email. */
export async function signUpElsewhere(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const other = await playwright.request.newContext({ baseURL });
  await signUpThroughApi(other, email);
  await other.dispose();
  return email;
}
