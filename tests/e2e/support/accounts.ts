import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { captchaPass } from '../../support/e2e/captcha';
import { asNewClient } from '../../support/e2e/client-address';

/** Test accounts made through the shop's own API, the way the sign-up form makes them (captcha included). */
export const PASSWORD = 'Str0ng!pass';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates an account (with one saved address) and leaves `request`, and the page that owns it, signed in. */
export async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const pass = await captchaPass(request);
  const response = await request.post('/api/bigcommerce/customers/signup', {
    headers: asNewClient(),
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

/** The reset link in the newest email to `email` in the e2e server's outbox (DATA_DIR/outbox). */
export async function resetLinkFromOutbox(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse().map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : [];
      const mail = mails.find((text) => text.includes(`To: ${email}`));
      link = mail ? /https?:\/\/\S+\/reset-password\?\S+/.exec(mail)?.[0] : undefined;
      return Boolean(link);
    })
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Saves addresses for the signed-in account of `request` until it holds `total` (sign-up saved the first). */
export async function fillAddressBook(request: APIRequestContext, total: number): Promise<void> {
  const listed = await request.get('/api/bigcommerce/address?page=1');
  expect(listed.status()).toBe(200);
  const saved = ((await listed.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
  for (let i = saved; i < total; i += 1) {
    const response = await request.post('/api/bigcommerce/address', {
      data: {
        first_name: 'Full', last_name: 'Book', company: '', address1: `${i + 1} Full Street`, address2: '', city: 'Hobart',
        state_or_province: 'Tasmania', postal_code: '7000', country_code: 'AU', phone: '0400 000 000', address_type: 'residential',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}
