import { expect, test, type Page } from '@playwright/test';

/* Code that leaves the first scripts (the cart runtime, rich content) must not cost the shopper a click: each test
   holds every script the page did not ask for in its HTML for 2 s, then acts at once. */

async function holdDeferredScripts(page: Page, path: string) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const html = await (await page.request.get(path)).text();
  const firstScripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]));
  const held: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const url = new URL(route.request().url()).pathname;
    if (!firstScripts.has(url)) {
      held.push(url);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await route.continue();
  });
  return held;
}

/** React has attached its handlers to the element (the page's own scripts have run). */
async function hydrated(page: Page, selector: string) {
  await expect
    .poll(() => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true);
}

test('a press on rich content before its code arrives is not lost', async ({ page }) => {
  const held = await holdDeferredScripts(page, '/style-guide');
  await page.goto('/style-guide', { waitUntil: 'commit' });
  const list = page.getByRole('list').filter({ has: page.getByText('Greek yoghurt', { exact: true }) });
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(20);
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(items).toHaveCount(40, { timeout: 10_000 });
  expect(held.length).toBeGreaterThan(0);
});

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

  // Another page: the badge is right from the cookie while the cart code is still held back.
  await holdDeferredScripts(page, '/about-us');
  await page.goto('/about-us');
  await expect(page.getByTestId('cart-badge')).toContainText('1', { timeout: 1500 });
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
  const [aboutScripts, cartScripts, ...formScripts] = await Promise.all(['/about-us', '/cart', '/login', '/checkout'].map(scriptsOf));
  // What the sign-in and checkout pages load beyond an information page and the cart page (whose code, with the
  // cart's Yup checks, the cart runtime loads on idle anyway): their forms.
  const formOnly = new Set(formScripts.flatMap((scripts) => [...scripts].filter((src) => !aboutScripts.has(src) && !cartScripts.has(src))));
  expect(formOnly.size).toBeGreaterThan(0);

  const loaded: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') loaded.push(new URL(req.url()).pathname);
  });
  await page.goto('/about-us');
  // The header's Sign in link is in view, and Next prefetches (and runs) the code of links in view once idle.
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((src) => formOnly.has(src))).toEqual([]);
});

test.describe('the category listing before its code arrives (InstantSearch loads after the first paint)', () => {
  const CATEGORY = '/categories/shop-by-sport';
  const listing = (page: Page) => page.getByRole('region', { name: 'Products in Shop by Sport' });
  const summary = (page: Page) => listing(page).getByRole('status').filter({ hasText: /products?$/ });

  async function openHeld(page: Page) {
    const held = await holdDeferredScripts(page, CATEGORY);
    await page.goto(CATEGORY);
    await expect(summary(page)).toHaveText('35 products');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    return held;
  }
  const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

  test('a filter pressed at once applies, without a reload', async ({ page }) => {
    const held = await openHeld(page);
    const vanilla = listing(page).getByRole('region', { name: 'Filter products' }).getByRole('button', { name: /^Vanilla 6 products$/ });
    await vanilla.click();
    await expect(summary(page)).toHaveText('6 products', { timeout: 10_000 });
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    await expect(vanilla).toHaveAttribute('aria-pressed', 'true');
    expect(await stayed(page)).toBe(true);
    expect(held.length).toBeGreaterThan(0);
  });

  test('a sort chosen at once sorts', async ({ page }) => {
    await openHeld(page);
    await listing(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/\?sort=price_asc$/, { timeout: 10_000 });
    await expect(listing(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue(/_products_price_asc$/);
    expect(await stayed(page)).toBe(true);
  });

  test('a price range submitted at once applies, without a reload', async ({ page }) => {
    await openHeld(page);
    const price = listing(page).getByRole('region', { name: 'Filter products' }).getByRole('region', { name: 'Price' });
    await price.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('40');
    await price.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/price=/, { timeout: 10_000 });
    await expect(listing(page).getByRole('list', { name: 'Applied filters' }).getByRole('button')).toHaveText(['Max $40 × (remove filter)']);
    expect(await stayed(page)).toBe(true);
  });
});

test.describe('the category listing on a phone before its code arrives', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("'Filter' pressed at once opens the filters", async ({ page }) => {
    await holdDeferredScripts(page, '/categories/shop-by-sport');
    await page.goto('/categories/shop-by-sport');
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.getByRole('region', { name: 'Products in Shop by Sport' }).getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter products' })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('the search results before their code arrives (InstantSearch loads after the first paint)', () => {
  const RESULTS = '/search-results-page?q=protein';
  const results = (page: Page) => page.getByRole('region', { name: 'Results', exact: true });
  const summary = (page: Page) => results(page).getByRole('status');

  async function openHeld(page: Page) {
    const held = await holdDeferredScripts(page, RESULTS);
    await page.goto(RESULTS);
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    return held;
  }
  const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

  test('the page is served with its results, and InstantSearch is not among its first scripts', async ({ page, request }) => {
    const held = await openHeld(page);
    await expect(summary(page)).toHaveText(/\d+ results?/);
    // Laid out by its styles from the first paint (they load with the page, not with the held code): cards in a row.
    const tops = await results(page).getByRole('article').evaluateAll((cards) => cards.slice(0, 2).map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    await expect(page.getByRole('navigation', { name: 'Search in' }).getByRole('button', { name: 'Products', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const html = await (await request.get(RESULTS)).text();
    const first = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    const sources = await Promise.all(first.map(async (src) => (await request.get(src)).text()));
    expect(sources.some((code) => code.includes('algoliasearch-helper') || code.includes('instantsearch.js'))).toBe(false);
    expect(held.length).toBeGreaterThan(0);
  });

  test('a tab pressed at once switches the search, without a reload', async ({ page }) => {
    await openHeld(page);
    await page.getByRole('navigation', { name: 'Search in' }).getByRole('button', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL(/[?&]t=blogs/, { timeout: 10_000 });
    await expect(page.getByRole('navigation', { name: 'Search in' }).getByRole('button', { name: 'Blogs', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await stayed(page)).toBe(true);
  });

  test('text typed in the results box at once is searched, without pressing Enter and without a reload', async ({ page }) => {
    await openHeld(page);
    const box = page.getByRole('search', { name: 'Search results' }).getByRole('searchbox', { name: 'Search the shop' });
    await box.fill('creatine');
    await expect(page).toHaveURL(/[?&]q=creatine/, { timeout: 10_000 });
    await expect(results(page).getByRole('article').first().getByRole('heading')).toContainText(/Creatine/i);
    await expect(box).toHaveValue('creatine');
    expect(await stayed(page)).toBe(true);
  });
});
