import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { holdScripts } from '../support/e2e/hold-scripts';
import { whenInteractive } from '../support/e2e/interactive';

/* The listings (search results, category pages) with JavaScript off, before hydration, and after it. Every filter,
   sort, tab, price range and 'Show more' is a link or a GET form to a URL the server renders; once hydrated the same
   controls act in place. Against the embedded dataset: "protein" finds 31 products and 7 blog posts; Shop by Sport
   lists 35 products, 6 of them in Vanilla. */

const CATEGORY = '/categories/shop-by-sport';
const SECRET_IN_URL = /password|passwd|email|%40|@/i;

/** Every request URL the page makes; the test fails if one carries a password or an email. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectNoSecrets(urls: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => SECRET_IN_URL.test(decodeURIComponent(new URL(url).search + new URL(url).pathname)))).toEqual([]);
}

const listing = (page: Page) => page.getByRole('region', { name: 'Products in Shop by Sport' });
const categorySummary = (page: Page) => listing(page).getByRole('status').filter({ hasText: /products?$/ });
/** Whether the listing shows products, each at a price from `min` to `max` dollars. */
async function allPricedWithin(page: Page, min: number, max: number): Promise<boolean> {
  const prices = await cardPrices(page);
  return prices.length > 0 && prices.every((price) => price >= min && price <= max);
}

/** The paths (with their queries) of the documents the page loads. */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return documents;
}

const results = (page: Page) => page.getByRole('region', { name: 'Results', exact: true });

