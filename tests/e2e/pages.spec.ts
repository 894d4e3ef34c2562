import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { whenInteractive } from '../support/e2e/interactive';
import { E2E_PREVIEW_SECRET } from '../../playwright.config';

async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All prices are in AUD including GST.');
  await expect(page.getByRole('navigation', { name: 'Shop by', exact: true })).toBeVisible();
  await expect(page.getByTestId('demo-notice')).toContainText('built-in demo backend');
}

const PAGE_KINDS: { name: string; path: string; heading: RegExp | string }[] = [
  { name: 'home', path: '/', heading: /./ },
  { name: 'product', path: '/products/whey-protein-isolate', heading: 'Whey Protein Isolate' },
  { name: 'category', path: '/categories/shop-by-sport', heading: 'Shop by Sport' },
  { name: 'blog index', path: '/blog/', heading: 'Blog' },
  { name: 'blog post', path: '/blog/creatine-explained', heading: /creatine/i },
  { name: 'information page', path: '/faqs/shipping', heading: /shipping/i },
];

for (const kind of PAGE_KINDS) {
  test(`${kind.name} page renders inside the shell and passes axe`, async ({ page }) => {
    const response = await page.goto(kind.path);
    expect(response?.status()).toBe(200);
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kind.heading);
    await expectAxeClean(page);
  });
}

test('home page shows featured products, the compare banner, blog teasers and popular posts', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  const firstImage = featured.getByRole('article').first().locator('img').first();
  await expect(firstImage).toHaveAttribute('width', '200');
  await expect(page.getByRole('link', { name: 'Compare all proteins' })).toHaveAttribute('href', '/protein-calculator');
  const popular = page.getByRole('region', { name: 'Popular posts' });
  await expect(popular.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'From the blog' }).getByRole('article').first()).toBeVisible();
});

test('product page shows price, options and rich content', async ({ page }) => {
  await page.goto('/products/whey-protein-isolate');
  await expect(page.getByTestId('price').first()).toContainText(/Price:\s*\$\d+\.\d{2}/);
  const flavour = page.getByRole('group', { name: 'Flavour' });
  await expect(flavour.getByRole('radio').first()).toBeVisible();
  const radios = flavour.getByRole('radio');
  await radios.nth(1).check();
  await expect(radios.nth(1)).toBeChecked();
  await expect(page.getByRole('heading', { name: /About Whey Protein Isolate/ })).toBeVisible();
});

