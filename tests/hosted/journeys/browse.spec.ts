import { expect, test, whenInteractive } from '../fixtures';

/* Browsing the shop in hosted mode: the catalogue comes from the fake BigCommerce (seeded from data/catalogue.json),
   the pages' content from the Sanity stand-in (data/content/production.ndjson), search from the Algolia stand-in
   (the embedded engine over the records `npm run search:sync` pushed). */

test('home, category and product pages render from BigCommerce and Sanity', async ({ page, control }) => {
  const before = await control.state();

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  const featured = page.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  // Hosted commerce: no embedded demo notice.
  await expect(page.getByTestId('demo-notice')).toHaveCount(0);

  const category = await page.goto('/categories/shop-by-sport');
  expect(category?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop by Sport');
  const grid = page.getByRole('region', { name: 'Products in Shop by Sport' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  const firstProduct = grid.getByRole('article').first().getByRole('heading');
  const name = ((await firstProduct.textContent()) ?? '').trim();
  expect(name).not.toBe('');

  await grid.getByRole('article').first().getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('price').first()).toContainText(/\$\d+\.\d{2}/);
  await expect(page.getByRole('heading', { name: `About ${name}` })).toBeVisible();

  const product = await page.goto('/products/whey-protein-isolate');
  expect(product?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whey Protein Isolate');
  await expect(page.getByRole('group', { name: 'Flavour' }).getByRole('radio').first()).toBeVisible();

  const after = await control.state();
  // The pages were built from the stand-ins' answers (the home page may come from the build's prerender).
  expect(after.bigcommerce.counts.rest + after.bigcommerce.counts.graphql).toBeGreaterThan(before.bigcommerce.counts.rest + before.bigcommerce.counts.graphql);
});

test('a category page filters and sorts through the Algolia replicas, rendered on the server', async ({ page, control }) => {
  const before = (await control.state()).algolia.searches;
  const response = await page.goto('/categories/shop-by-sport?flavour=Vanilla&sort=price_asc');
  expect(response?.status()).toBe(200);
  const grid = page.getByRole('region', { name: 'Products in Shop by Sport' });
  await expect(grid.getByRole('list', { name: 'Applied filters' }).getByRole('link')).toHaveText(['Vanilla × (remove filter)']);
  await expect(grid.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  const count = Number(/^(\d+) products?$/.exec(((await grid.getByRole('status').filter({ hasText: /products?$/ }).textContent()) ?? '').trim())?.[1]);
  expect(count).toBeGreaterThan(1);
  const prices = (await grid.getByRole('article').getByTestId('price').allTextContents()).map((text) =>
    Math.min(...[...text.matchAll(/\$([\d,]+\.\d{2})/g)].map((m) => Number(m[1].replace(/,/g, '')))),
  );
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect((await control.state()).algolia.searches).toBeGreaterThan(before);

  // Top rated, from the page's own sort (the browser asks the stand-in for the replica).
  const sort = await whenInteractive(grid.getByRole('combobox', { name: 'Sort by' }));
  await sort.selectOption({ label: 'Top rated' });
  await expect(page).toHaveURL(/\?flavour=Vanilla&sort=rating_desc$/);
  await expect
    .poll(async () => {
      const labels = await grid.getByRole('article').getByRole('img', { name: /^Rated / }).evaluateAll((all) => all.map((el) => el.getAttribute('aria-label') ?? ''));
      const ratings = labels.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
      return ratings.length === count && ratings.every((v, i) => i === 0 || ratings[i - 1] >= v);
    })
    .toBe(true);
});

test("the protein calculator compares the store's proteins, whose nutrition comes from BigCommerce's custom fields", async ({ page }) => {
  await page.goto('/protein-calculator?weight=80');
  const table = page.getByRole('table', { name: /Protein products compared/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('link', { name: 'Whey Protein Isolate' }).first()).toBeVisible();
  await expect(page.getByText('No protein products are in stock right now.')).toHaveCount(0);
});

test('an unknown product is a 404, not an error', async ({ page }) => {
  const response = await page.goto('/products/no-such-product-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
});

test.describe('search against the Algolia stand-in', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header suggestions, then the results page', async ({ page, control }) => {
    const before = (await control.state()).algolia.searches;
    await page.goto('/');
    const box = await whenInteractive(page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' }));
    await box.fill('protein');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Products', exact: true }).getByRole('option')).toHaveCount(5);
    await expect(listbox.getByRole('group', { name: 'Pages', exact: true }).getByRole('option')).toHaveText([/Protein testing FAQs/]);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?q=protein$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByRole('status')).toHaveText(/\d+ results for “protein”/);
    await expect(results.getByRole('article').first()).toBeVisible();

    // Server-rendered too: a fresh load of the results page answers from the stand-in on the server.
    const direct = await page.goto('/search-results-page?q=creatine');
    expect(direct?.status()).toBe(200);
    await expect(results.getByRole('article').first()).toContainText(/Creatine/);
    expect((await control.state()).algolia.searches).toBeGreaterThan(before);
  });
});