/** The lowest amount each card shows: what the price sorts order by. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await listing(page).getByRole('article').getByTestId('price').allTextContents();
  return texts.map((text) => Math.min(...[...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((m) => Number(m[1].replace(/,/g, '')))));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  // Several pages, each loaded from the server, and axe on a copy of each: slow on a busy 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('search results: the results box, a tab and a filter are a GET form and links; every page is rendered on the server', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/search-results-page?q=protein');
    await expect(results(page).getByRole('status')).toHaveText('31 results for “protein”');
    await expect(results(page).getByRole('article')).toHaveCount(12);
    // Nothing of the listing waits for a script (React's hidden copy of a large Suspense boundary).
    expect(await page.locator('div[hidden] :is(article, [role="status"], nav[aria-label="Search in"])').count()).toBe(0);
    await expectAxeCleanWithoutScripts(page, { within: 'main' });

    const box = page.getByRole('search', { name: 'Search results' }).getByRole('searchbox', { name: 'Search the shop' });
    await box.fill('creatine');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?q=creatine$/);
    await expect(results(page).getByRole('article').first().getByRole('heading')).toContainText(/Creatine/i);

    await page.goto('/search-results-page?q=protein');
    await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\?q=protein&t=blogs$/);
    await expect(results(page).getByRole('status')).toHaveText('7 results for “protein”');
    await expect(page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('region', { name: 'Filter and Categories' }).getByRole('link', { name: /^Shop by Sport \d+ products?$/ }).click();
    await expect(page).toHaveURL(/category=Shop\+by\+Sport/);
    await expect(results(page).getByRole('status')).toHaveText('10 results for “protein”');
    await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('link')).toHaveText(['Shop by Sport × (remove filter)']);
    await expectAxeCleanWithoutScripts(page, { within: 'main' });

    // 'Show more' loads the page with one more page of results, opened at the first new one.
    await page.goto('/search-results-page?q=protein');
    await results(page).getByRole('link', { name: 'Show more' }).click();
    await expect(page).toHaveURL(/\?q=protein&page=2#results-page-2$/);
    await expect(results(page).getByRole('article')).toHaveCount(24);
    await expect(results(page).getByRole('article').nth(12)).toBeInViewport();
    await expect(results(page).getByRole('article').first()).not.toBeInViewport();
    expectNoSecrets(urls);
  });

  test('a category page: a filter link, the sort form, the price form, a chip and Clear all change the products', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto(CATEGORY);
    await expect(categorySummary(page)).toHaveText('35 products');
    await expectAxeCleanWithoutScripts(page, { within: 'main' });

    const sidebar = listing(page).getByRole('region', { name: 'Filter products' });
    await sidebar.getByRole('link', { name: /^Vanilla 6 products$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}\\?flavour=Vanilla$`));
    await expect(categorySummary(page)).toHaveText('6 products');
    await expect(sidebar.getByRole('link', { name: /^Vanilla 6 products$/ })).toHaveAttribute('aria-current', 'true');

    // The sort is a select with a 'Sort' button: the filter stays.
    await listing(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price high to low' });
    await listing(page).getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/\?flavour=Vanilla&sort=price_desc$/);
    await expect(categorySummary(page)).toHaveText('6 products');
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(6);
    expect(prices.every((v, i) => i === 0 || prices[i - 1] >= v)).toBe(true);
    await expect(listing(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    // Back shows the entry's own sort, not the choice the browser would put back into the select.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}\\?flavour=Vanilla$`));
    await expect(listing(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await page.goForward();
    await expect(listing(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');

    // The price range: both bounds in one GET form, the rest kept.
    const price = sidebar.getByRole('region', { name: 'Price' });
    await price.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('50');
    await price.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/flavour=Vanilla/);
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect(page).toHaveURL(/price_max=50/);
    const chips = listing(page).getByRole('list', { name: 'Applied filters' }).getByRole('link');
    await expect(chips).toHaveText(['Vanilla × (remove filter)', 'Max $50 × (remove filter)']);
    const under50 = await cardPrices(page);
    expect(under50.length).toBeGreaterThan(0);
    expect(under50.length).toBeLessThan(6);
    await expectAxeCleanWithoutScripts(page, { within: 'main' });

    // A chip removes its filter; Clear all removes the rest (the sort stays).
    await chips.filter({ hasText: 'Vanilla' }).click();
    await expect(page).toHaveURL(/\?price=%3A50&sort=price_desc$/);
    await expect(listing(page).getByRole('list', { name: 'Applied filters' }).getByRole('link')).toHaveText(['Max $50 × (remove filter)']);
    await listing(page).getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}\\?sort=price_desc$`));
    await expect(categorySummary(page)).toHaveText('35 products');
    expectNoSecrets(urls);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("'Filter' opens the filters in a panel; a filter in it applies; nothing scrolls sideways", async ({ page }) => {
      await page.goto(CATEGORY);
      const panel = listing(page).getByRole('region', { name: 'Filter products' });
      await expect(panel).toBeHidden();
      await listing(page).getByRole('button', { name: 'Filter', exact: true }).click();
      await expect(panel).toBeVisible();
      await expectAxeCleanWithoutScripts(page, { within: 'main', prepare: (copy) => copy.getByRole('region', { name: 'Products in Shop by Sport' }).getByRole('button', { name: 'Filter', exact: true }).click() });
      await panel.getByRole('button', { name: 'Close filters' }).click();
      await expect(panel).toBeHidden();
      await listing(page).getByRole('button', { name: 'Filter', exact: true }).click();
      await panel.getByRole('link', { name: /^Vanilla 6 products$/ }).click();
      await expect(page).toHaveURL(/\?flavour=Vanilla$/);
      await expect(categorySummary(page)).toHaveText('6 products');
      await expect(listing(page).getByRole('button', { name: 'Filter (1)' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

test.describe('before hydration (the page’s scripts held back)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a filter pressed before hydration is followed as a link: the server renders the filtered page', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto(CATEGORY, { waitUntil: 'commit' });
    await listing(page).getByRole('link', { name: /^Vanilla 6 products$/ }).click();
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    await expect(categorySummary(page)).toHaveText('6 products');
    release();
  });

  test('a price range typed in the sidebar before the listing hydrates stays, focus in its box; Update applies it in place', async ({ page }) => {
    const documents = recordDocuments(page);
    const { release } = await holdScripts(page);
    await page.goto(CATEGORY, { waitUntil: 'commit' });
    const price = listing(page).getByRole('region', { name: 'Price' });
    await price.getByRole('spinbutton', { name: 'Minimum price in dollars' }).fill('20');
    await price.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('60');
    release();
    await whenInteractive(price.getByRole('button', { name: 'Update' }));
    await expect(price.getByRole('spinbutton', { name: 'Minimum price in dollars' })).toHaveValue('20');
    await expect(price.getByRole('spinbutton', { name: 'Maximum price in dollars' })).toHaveValue('60');
    await expect(price.getByRole('spinbutton', { name: 'Maximum price in dollars' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?price=20%3A60$/);
    await expect.poll(() => allPricedWithin(page, 20, 60)).toBe(true);
    expect(documents).toHaveLength(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("filters opened before the listing hydrates stay open once it has, as the drawer, focus inside", async ({ page }) => {
      const { release } = await holdScripts(page);
      await page.goto(CATEGORY, { waitUntil: 'commit' });
      const toggle = listing(page).getByRole('button', { name: 'Filter', exact: true });
      await toggle.click();
      await expect(listing(page).getByRole('region', { name: 'Filter products' })).toBeVisible();
      release();
      // The tap hydrates the listing (its own chunk): the toggle then controls the drawer, which shows the filters.
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
      const drawer = page.getByRole('dialog', { name: 'Filter products' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('a price range typed and the flavours opened in the filter panel before the listing hydrates are in the drawer that takes over, focus in its box; Update applies the range in place', async ({ page }) => {
      const documents = recordDocuments(page);
      const { release } = await holdScripts(page);
      await page.goto(CATEGORY, { waitUntil: 'commit' });
      const toggle = listing(page).getByRole('button', { name: 'Filter', exact: true });
      await toggle.click();
      const panel = listing(page).getByRole('region', { name: 'Filter products' });
      await panel.getByText('More flavour options').click();
      await panel.getByRole('spinbutton', { name: 'Minimum price in dollars' }).fill('20');
      await panel.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('60');
      release();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
      const drawer = page.getByRole('dialog', { name: 'Filter products' });
      // The flavours behind 'More flavour options', opened in the panel, are still shown.
      await expect(drawer.locator('details:has(> summary:text-is("More flavour options"))')).toHaveAttribute('open', '');
      const max = drawer.getByRole('spinbutton', { name: 'Maximum price in dollars' });
      await expect(max).toBeFocused();
      await expect(drawer.getByRole('spinbutton', { name: 'Minimum price in dollars' })).toHaveValue('20');
      await expect(max).toHaveValue('60');
      await drawer.getByRole('button', { name: 'Update' }).click();
      await expect(page).toHaveURL(/\?price=20%3A60$/);
      await expect.poll(() => allPricedWithin(page, 20, 60)).toBe(true);
      expect(documents).toHaveLength(1);
    });

    test('a price range sent from the filter panel before the listing hydrates is applied once, by the server', async ({ page }) => {
      const documents = recordDocuments(page);
      const { release } = await holdScripts(page);
      await page.goto(CATEGORY, { waitUntil: 'commit' });
      await listing(page).getByRole('button', { name: 'Filter', exact: true }).click();
      const panel = listing(page).getByRole('region', { name: 'Filter products' });
      await panel.getByRole('spinbutton', { name: 'Minimum price in dollars' }).fill('20');
      await panel.getByRole('button', { name: 'Update' }).click();
      await expect(page).toHaveURL(/\?price_min=20&price_max=$/);
      release();
      await whenInteractive(listing(page).getByRole('button', { name: /^Filter/ }));
      await expect(listing(page).getByRole('button', { name: 'Filter (1)' })).toBeVisible();
      expect((await cardPrices(page)).every((price) => price >= 20)).toBe(true);
      expect(documents).toEqual([CATEGORY, `${CATEGORY}?price_min=20&price_max=`]);
    });
  });

  test('text typed in the results box before the listing has taken over is sent as a GET form: no text is lost', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/search-results-page?q=protein', { waitUntil: 'commit' });
    const box = page.getByRole('search', { name: 'Search results' }).getByRole('searchbox', { name: 'Search the shop' });
    await box.fill('creatine');
    release();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?q=creatine$/);
    await expect(results(page).getByRole('status')).toHaveText(/results? for “creatine”$/);
    await expect(box).toHaveValue('creatine');
  });

  test('Back pressed after a reload, before the scripts run, is followed: the server renders the earlier state', async ({ page }) => {
    await page.goto(CATEGORY);
    // Filtered in place: the listing writes a same-document entry, which a reload then makes the page's own.
    await (await whenInteractive(listing(page).getByRole('link', { name: /^Vanilla 6 products$/ }))).click();
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    await expect(categorySummary(page)).toHaveText('6 products');
    const { release } = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(categorySummary(page)).toHaveText('6 products');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).search);
    });
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(categorySummary(page)).toHaveText('35 products');
    expect(documents).toEqual(['']);
    release();
  });

  test("InstantSearch is not among the page's first scripts: the listing's live version loads once the page is idle", async ({ page, request }) => {
    const html = await (await request.get(CATEGORY)).text();
    const first = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
    const sources = await Promise.all(first.map(async (src) => (await request.get(src)).text()));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.some((code) => code.includes('algoliasearch-helper'))).toBe(false);
    // It takes over without a press: the filters then act in place.
    await page.goto(CATEGORY);
    await whenInteractive(listing(page).getByRole('link', { name: /^Vanilla 6 products$/ }));
  });
});

test.describe('with JavaScript, after hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the same links and forms act in place: no page load, the URL follows', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto(CATEGORY);
    const sidebar = listing(page).getByRole('region', { name: 'Filter products' });
    await (await whenInteractive(sidebar.getByRole('link', { name: /^Vanilla 6 products$/ }))).click();
    await expect(categorySummary(page)).toHaveText('6 products');
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    await listing(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/\?flavour=Vanilla&sort=newest$/);
    // Once hydrated the select applies at once: its 'Sort' button is gone.
    await expect(listing(page).getByRole('button', { name: 'Sort' })).toHaveCount(0);
    await listing(page).getByRole('list', { name: 'Applied filters' }).getByRole('link', { name: /Vanilla/ }).click();
    await expect(categorySummary(page)).toHaveText('35 products');
    await expect(page).toHaveURL(/\?sort=newest$/);
    expect(documents).toHaveLength(1);
  });
});
