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
