import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { recordRequests } from '../support/e2e/request-urls';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts';
import { whenInteractive } from '../support/e2e/interactive';
import { fillSignUpForm } from './support/forms';

test('a guest who saves is asked to sign in, comes back to the same product and variant, and finds it in the account with add to cart', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('wish');
  const setup = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpThroughApi(setup.request, email);
  await setup.close();

  await page.goto('/products/whey-protein-isolate');
  await whenInteractive(page.getByRole('group', { name: 'Package Size' }).getByRole('radio').first());
  await page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Chocolate' }).check();
  await page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^2\.5kg/ }).check();
  const save = page.getByRole('button', { name: 'Save to wish list' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  const log = recordRequests(page);
  await save.click();

  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByText('Sign in to save this to your wish list.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the same product with the same variant chosen, now saved; the address is clean again.
  await expect(page).toHaveURL(/\/products\/whey-protein-isolate$/);
  await expect(page.getByRole('button', { name: 'Saved to wish list' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Chocolate' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^2\.5kg/ })).toBeChecked();
  // Sign-in made the save: the page did not save it again.
  expect(log.count('POST', '/api/account/wishlist')).toBe(0);

  // A card's heart saves too (the product's first in-stock variant).
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Featured products' }).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Whey Protein Concentrate', exact: true }) });
  const heart = card.getByRole('button', { name: /^Save to wish list: Whey Protein Concentrate/ });
  await (await whenInteractive(heart)).click();
  await expect(card.getByRole('button', { name: /^Saved to wish list: Whey Protein Concentrate/ })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wish list');
  const items = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const wpi = items.filter({ hasText: 'Whey Protein Isolate' });
  await expect(wpi).toContainText('Chocolate / 2.5kg');
  await expect(wpi).toContainText('In stock');
  await expectAxeClean(page);

  await (await whenInteractive(wpi.getByRole('button', { name: /^Add to cart/ }))).click();
  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-line')).toContainText('Package Size: 2.5kg');
  await page.keyboard.press('Escape');

  await items.filter({ hasText: 'Whey Protein Concentrate' }).getByRole('button', { name: /^Remove/ }).click();
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('listitem')).toHaveCount(1);
});

test("the heart is on every product card: a category's and a search result's save the product's first variant in stock; a removal says which went", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request, uniqueEmail('wish-cards'));

  // Strength Stack's first flavour is sold out: its card saves the next one, as the product page opens with it.
  await page.goto('/categories/shop-by-sport');
  const stack = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Strength Stack', exact: true }) });
  await (await whenInteractive(stack.getByRole('button', { name: 'Save to wish list: Strength Stack, Vanilla' }))).click();
  await expect(stack.getByRole('button', { name: 'Saved to wish list: Strength Stack, Vanilla' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/search-results-page?q=pump');
  const pump = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pump Formula', exact: true }) });
  await (await whenInteractive(pump.getByRole('button', { name: 'Save to wish list: Pump Formula, Blue Raspberry, 250g' }))).click();
  await expect(pump.getByRole('button', { name: 'Saved to wish list: Pump Formula, Blue Raspberry, 250g' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/wishlist');
  const items = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Strength Stack' })).toContainText('Vanilla');
  await expect(items.filter({ hasText: 'Pump Formula' })).toContainText('Blue Raspberry / 250g');

  // A removal is said in the status line above the list, which takes the focus the removed row's button had.
  await (await whenInteractive(items.filter({ hasText: 'Pump Formula' }).getByRole('button', { name: /^Remove/ }))).click();
  const status = page.getByRole('status').filter({ hasText: 'from your wish list' });
  await expect(status).toHaveText('Removed Pump Formula (Blue Raspberry, 250g) from your wish list.');
  await expect(status).toBeFocused();
  await expect(items).toHaveCount(1);
  await expectAxeClean(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Strength Stack' })).toBeFocused();
  await items.getByRole('button', { name: /^Remove/ }).click();
  await expect(status).toHaveText('Removed Strength Stack (Vanilla) from your wish list.');
  await expect(page.getByText('Your wish list is empty.')).toBeVisible();
});

test('a new shopper who saves as a guest creates an account from sign-in, and the item is saved with it', async ({ page }) => {
  // The captcha's proof of work runs in the browser: seconds of CPU, many more on a busy machine.
  test.setTimeout(150_000);
  const email = uniqueEmail('wish-signup');
  await page.goto('/products/whey-protein-isolate');
  await whenInteractive(page.getByRole('group', { name: 'Package Size' }).getByRole('radio').first());
  await page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Vanilla' }).check();
  await page.getByRole('button', { name: 'Save to wish list' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);

  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).first().click();
  await expect(page).toHaveURL(/\/create-account\?returnTo=%2Fproducts%2Fwhey-protein-isolate%3Fvariant%3D10104&save=101-10104$/);
  await expect(page.getByText('Create an account to save this to your wish list.')).toBeVisible();
  await fillSignUpForm(page, { firstName: 'Wish', lastName: 'Newcomer', email, address1: '3 Heart Street', password: PASSWORD });
  await page.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back on the product with the variant chosen, saved by the sign-up.
  await expect(page).toHaveURL(/\/products\/whey-protein-isolate$/);
  await expect(page.getByRole('button', { name: 'Saved to wish list' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Vanilla' })).toBeChecked();
  await page.goto('/account/wishlist');
  const items = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Vanilla / 1kg');
});

test('the heart pressed by keyboard keeps the focus while it saves and removes, so it can be pressed again', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('wish-keys'));
  await page.goto('/products/whey-protein-isolate');
  const heart = page.getByRole('button', { name: /wish list$/ });
  await (await whenInteractive(heart)).focus();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeFocused();
});
