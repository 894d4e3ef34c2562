import { expect, test, type Page } from '@playwright/test';

/* Code that leaves the first scripts (the cart runtime) must not cost the shopper a click: each test holds every
   script the page did not ask for in its HTML for 2 s (or until it lets them go), then acts at once. */

// A route still fetching when a test ends (a prefetch) must not fail it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

async function holdDeferredScripts(
  page: Page,
  path: string,
  hold: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 2000)),
  /** Which of those scripts to hold, by their code (every one by default). */
  holds: (code: string) => boolean = () => true,
) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const html = await (await page.request.get(path)).text();
  const firstScripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  const held: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const url = new URL(route.request().url()).pathname;
    if (firstScripts.has(url)) return route.continue();
    const response = await route.fetch();
    const code = await response.text();
    if (holds(code)) {
      held.push(url);
      await hold();
    }
    await route.fulfill({ response, body: code });
  });
  return held;
}

/** React has attached its handlers to the element (the page's own scripts have run). */
async function hydrated(page: Page, selector: string) {
  await expect
    .poll(() => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true);
}

test('a quick add before the cart code arrives loads it and adds; the badge then counts from the cookie on the next page', async ({ page }) => {
  const held = await holdDeferredScripts(page, '/');
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Featured products' }).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) });
  await hydrated(page, '[data-testid="site-header"], header button');
  await card.getByRole('button', { name: /Chocolate \/ 1kg/ }).click();
  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-line')).toHaveCount(1, { timeout: 10_000 });
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  expect(held.length).toBeGreaterThan(0);

  // Another page: the badge is right from the cookie while the cart code (its panels' chunk) is still held back
  // (until the badge is checked, however long the page takes). The header's own code, which draws the badge, is
  // not held.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const heldCart = await holdDeferredScripts(page, '/about-us', () => released, (code) => code.includes('Your current cart'));
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  // The cart code was asked for (at idle) and is still held: the badge did not come from it.
  await expect.poll(() => heldCart.length).toBeGreaterThan(0);
  release();
});

test('the cart panel opens on the first press of the Cart button, before its code has arrived', async ({ page }) => {
  await holdDeferredScripts(page, '/about-us');
  await page.goto('/about-us');
  const cart = page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /Cart/ });
  await hydrated(page, 'nav[aria-label="Customer"] button');
  await cart.click();
  await expect(page.getByRole('dialog', { name: 'Your current cart' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('dialog', { name: 'Your current cart' })).toContainText('Nothing in your cart');
});

test('a page without a form does not load the form pages’ code (Formik, the captcha) while the shopper reads it', async ({ page, request }) => {
  const scriptsOf = async (path: string) => new Set([...(await (await request.get(path)).text()).matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  const [aboutScripts, ...formScripts] = await Promise.all(['/about-us', '/login', '/checkout'].map(scriptsOf));
  const loaded: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') loaded.push(new URL(req.url()).pathname);
  });
  // The cart page's code, its deferred lines included (the cart's Yup checks: the cart runtime loads them on idle
  // on every page anyway).
  await page.goto('/cart');
  await hydrated(page, '[data-deferred-cart] a');
  const cartScripts = new Set(loaded.splice(0));
  // What the sign-in and checkout pages load beyond an information page and the cart page: their forms.
  const formOnly = new Set(formScripts.flatMap((scripts) => [...scripts].filter((src) => !aboutScripts.has(src) && !cartScripts.has(src))));
  expect(formOnly.size).toBeGreaterThan(0);

  await page.goto('/about-us');
  // The header's Sign in link is in view, and Next prefetches (and runs) the code of links in view once idle.
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((src) => formOnly.has(src))).toEqual([]);
});

test('the captcha is drawn once the sign-up form has hydrated: never a box whose tick nobody hears; ticked at once, it verifies', async ({ page }) => {
  // The proof of work runs in the browser: seconds of CPU, many more on a busy machine.
  test.setTimeout(150_000);
  // The page's React root is live, and the sign-up form's own code (its chunk) is held back: the form is still the
  // server's HTML, and React stops presses aimed inside it from reaching any other listener until it hydrates.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = await holdDeferredScripts(page, '/create-account', () => released, (code) => code.includes('Security check'));
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/vendor/altcha/')) widgetRequests.push(request.url());
  });
  await page.goto('/create-account', { waitUntil: 'load' });
  await hydrated(page, '[data-deferred-form]');
  // The first field's focus asks for the form's code (held); the page goes idle.
  await page.getByRole('textbox', { name: 'First name' }).focus();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(widgetRequests).toEqual([]);
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);

  release();
  // Ticked (from the keyboard) the moment it shows.
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus({ timeout: 15_000 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 120_000 });
  expect(widgetRequests).toHaveLength(1);
});