test("a blog post ends with its author's portrait, name and bio", async ({ page }) => {
  await page.goto('/blog/creatine-explained');
  const author = page.getByRole('complementary', { name: 'About the author' });
  await expect(author.getByRole('heading', { name: 'About Hannah Whitlock' })).toBeVisible();
  const portrait = author.getByRole('img', { name: 'Portrait of Hannah Whitlock' });
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('category page lists its sub-categories and products', async ({ page }) => {
  await page.goto('/categories/shop-by-sport');
  await expect(page.getByRole('navigation', { name: 'Shop by Sport categories' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products in Shop by Sport' }).getByRole('article').first()).toBeVisible();
  await page.goto('/shop-by-goal');
  await expect(page).toHaveURL(/\/categories\/shop-by-goal$/);
});

test('every information page of the route table answers', async ({ request }) => {
  for (const path of [
    '/faqs', '/faqs/protein-testing', '/faqs/shipping', '/community-support', '/about-us', '/careers', '/contact-us',
    '/giftcertificates', '/goal', '/payments', '/bulk-nutrients-social-hub', '/bulk-nutrients-partners-with-anytime-fitness',
    '/bulk-nutrients-free-samples', '/terms-and-conditions', '/privacy-policy', '/packaging-sustainability-strategy',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test("each page keeps its own title once its scripts run, and after a filter or a client-side visit", async ({ page }) => {
  const titles: [string, string][] = [
    ['/', 'Bulk Nutrients | Sports nutrition made in Australia'],
    ['/products/clear-whey-isolate', 'Clear Whey Isolate | Bulk Nutrients'],
    ['/about-us', 'About us | Bulk Nutrients'],
    ['/categories/shop-by-sport', 'Shop by Sport | Bulk Nutrients'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await whenInteractive(page.getByRole('link', { name: 'Bulk Nutrients home' }));
    // Past the page's idle work (the header, the listing and the deferred content hydrate then).
    await page.mouse.move(5, 5);
    await expect(page).toHaveTitle(title);
    await page.waitForTimeout(1500);
    await expect(page).toHaveTitle(title);
  }
  await (await whenInteractive(page.getByRole('link', { name: /^Vanilla/ }).first())).click();
  await expect(page).toHaveURL(/flavour=Vanilla/);
  await expect(page).toHaveTitle('Shop by Sport | Bulk Nutrients');
  await page.getByRole('main').getByRole('link', { name: 'Running', exact: true }).first().click();
  await expect(page).toHaveURL(/running$/);
  await expect(page).toHaveTitle(/^Running/);
});

test('an unknown path gets the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expectShell(page);
});

test('an unknown API path answers a JSON 404 in the error envelope, and the named routes still answer', async ({ request }) => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const response = await request.fetch('/api/no-such-endpoint/here', { method, data: method === 'GET' ? undefined : {} });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect((await response.json()).errors[0]).toMatchObject({ message: 'There is no API at this address.', code: 'not_found' });
  }
  expect((await request.get('/api/health')).status()).toBe(200);
  const order = await request.get('/api/orders/1');
  expect((await order.json()).errors[0].message).toBe('That order was not found.');
});

test('the alert shows in the top bar and /api/alerts serves it', async ({ page, request }) => {
  const api = await request.get('/api/alerts');
  expect(api.status()).toBe(200);
  const body = await api.json();
  expect(Array.isArray(body.data.content)).toBe(true);
  await page.goto('/');
  await expect(page.getByTestId('site-alert')).not.toBeEmpty();
});

test('a failed alert refresh hides the alert and the next good refresh, 5 minutes later, shows it again', async ({ page }) => {
  const FIVE_MINUTES = 5 * 60 * 1000;
  await page.clock.install();
  await page.goto('/');
  const alert = page.getByTestId('site-alert');
  // The page brought it.
  await expect(alert).not.toBeEmpty();

  let down = true;
  const seen: number[] = [];
  await page.route('**/api/alerts', async (route) => {
    if (!down) return route.continue();
    const response = { status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'down' }] }) };
    seen.push(503);
    return route.fulfill(response);
  });
  // The refresh starts once the page is idle and asks 5 minutes later: the clock moves on 10 s at a time until it has.
  const STEP = 10_000;
  await expect.poll(async () => {
    await page.clock.runFor(STEP);
    return seen.length;
  }, { timeout: 120_000 }).toBe(1);
  await expect(alert).toHaveCount(0);

  down = false;
  // Not before the next beat, 5 minutes after the failure (within the last step): the alert stays hidden until then.
  await page.clock.runFor(FIVE_MINUTES - 2 * STEP);
  await expect(alert).toHaveCount(0);
  expect(seen).toEqual([503]);
  await page.clock.runFor(2 * STEP);
  await expect(alert).not.toBeEmpty();
});

test('preview shows drafts only with the right secret, and Exit Preview returns to the published page', async ({ page, request }) => {
  const wrong = await request.post('/api/preview', { data: { secret: 'nope', slug: 'about-us' }, maxRedirects: 0 });
  expect(wrong.status()).toBe(401);
  expect((await wrong.json()).errors[0].message).toMatch(/secret/);

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  // An old link with the secret in it opens the form instead: the secret is never taken from a URL.
  await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&slug=about-us`);
  await expect(page).toHaveURL(/\/preview\?slug=about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview drafts');
  await page.getByLabel('Preview secret').fill(E2E_PREVIEW_SECRET);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us (draft)');
  await page.goto('/new-season-preview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Exit Preview' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page.getByRole('button', { name: 'Exit Preview' })).toHaveCount(0);
  expect((await request.get('/new-season-preview')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the preview form takes the secret by post, says when it is wrong, and opens the draft page', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/preview?slug=about-us');
    await page.getByLabel('Preview secret').fill('not-the-secret');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/preview\?slug=about-us$/);
    await expect(page.getByRole('alert')).toContainText('The preview secret is missing or wrong.');
    await expect(page.getByLabel('Preview secret')).toHaveValue('');
    await expectAxeCleanWithoutScripts(page);
    await page.getByLabel('Preview secret').fill(E2E_PREVIEW_SECRET);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us (draft)');
    expect(urls.filter((url) => url.includes(E2E_PREVIEW_SECRET) || url.includes('not-the-secret'))).toEqual([]);
    await page.getByRole('button', { name: 'Exit Preview' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bars give way to the menu drawer and the search box to a Search button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('search')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shop by', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Shop by', exact: true })).toBeVisible();
    await expectAxeClean(page);
  });
});
