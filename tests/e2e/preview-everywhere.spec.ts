import { expect, test, type Page } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from '../../playwright.config';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

/**
 * Draft mode is the editor's on every page of the shop, not only on the pages that show content: the cart, the
 * account, sign-in, search and rewards show the preview banner with Exit Preview too, and their header fetches the
 * alert at its draft URL. Exit Preview returns the editor to the same page, as a shopper.
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Preview mode' });
const exitPreview = (page: Page) => banner(page).getByRole('button', { name: 'Exit Preview' });

async function expectPreviewBanner(page: Page, path: string, heading: string | RegExp): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  await expect(banner(page), path).toContainText('Preview mode');
  await expect(exitPreview(page), path).toBeVisible();
}

async function enterPreview(page: Page): Promise<void> {
  await page.goto(`/api/preview?secret=${E2E_PREVIEW_SECRET}&slug=about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us (draft)');
}

/** The search of the header's alert requests (`?draft=1` or '') this page makes from now on. */
function alertRequests(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/alerts') searches.push(url.search);
  });
  return searches;
}

test("in preview, a guest's pages keep the banner, and the header asks for the draft alert", async ({ page }) => {
  await enterPreview(page);
  // Sign-in, search and rewards (sign-in sends a signed-in customer on to the account).
  await expectPreviewBanner(page, '/login', 'Sign in');
  await expectPreviewBanner(page, '/search-results-page?q=whey', 'Search Bulk Nutrients');
  await expectPreviewBanner(page, '/rewards', 'Rewards');

  // The cart's header asks for the alert at its draft URL, never at the shoppers' cacheable one.
  const searches = alertRequests(page);
  const draftAlert = page.waitForRequest((request) => request.url().includes('/api/alerts?draft=1'));
  await expectPreviewBanner(page, '/cart', 'Your cart');
  await draftAlert;
  expect(searches).not.toContain('');
});

test("in preview, a signed-in customer's pages keep the banner, and Exit Preview returns to normal", async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('preview'));
  await enterPreview(page);
  await expectPreviewBanner(page, '/account/profile', 'Profile');
  await expectPreviewBanner(page, '/rewards', 'Rewards');

  await exitPreview(page).click();
  await expect(page).toHaveURL(/\/rewards$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
  await expect(banner(page)).toHaveCount(0);

  // Back to normal everywhere: no banner, the shoppers' alert URL, the published page.
  const searches = alertRequests(page);
  const shopperAlert = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/alerts' && new URL(request.url()).search === '');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(banner(page)).toHaveCount(0);
  await shopperAlert;
  expect(searches).not.toContain('?draft=1');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

test('Exit Preview on the search results returns to the same search', async ({ page }) => {
  await enterPreview(page);
  await expectPreviewBanner(page, '/search-results-page?q=creatine', 'Search Bulk Nutrients');
  await exitPreview(page).click();
  await expect(page).toHaveURL(/\/search-results-page\?q=creatine$/);
  await expect(banner(page)).toHaveCount(0);
});

test('a missing page in preview still offers Exit Preview', async ({ page }) => {
  await enterPreview(page);
  const response = await page.goto('/no-such-page-in-preview');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(exitPreview(page)).toBeVisible();
});
