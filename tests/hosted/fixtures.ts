/**
 * Fixtures of the hosted run (tests/hosted/playwright.config.ts):
 *  - every browser context sends the third-party hosts the shop loads (reCAPTCHA, LoyaltyLion, Klaviyo) to their
 *    stand-ins and refuses any other address off this machine, so nothing leaves the loopback;
 *  - `shopErrors` collects the shop's answers of 500 or more; in the journeys (every upstream up) a test fails if
 *    there is any;
 *  - `control` reads the stand-ins' record and flips their fault switches.
 */
import { expect, test as base, type APIRequestContext, type BrowserContext, type Page, type Response } from '@playwright/test';
import { whenInteractive } from '../support/e2e/interactive';

export type Fault = 'up' | 'down' | 'error';
export type Service = 'commerce' | 'content' | 'search' | 'captcha' | 'loyalty' | 'marketing';

export interface StandInState {
  faults: Record<Service, Fault>;
  bigcommerce: { failures: string[]; counts: { rest: number; graphql: number; rateLimited: number; operations: Record<string, number> } };
  recaptcha: { verifications: { success: boolean; errors: string[] }[] };
  loyalty: { events: { kind: string; siteToken: string | null; customerId: string | null; email: string | null; authValid: boolean | null }[] };
  klaviyo: { subscriptions: { listId: string; email: string }[]; identified: { companyId: string | null; email: string | null }[] };
  algolia: { records: Record<string, number>; searches: number; failures: string[] };
}

export interface Control {
  state(): Promise<StandInState>;
  setFault(fault: Fault, services?: Service[]): Promise<void>;
}

const CONTROL_URL = process.env.HOSTED_CONTROL_URL ?? '';
const BASE_URL = process.env.HOSTED_BASE_URL ?? '';
const BROWSER_ROUTES = JSON.parse(process.env.HOSTED_BROWSER_ROUTES ?? '{}') as Record<string, string>;
export const PREVIEW_SECRET = process.env.HOSTED_PREVIEW_SECRET ?? '';

export function createControl(request: APIRequestContext): Control {
  return {
    async state() {
      return (await (await request.get(`${CONTROL_URL}/state`)).json()) as StandInState;
    },
    async setFault(fault, services) {
      const response = await request.post(`${CONTROL_URL}/faults`, { data: { fault, services } });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

export interface ShopError {
  status: number;
  method: string;
  url: string;
}

const isLoopback = (url: string) => /^(http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url);

/** Sends the third-party hosts the shop loads to their stand-ins; any other address off this machine is refused. */
export async function routeThirdParties(context: BrowserContext): Promise<void> {
  // Playwright tries the routes registered last first: the catch-all goes first.
  await context.route('**/*', (route) => (isLoopback(route.request().url()) ? route.fallback() : route.abort('blockedbyclient')));
  for (const [pattern, origin] of Object.entries(BROWSER_ROUTES)) {
    await context.route(pattern, async (route) => {
      const url = new URL(route.request().url());
      let response;
      try {
        // Playwright keeps connections to a stand-in alive; a request sent on one just as the stand-in closes it
        // as idle fails with ECONNRESET, the one error maxRetries retries (on a new connection). An up stand-in
        // then still answers; a switched-off one resets the retry too and is taken as down 250 ms later.
        response = await route.fetch({ url: `${origin}${url.pathname}${url.search}`, maxRetries: 1 });
      } catch {
        // The stand-in is switched off (the "upstreams down" pass): as a host that does not answer.
        await route.abort('connectionrefused').catch(() => undefined);
        return;
      }
      // The page may have moved on meanwhile.
      await route.fulfill({ response }).catch(() => undefined);
    });
  }
}

export const test = base.extend<{ control: Control; shopErrors: ShopError[]; allowShopErrors: boolean }>({
  allowShopErrors: [false, { option: true }],
  context: async ({ context }, run) => {
    await routeThirdParties(context);
    await run(context);
  },
  control: async ({ playwright }, run) => {
    const request = await playwright.request.newContext();
    await run(createControl(request));
    await request.dispose();
  },
  shopErrors: [
    async ({ context, allowShopErrors }, run) => {
      const errors: ShopError[] = [];
      const record = (response: Response) => {
        if (response.url().startsWith(BASE_URL) && response.status() >= 500) {
          errors.push({ status: response.status(), method: response.request().method(), url: response.url() });
        }
      };
      context.on('response', record);
      await run(errors);
      context.off('response', record);
      if (!allowShopErrors) expect(errors, 'the shop answered with a server error while every upstream was up').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, whenInteractive };


export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export function uniqueEmail(label: string): string {
  return `hosted-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = 'Str0ng!pass';

/** Ticks the reCAPTCHA stand-in's checkbox (rendered by the routed api.js, as Google's widget would be). */
export async function completeRecaptcha(page: Page) {
  const box = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(box).toBeVisible();
  await box.check();
}

/**
 * Signs up through the API the way the sign-up form does: a token from the reCAPTCHA stand-in (what its widget
 * would hand the page), exchanged at /api/recaptcha for a sign-up pass. No browser, so no page renders meanwhile.
 */
export async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const captcha = Object.entries(BROWSER_ROUTES).find(([pattern]) => pattern.includes('/recaptcha/'))?.[1];
  const script = await (await request.get(`${captcha}/recaptcha/api.js`)).text();
  const token = (JSON.parse(/var tokens = (\[[^\]]*\]);/.exec(script)?.[1] ?? '[]') as string[])[0];
  const verified = await request.post('/api/recaptcha', { data: { code: token } });
  const pass = ((await verified.json()) as { data: { token: string } | false }).data;
  expect(pass, 'the reCAPTCHA stand-in token was accepted').toBeTruthy();
  const response = await request.post('/api/bigcommerce/customers/signup', {
    data: {
      email, password: PASSWORD, confirm: PASSWORD, firstName: 'Hosted', lastName: 'Shopper', company: '', country: 'AU', postcode: '7250',
      state: 'Tasmania', suburb: 'Launceston', address1: '18 Foundry Lane', address2: '', phone: '0400 123 456', newsletter: false,
      captchaToken: (pass as { token: string }).token,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs up through the form, with the reCAPTCHA stand-in; lands on the orders page signed in. */
export async function signUp(page: Page, email: string, options: { newsletter?: boolean } = {}) {
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await whenInteractive(page.getByRole('button', { name: 'Create account' }));
  await textbox(page, 'First name').fill('Hosted');
  await textbox(page, 'Last name').fill('Shopper');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone number').fill('0400 123 456');
  await textbox(page, 'Address Line 1').fill('18 Foundry Lane');
  await textbox(page, 'Suburb').fill('Launceston');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await textbox(page, 'Postcode').fill('7250');
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-confirm').fill(PASSWORD);
  if (options.newsletter) await page.getByRole('checkbox', { name: /news/i }).check();
  await completeRecaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
}
