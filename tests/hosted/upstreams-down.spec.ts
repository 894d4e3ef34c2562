import type { APIResponse, Browser, BrowserContext } from '@playwright/test';
import { createControl, expect, routeThirdParties, signUpThroughApi, test, uniqueEmail, type Control, type ShopError } from './fixtures';

/*
 * Every upstream down (BigCommerce, Sanity, Algolia, reCAPTCHA, LoyaltyLion, Klaviyo): the shop's fault proxies drop
 * every connection, then answer 500s. A page built by ISR keeps serving its last good version (also after its
 * revalidation time, when Next tries to rebuild it and fails); a page with no good version, and every
 * server-rendered page that needs an upstream, shows the shop's own "we couldn't load this" state with status 503;
 * API routes answer 502 or 503 with a clear message. No response is a 500.
 */

const REVALIDATE_SECONDS = 60; // lib/site.ts

/** ISR pages rendered while everything is up, with the document title of their good version. */
const WARM: { path: string; title: RegExp }[] = [
  { path: '/', title: /^Bulk Nutrients \| Sports nutrition made in Australia$/ },
  { path: '/categories/shop-by-sport', title: /^Shop by Sport \| Bulk Nutrients$/ },
  { path: '/products/whey-protein-isolate', title: /^Whey Protein Isolate \| Bulk Nutrients$/ },
  { path: '/faqs/shipping', title: /shipping.* \| Bulk Nutrients$/i },
];

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&') ?? '';

/**
 * ISR pages with no good version: the harness starts this pass on a fresh server with only the build's own pages,
 * and nothing here renders in a browser while the upstreams are up (no link prefetching warms them).
 */
const COLD = ['/products/psyllium-husk', '/products/shaker-bottle', '/careers', '/categories/shop-by-diet/vegan', '/blog/bcaa-vs-eaa'];

test.use({ allowShopErrors: true });

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
let cartId = '';
let warmedAt = 0;
let control: Control;

async function newShopper(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: signedIn });
  await routeThirdParties(context);
  return context;
}

function expectNot500(errors: ShopError[]) {
  expect(errors.filter((error) => error.status !== 502 && error.status !== 503), 'no response is anything but 502/503').toEqual([]);
}

async function expectUnavailableApi(response: APIResponse) {
  expect([502, 503], `${response.url()} answered ${response.status()}`).toContain(response.status());
  const body = (await response.json()) as { errors: { message: string; code?: string }[] };
  expect(body.errors[0].message).toMatch(/is not answering right now|answered with an error/);
  expect(body.errors[0].code).toMatch(/^upstream/);
}

test.beforeAll(async ({ browser, playwright }) => {
  control = createControl(await playwright.request.newContext());
  await control.setFault('up');
  // A signed-in shopper with a cart, and the WARM pages rendered once, while everything is up: all through HTTP
  // requests, so no page runs in a browser (and prefetches its links) before the upstreams go down.
  const context = await browser.newContext();
  await signUpThroughApi(context.request, uniqueEmail('down'));
  // Whey Protein Isolate, Chocolate / 1kg (data/catalogue.json).
  const added = await context.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 } } });
  expect(added.status()).toBe(200);
  cartId = (await context.cookies()).find((cookie) => cookie.name === 'bc_cartId')?.value ?? '';
  for (const { path, title } of WARM) {
    const response = await context.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(titleOf(await response.text())).toMatch(title);
  }
  warmedAt = Date.now();
  signedIn = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await control.setFault('up');
});

test('pages with no good version and server-rendered pages show the 503 state', async ({ browser, shopErrors }) => {
  await control.setFault('down');
  const context = await newShopper(browser);
  const page = await context.newPage();
  for (const path of [...COLD, '/search-results-page?q=whey', '/account/orders', '/account/addresses']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(503);
    expect(response?.headers()['retry-after'], path).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't load this page");
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', path);
    // The shop's own shell is still there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  // Try again reloads the same address (still down: still the 503 state).
  const retried = page.waitForResponse((response) => response.url().endsWith('/account/addresses') && response.request().resourceType() === 'document');
  await page.getByRole('link', { name: 'Try again' }).click();
  expect((await retried).status()).toBe(503);
  await context.close();
  expectNot500(shopErrors);
});

test('API routes answer 502/503 with a clear message', async ({ browser }) => {
  await control.setFault('down');
  const context = await newShopper(browser);
  const { request } = context;
  await expectUnavailableApi(await request.get('/api/alerts'));
  await expectUnavailableApi(await request.get(`/api/bigcommerce/cart`));
  await expectUnavailableApi(await request.get('/api/bigcommerce/customers'));
  await expectUnavailableApi(await request.get('/api/bigcommerce/address'));
  await expectUnavailableApi(await request.post('/api/search', { data: { requests: [{ indexName: 'sanity_production_products', params: { query: 'whey' } }] } }));

  // Upstreams that answer with errors instead of not answering: the same, never a 500.
  await control.setFault('error');
  await expectUnavailableApi(await request.get('/api/alerts'));
  await expectUnavailableApi(await request.get('/api/bigcommerce/cart'));
  await expectUnavailableApi(await request.post('/api/search', { data: { requests: [{ indexName: 'sanity_production_products', params: { query: 'whey' } }] } }));
  const page = await context.newPage();
  const response = await page.goto('/products/psyllium-husk');
  expect(response?.status()).toBe(503);
  await context.close();
  expect(cartId).not.toBe('');
});

test('ISR pages keep serving their last good version, also after a failed revalidation', async ({ browser, shopErrors }) => {
  test.setTimeout(REVALIDATE_SECONDS * 1000 + 120_000);
  await control.setFault('down');
  const context = await newShopper(browser);
  const page = await context.newPage();
  // Past the revalidation time: the next request makes Next rebuild the page in the background, which fails.
  const wait = warmedAt + (REVALIDATE_SECONDS + 2) * 1000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  for (let round = 0; round < 2; round += 1) {
    for (const { path, title } of WARM) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} (round ${round + 1})`).toBe(200);
      // Served from the ISR cache, never rendered afresh: STALE past its revalidation time (Next tries to rebuild it
      // behind the scenes), HIT for a while after such a rebuild failed (Next keeps the last good version another
      // 30 s before trying again; a shell link's prefetch may already have set that off).
      expect(['STALE', 'HIT'], path).toContain(response?.headers()['x-nextjs-cache']);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Let the failed background revalidations finish before asking again.
    await page.waitForTimeout(5_000);
  }
  // The cart page is rendered on the server from the cart cookie: with the store down it shows the 503 state of
  // every server-rendered page, not a crash.
  const cart = await page.goto('/cart');
  expect(cart?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't load this page");
  await context.close();
  expectNot500(shopErrors);

  // Back up: the same pages answer from the upstreams again.
  await control.setFault('up');
  const recovered = await newShopper(browser);
  const again = await recovered.newPage();
  expect((await again.goto('/products/psyllium-husk'))?.status()).toBe(200);
  await recovered.close();
});
