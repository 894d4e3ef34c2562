import { expect, test, type Page } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from '../../playwright.config';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

/**
 * Draft mode is the editor's on every page of the shop, not only on the pages that show content: the cart, the
 * account, sign-in, search and rewards show the preview banner with Exit Preview too, and their header shows the
 * draft alert. Exit Preview returns the editor to the same page, as a shopper.
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
  await page.goto('/preview?slug=about-us');
  await page.getByLabel('Preview secret').fill(E2E_PREVIEW_SECRET);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us (draft)');
}

const DRAFT_ALERT = 'Winter sale:';
const PUBLISHED_ALERT = 'Free shipping Australia-wide';
const alert = (page: Page) => page.getByTestId('site-alert');

test("in preview, a guest's pages keep the banner, and the header shows the draft alert", async ({ page }) => {
  await enterPreview(page);
  // Sign-in, search and rewards (sign-in sends a signed-in customer on to the account).
  await expectPreviewBanner(page, '/login', 'Sign in');
  await expectPreviewBanner(page, '/search-results-page?q=whey', 'Search Bulk Nutrients');
  await expectPreviewBanner(page, '/rewards', 'Rewards');
  await expect(alert(page)).toContainText(DRAFT_ALERT);

  // The cart's too (a page rendered per request, whose own data has no drafts).
  await expectPreviewBanner(page, '/cart', 'Your cart');
  await expect(alert(page)).toContainText(DRAFT_ALERT);
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

  // Back to normal everywhere: no banner, the published alert, the published page.
  await expect(alert(page)).toContainText(PUBLISHED_ALERT);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  await expect(banner(page)).toHaveCount(0);
  await expect(alert(page)).toContainText(PUBLISHED_ALERT);
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
