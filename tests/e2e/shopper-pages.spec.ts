import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

/**
 * What a shopper does on the listings, the product page and the forms, at phone and desktop sizes: the variant's
 * picture, sold-out options, paged reviews, cards a row, one 'Choose options', the same price everywhere, the
 * /{product-slug} redirect, focus on the first invalid field, and axe on the forms at phone size.
 */

const PHONE = { width: 390, height: 844 };
const WPI = '/products/whey-protein-isolate';

/** Waits until the page's client code answers clicks (the dev overlay-free production build hydrates quickly). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}

test.describe('product page', () => {
  test('choosing a flavour shows its pack; sold-out options are marked and cannot be chosen', async ({ page }) => {
    await page.goto(WPI);
    await hydrated(page);
    const main = page.getByTestId('gallery-main');
    await expect(main).toHaveAttribute('src', /whey-protein-isolate-chocolate\.svg/);

    await page.getByRole('radio', { name: 'Vanilla' }).check();
    await expect(main).toHaveAttribute('src', /whey-protein-isolate-vanilla\.svg/);
    await expect(main).toHaveAttribute('alt', 'Whey Protein Isolate, Vanilla pack shot');

    await page.getByRole('radio', { name: 'Chocolate' }).check();
    const fiveKilos = page.getByRole('radio', { name: /^5kg/ });
    await expect(fiveKilos).toBeDisabled();
    await expect(page.locator('label', { has: fiveKilos })).toContainText('(sold out)');
    await page.locator('label', { has: fiveKilos }).click({ force: true });
    await expect(page.getByRole('radio', { name: '1kg' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  test('shows one About paragraph, one nutrition caption and no repeated recipe heading', async ({ page }) => {
    await page.goto(WPI);
    const description = 'Whey Protein Isolate is filtered until almost everything except the protein is gone';
    await expect(page.getByText(description)).toHaveCount(1);
    await expect(page.getByText('Nutrition information', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Method', exact: true })).toHaveCount(1);
    await expect(page.getByText(/demo/i)).toHaveCount(1); // only the footer notice
    await expect(page.getByTestId('demo-notice')).toBeVisible();
  });

  test('reviews come a page at a time and read differently', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(WPI);
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: 'Review pages' });
    const list = page.getByRole('list', { name: /^Showing/ });
    await expect(list).toHaveAccessibleName(/Showing 1–5 of \d+/);
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const firstPage = await list.locator('li p:last-child').allTextContents();
    expect(new Set(firstPage).size).toBe(5);

    await pager.getByRole('link', { name: /^Page 2 of/ }).click();
    await expect(list).toHaveAccessibleName(/Showing 6–10 of \d+/);
    await expect(pager.getByRole('link', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page');
    await expect(list).toBeFocused();
    const secondPage = await list.locator('li p:last-child').allTextContents();
    expect(secondPage.filter((body) => firstPage.includes(body))).toEqual([]);

    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(list).toHaveAccessibleName(/Showing 1–5 of/);
    // Back returns to the page read before.
    await page.goBack();
    await expect(list).toHaveAccessibleName(/Showing 6–10 of/);
  });

  test('without JavaScript, every page of reviews is reached by its link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(WPI);
    const list = page.getByRole('list', { name: /^Showing/ });
    await expect(list).toHaveAccessibleName(/Showing 1–5 of \d+/);
    await page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(list).toHaveAccessibleName(/Showing 6–10 of \d+/);
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await context.close();
  });

  test('a product on sale shows the badge and the struck-through retail price', async ({ page }) => {
    await page.goto('/products/grass-fed-whey-isolate');
    const price = page.getByTestId('price').first();
    await expect(price).toContainText('Sale');
    await expect(price.locator('s')).toContainText('$67.90');
    await expect(price).toContainText('$59.90');
  });

  test('a bare product slug moves for good to the product page', async ({ page, request }) => {
    const response = await request.get('/whey-protein-isolate', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(WPI);
    await page.goto('/whey-protein-isolate');
    await expect(page).toHaveURL(new RegExp(`${WPI}$`));
    expect((await request.get('/no-such-product-or-page', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('listings', () => {
  const CATEGORY = '/categories/shop-by-ingredient/protein';

  async function cardsInFirstRow(page: Page): Promise<number> {
    const tops = await page.locator('main ul li article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    return tops.filter((top) => top === tops[0]).length;
  }

  for (const [width, perRow] of [[360, 2], [390, 2], [768, 3], [1400, 4]] as const) {
    test(`${perRow} cards a row at ${width}px, prices and buttons lined up, nothing sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(CATEGORY);
      await expect(page.locator('main ul li article').first()).toBeVisible();
      expect(await cardsInFirstRow(page)).toBe(perRow);
      const links = page.locator('main ul li article').getByRole('link', { name: /^Choose options/ });
      const tops = await links.evaluateAll((all, n) => all.slice(0, n).map((link) => Math.round(link.getBoundingClientRect().top)), perRow);
      expect(new Set(tops).size).toBe(1);
      // No card reaches past the screen's edge.
      const rights = await page.locator('main ul li article').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(width);
    });
  }

  test('quick add shows a sold-out size disabled instead of offering it', async ({ page }) => {
    await page.goto(CATEGORY);
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) });
    const soldOut = card.getByRole('button', { name: /Chocolate \/ 5kg/ });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toContainText('(sold out)');
    await expect(card.getByRole('button', { name: /Chocolate \/ 1kg/ })).toBeEnabled();
  });

  test('search results: one Choose options a card, and the price range of the product page', async ({ page }) => {
    await page.goto('/search-results-page?q=whey%20protein%20isolate');
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /^Choose options/ })).toHaveCount(1);
    const hitPrice = (await card.getByTestId('price').textContent())?.trim();
    expect(hitPrice).toBe('$49.90 - $199.90');
    await page.goto(WPI);
    await expect(page.getByText('All options:').locator('..')).toContainText(hitPrice!);
  });

  test('the empty cart offers Continue shopping as well as the four suggestions', async ({ page }) => {
    await page.goto('/cart');
    const empty = page.getByTestId('empty-cart');
    await expect(empty.getByRole('listitem')).toHaveCount(4);
    await empty.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('forms on a phone', () => {
  test.use({ viewport: PHONE });

  test('a failed sign-up moves focus to the first invalid field; a fake email and a short postcode are refused', async ({ page }) => {
    await page.goto('/create-account');
    await hydrated(page);
    // The password rule is a hint until an error says it instead: it is never written twice.
    await expect(page.getByText(/At least 8 characters/)).toHaveCount(1);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused();
    await expect(page.getByText('First name cannot be blank.')).toBeVisible();

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Lee');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@invalid');
    await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('725');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('An Australian postcode has 4 digits.')).toBeVisible();
    await expect(page.getByText('Please complete the captcha correctly')).toBeVisible();

    await expect(page.getByText(/At least 8 characters/)).toHaveCount(0);
    await expect(page.getByText(/Passwords must be at least 8 characters/)).toHaveCount(1);
    // Show reveals what was typed.
    const password = page.locator('#field-password');
    await password.fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    // 16px text in every field: no zoom on a phone.
    const sizes = await page.locator('form input:not([type=checkbox]):not([type=radio]), form select').evaluateAll((fields) =>
      fields.map((field) => parseFloat(getComputedStyle(field).fontSize)),
    );
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
  });

  // Six full axe scans: two tests of three, each well inside the test timeout on a busy machine.
  test('sign-up (empty and refused) and sign-in pass axe with no violations', async ({ page }) => {
    await page.goto('/create-account');
    await expect(page.getByRole('group', { name: 'Security check' })).toBeVisible();
    await expectAxeClean(page, { everyImpact: true });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name cannot be blank.')).toBeVisible();
    await expectAxeClean(page, { everyImpact: true });

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expectAxeClean(page, { everyImpact: true });
  });

  test('checkout and address edit (as loaded and refused) pass axe with no violations', async ({ page }) => {
    await signUpThroughApi(page.request, uniqueEmail('phone-forms'));
    const added = await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 }, locale: 'en-us' } });
    expect(added.status()).toBe(200);
    await page.goto('/checkout');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
    // The total and Place order are on screen together.
    await expect(page.getByTestId('place-order-total')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeInViewport();
    await expectAxeClean(page, { everyImpact: true });

    await page.goto('/account/addresses');
    await page.getByRole('link', { name: /^Edit / }).first().click();
    await expect(page).toHaveURL(/\/account\/edit-address\?addressId=\d+$/);
    await expect(page.getByRole('textbox', { name: 'Address Line 1', exact: true })).toHaveValue('5 Audit Lane');
    await expectAxeClean(page, { everyImpact: true });
    await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('textbox', { name: 'Address Line 1', exact: true })).toBeFocused();
    await expectAxeClean(page, { everyImpact: true });
  });
});
