import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { addToCart, whenInteractive } from '../support/e2e/shopper';

/* Category pages sort and filter like the search results, and the cart shows the free-shipping progress, in a real
   browser against the production build and the embedded dataset. Shop by Sport lists 35 products (its own and its
   sub-categories'); 6 of them come in Vanilla. All but one (HMB, 3.9) are rated 4 or more, so the rating filter
   offers '4 & Up' alone, and nothing once Vanilla (all rated 4 or more) is chosen. Standard shipping is free from $99.00 (the default config); Whey Protein Isolate Chocolate 1kg is $49.90. */

const CATEGORY = '/categories/shop-by-sport';

function products(page: Page): Locator {
  return page.getByRole('region', { name: 'Products in Shop by Sport' });
}

function summary(page: Page): Locator {
  return products(page).getByRole('status').filter({ hasText: /products?$/ });
}

/** The lowest amount each card shows (its 'from' price, sale price included): what the price sorts order by. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await products(page).getByRole('article').getByTestId('price').allTextContents();
  return texts.map((text) => Math.min(...[...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((m) => Number(m[1].replace(/,/g, '')))));
}

async function cardRatings(page: Page): Promise<number[]> {
  const labels = await products(page).getByRole('article').getByRole('img', { name: /^Rated / }).evaluateAll((all) => all.map((el) => el.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
}

function query(page: Page): string {
  return new URL(page.url()).search;
}

test.describe('category page on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sorts by each choice, kept in the URL; reload and Back keep it', async ({ page }) => {
    await page.goto(CATEGORY);
    await expect(summary(page)).toHaveText('35 products');
    const sort = await whenInteractive(products(page).getByRole('combobox', { name: 'Sort by' }));
    await expect(sort.getByRole('option')).toHaveText(['Relevance', 'Price low to high', 'Price high to low', 'Top rated', 'Newest']);

    await sort.selectOption({ label: 'Price low to high' });
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    await expect.poll(async () => { const p = await cardPrices(page); return p.length === 12 && p.every((v, i) => i === 0 || p[i - 1] <= v); }).toBe(true);

    await sort.selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/\?sort=price_desc$/);
    await expect.poll(async () => { const p = await cardPrices(page); return p.every((v, i) => i === 0 || p[i - 1] >= v); }).toBe(true);

    await sort.selectOption({ label: 'Top rated' });
    await expect(page).toHaveURL(/\?sort=rating_desc$/);
    await expect.poll(async () => { const r = await cardRatings(page); return r.length === 12 && r.every((v, i) => i === 0 || r[i - 1] >= v); }).toBe(true);

    await page.reload();
    await expect(products(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating_desc');
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=price_desc$/);
    await expect(products(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  });

  test("filters by flavour and size with counts; applied filters; 'Clear all' only when something is applied; rating hidden", async ({ page }) => {
    await page.goto(CATEGORY);
    const sidebar = products(page).getByRole('region', { name: 'Filter products' });
    await expect(sidebar.getByRole('heading', { level: 3 })).toHaveText(['Price', 'Flavour', 'Size', 'Rating']);
    await expect(sidebar.getByRole('region', { name: 'Rating' }).getByRole('link')).toHaveText([/^★★★★★4 stars & Up 34 products$/]);
    await expect(page.getByRole('link', { name: 'Clear all' })).toHaveCount(0);

    const vanilla = await whenInteractive(sidebar.getByRole('region', { name: 'Flavour' }).getByRole('link', { name: /^Vanilla 6 products$/ }));
    await vanilla.click();
    await expect(summary(page)).toHaveText('6 products');
    await expect(vanilla).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    const applied = products(page).getByRole('list', { name: 'Applied filters' });
    await expect(applied.getByRole('link')).toHaveText(['Vanilla × (remove filter)']);
    await expect(products(page).getByRole('article')).toHaveCount(6);
    // Every Vanilla product is rated 4 or more: no rating would narrow them.
    await expect(sidebar.getByRole('heading', { level: 3 })).toHaveText(['Price', 'Flavour', 'Size']);

    const sizes = sidebar.getByRole('region', { name: 'Size' }).getByRole('link');
    const firstSize = (await sizes.first().textContent()) ?? '';
    const [, sizeName, sizeCount] = /^(.+?) (\d+) products?$/.exec(firstSize) ?? [];
    await sizes.first().click();
    await expect(summary(page)).toHaveText(`${sizeCount} product${sizeCount === '1' ? '' : 's'}`);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('size')).toEqual([sizeName]);
    expect(new URL(page.url()).searchParams.getAll('flavour')).toEqual(['Vanilla']);

    const clear = page.getByRole('link', { name: 'Clear all' });
    await clear.click();
    await expect(summary(page)).toHaveText('35 products');
    await expect(clear).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expectAxeClean(page);
  });

  test('a price range in dollars and cents filters by those very bounds, as the page does without JavaScript', async ({ page }) => {
    // Creatine Monohydrate and Beta-Alanine start at $19.90: below a minimum of $19.95.
    await page.goto(CATEGORY);
    const sidebar = products(page).getByRole('region', { name: 'Filter products' });
    const min = await whenInteractive(sidebar.getByRole('spinbutton', { name: 'Minimum price in dollars' }));
    await min.fill('19.95');
    await sidebar.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('30.5');
    await sidebar.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\?price=19\.95%3A30\.5$/);
    await expect(products(page).getByRole('list', { name: 'Applied filters' }).getByRole('link')).toHaveText(['Min $19.95 × (remove filter)', 'Max $30.50 × (remove filter)']);
    await expect(min).toHaveValue('19.95');
    const names = await products(page).getByRole('article').getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.map((n) => n.trim())).not.toContain('Creatine Monohydrate');
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(19.95);
    // The same bounds rendered by the server: the same products.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await products(page).getByRole('article').getByRole('heading').allTextContents()).map((n) => n.trim())).toEqual(names.map((n) => n.trim()));
  });

  test('a filtered view stays one page (no reload on a filter click), and Back from a product returns to it', async ({ page }) => {
    // Opened filtered (served per request), then the bare page (ISR) reached by 'Clear all' and filtered again.
    await page.goto(`${CATEGORY}?sort=price_asc`);
    await expect(summary(page)).toHaveText('35 products');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const sidebar = products(page).getByRole('region', { name: 'Filter products' });
    await (await whenInteractive(sidebar.getByRole('link', { name: /^Vanilla 6 products$/ }))).click();
    await expect(summary(page)).toHaveText('6 products');
    await expect(page).toHaveURL(/\?flavour=Vanilla&sort=price_asc$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    const first = products(page).getByRole('article').first().getByRole('heading');
    const name = ((await first.textContent()) ?? '').trim();
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(page).toHaveURL(/\?flavour=Vanilla&sort=price_asc$/);
    await expect(summary(page)).toHaveText('6 products');
    await expect(products(page).getByRole('article').first().getByRole('heading')).toHaveText(name);
    await expect(sidebar.getByRole('link', { name: /^Vanilla 6 products$/ })).toHaveAttribute('aria-current', 'true');

    // From the bare page (the ISR route) too: a filter is a shallow change of the same page.
    await page.goto(CATEGORY);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await (await whenInteractive(sidebar.getByRole('link', { name: /^Vanilla 6 products$/ }))).click();
    await expect(summary(page)).toHaveText('6 products');
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await products(page).getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/products\//);
    await page.goBack();
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    await expect(summary(page)).toHaveText('6 products');
    await expect(products(page).getByRole('list', { name: 'Applied filters' }).getByRole('link')).toHaveText(['Vanilla × (remove filter)']);
    // The page Back returned to answers its controls: 'Clear all' clears.
    await (await whenInteractive(page.getByRole('link', { name: 'Clear all' }))).click();
    await expect(summary(page)).toHaveText('35 products');
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
  });

  test('each filtered URL is a crawlable page: the server renders its products, links and filters', async ({ request }) => {
    const response = await request.get(`${CATEGORY}?flavour=Vanilla&sort=price_asc`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('6 products');
    const links = [...html.matchAll(/<h3[^>]*><a href="(\/products\/[^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(6);
    expect(html).toMatch(/<option value="price_asc" selected="">Price low to high<\/option>/);
    // Its filters are links to the other filtered pages (they work without JavaScript).
    expect(html).toMatch(new RegExp(`<a href="${CATEGORY}\\?sort=price_asc" class="[^"]*chip"`));
    // One canonical page for all of its filtered views.
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${CATEGORY}"`));
  });
});

test.describe('a listing opened showing several pages (a shared link, Show more without JavaScript)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a sort chosen on a category page opened at page 3 shows its first 12 products, and Show more the next 12', async ({ page }) => {
    await page.goto(`${CATEGORY}?page=3`);
    await expect(products(page).getByRole('article')).toHaveCount(35);
    const sort = await whenInteractive(products(page).getByRole('combobox', { name: 'Sort by' }));
    await sort.selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}\\?sort=price_desc$`));
    await expect(products(page).getByRole('article')).toHaveCount(12);
    const prices = await cardPrices(page);
    expect(prices.every((price, i) => i === 0 || prices[i - 1] >= price)).toBe(true);
    await products(page).getByRole('link', { name: 'Show more' }).click();
    await expect(products(page).getByRole('article')).toHaveCount(24);
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}\\?sort=price_desc&page=2$`));
  });

  test("Show more on the search results opened at page 2 adds the next 12 results, none twice", async ({ page }) => {
    await page.goto('/search-results-page?page=2');
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByRole('article')).toHaveCount(24);
    const first24 = await results.getByRole('article').getByRole('heading').allTextContents();
    await (await whenInteractive(results.getByRole('link', { name: 'Show more' }))).click();
    await expect(results.getByRole('article')).toHaveCount(36);
    await expect(page).toHaveURL(/\/search-results-page\?page=3$/);
    const titles = await results.getByRole('article').getByRole('heading').allTextContents();
    expect(titles.slice(0, 24)).toEqual(first24);
    expect(new Set(titles).size).toBe(36);
    // A reload shows the same 36.
    await page.reload();
    await expect(results.getByRole('article')).toHaveCount(36);
    expect(await results.getByRole('article').getByRole('heading').allTextContents()).toEqual(titles);
  });

  test('a filter chosen on the search results opened at page 3 shows the first 12 of its results', async ({ page }) => {
    await page.goto('/search-results-page?page=3');
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByRole('article')).toHaveCount(36);
    const sidebar = page.getByRole('region', { name: 'Filter and Categories' });
    await (await whenInteractive(sidebar.getByRole('link', { name: /^4 stars & Up/ }))).click();
    await expect(page).toHaveURL(/\/search-results-page\?rating=4$/);
    await expect(results.getByRole('article')).toHaveCount(12);
    await expect(results.getByRole('link', { name: 'Show more' })).toBeVisible();
    // Back returns to the entry with its three pages.
    await page.goBack();
    await expect(page).toHaveURL(/\/search-results-page\?page=3$/);
    await expect(results.getByRole('article')).toHaveCount(36);
  });
});

test.describe('category page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test("'Filter' opens the filters in a drawer; a choice applies; 'Show N products' closes it; nothing scrolls sideways", async ({ page }) => {
    await page.goto(CATEGORY);
    await expect(products(page).getByRole('region', { name: 'Filter products' })).toBeHidden();
    const toggle = await whenInteractive(products(page).getByRole('button', { name: 'Filter', exact: true }));
    const sort = products(page).getByRole('combobox', { name: 'Sort by' });
    // The button and the sort share one row.
    const middle = async (locator: Locator) => { const box = (await locator.boundingBox())!; return box.y + box.height / 2; };
    expect(Math.abs((await middle(toggle)) - (await middle(sort)))).toBeLessThanOrEqual(2);
    await toggle.click();

    const drawer = page.getByRole('dialog', { name: 'Filter products' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.x).toBe(0);
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await expectAxeClean(page, { within: 'dialog[open]' });
    await drawer.getByRole('link', { name: /^Vanilla 6 products$/ }).click();
    await expect(page).toHaveURL(/\?flavour=Vanilla$/);
    const show = drawer.getByRole('button', { name: 'Show 6 products' });
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(products(page).getByRole('button', { name: 'Filter (1)' })).toBeFocused();
    await expect(products(page).getByRole('article')).toHaveCount(6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('free-shipping progress', () => {
  test('the cart page and the cart panel say how far the cart is from free shipping, then that it has it', async ({ page }) => {
    await addToCart(page.request);
    await page.goto('/cart');
    const progress = page.getByTestId('free-shipping');
    await expect(progress).toHaveText('$49.10 away from free shipping');

    const increase = await whenInteractive(page.getByTestId('cart-line').getByRole('button', { name: 'Increase quantity of Whey Protein Isolate' }));
    await increase.click();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');
    await expect(progress).toHaveText("You've got free shipping");

    await page.goto('/');
    const opener = await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /Cart/ }));
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Your current cart' });
    await expect(panel.getByTestId('free-shipping')).toHaveText("You've got free shipping");
    const decrease = await whenInteractive(panel.getByRole('button', { name: 'Decrease quantity of Whey Protein Isolate' }));
    await decrease.click();
    await expect(panel.getByTestId('free-shipping')).toHaveText('$49.10 away from free shipping');
  });
});

test.describe('search results: sort on the Products tab', () => {
  test('Top rated orders the hits by rating and stays in the URL with the query', async ({ page }) => {
    await page.goto('/search-results-page?q=protein');
    const sort = await whenInteractive(page.getByRole('combobox', { name: 'Sort by' }));
    await sort.selectOption({ label: 'Top rated' });
    await expect(page).toHaveURL(/\?q=protein&sort=rating_desc$/);
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect
      .poll(async () => {
        const labels = await results.getByRole('article').getByRole('img', { name: /^Rated / }).evaluateAll((all) => all.map((el) => el.getAttribute('aria-label') ?? ''));
        const ratings = labels.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
        return ratings.length === 12 && ratings.every((v, i) => i === 0 || ratings[i - 1] >= v);
      })
      .toBe(true);
    expect(query(page)).toBe('?q=protein&sort=rating_desc');
  });
});

test.describe('Back from a product', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const LISTINGS = ['/search-results-page?q=protein', '/search-results-page?q=protein&flavour=Chocolate', '/categories/shop-by-sport', '/categories/shop-by-sport?sort=price_asc'];

  /** Opens a listing, scrolls to its eighth card and taps it: the product's name and the scroll position it left. */
  async function openEighthProduct(page: Page, path: string): Promise<{ name: string; before: number }> {
    await page.goto(path);
    const card = page.getByRole('main').getByRole('article').nth(7).getByRole('link').first();
    await whenInteractive(card);
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(800);
    const name = (await card.textContent())?.trim() ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/products\//);
    return { name, before };
  }

  for (const path of LISTINGS) {
    test(`returns to where the shopper was on ${path}`, async ({ page }) => {
      const { name, before } = await openEighthProduct(page, path);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    });
  }

  for (const path of [LISTINGS[0], LISTINGS[2], LISTINGS[3]]) {
    test(`shows as many products as 'Show more' did, where the shopper was, on ${path}; so does a reload`, async ({ page }) => {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(12);
      const entries = await page.evaluate(() => window.history.length);
      await (await whenInteractive(page.getByRole('link', { name: 'Show more' }))).click();
      await expect(cards).toHaveCount(24);
      // The URL says how many pages show, in the same history entry: Back still leaves the listing.
      await expect(page).toHaveURL(/[?&]page=2$/);
      expect(await page.evaluate(() => window.history.length)).toBe(entries);
      const card = cards.nth(19).getByRole('link').first();
      await card.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      const name = (await card.textContent())?.trim() ?? '';
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.goBack();
      await expect(cards).toHaveCount(24);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
      await page.reload();
      await expect(cards).toHaveCount(24);
      // A sort is a new result set: it starts again at one page, after a reload too (as without one).
      await (await whenInteractive(page.getByRole('combobox', { name: 'Sort by' }))).selectOption({ label: 'Top rated' });
      await expect(page).toHaveURL(/[?&]sort=rating_desc$/);
      await expect(cards).toHaveCount(12);
    });
  }

  for (const path of [LISTINGS[0], LISTINGS[2]]) {
    test(`Back from a sort made after 'Show more' shows as many products as before, with page=2 in the URL, on ${path}`, async ({ page }) => {
      await page.goto(path);
      const cards = page.getByRole('main').getByRole('article');
      const sort = page.getByRole('main').getByRole('combobox', { name: 'Sort by' });
      await (await whenInteractive(page.getByRole('link', { name: 'Show more' }))).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(cards).toHaveCount(24);
      // A sort starts again at one page.
      await sort.selectOption({ label: 'Price low to high' });
      await expect(page).toHaveURL(/[?&]sort=price_asc$/);
      await expect(cards).toHaveCount(12);
      await page.goBack();
      await expect(sort).toHaveValue('relevance');
      await expect(cards).toHaveCount(24);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}[?&]page=2$`));
      await page.goForward();
      await expect(sort).toHaveValue('price_asc');
      await expect(cards).toHaveCount(12);
      await expect(page).toHaveURL(/[?&]sort=price_asc$/);
    });
  }

  for (const path of [LISTINGS[1], LISTINGS[2]]) {
    test(`returns to where the shopper was on ${path} when Back is pressed before the product shows`, async ({ page }) => {
      const { before } = await openEighthProduct(page, path);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    });
  }
});
