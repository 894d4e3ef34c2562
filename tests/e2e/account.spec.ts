import { expect, test, type Page } from '@playwright/test';
import { MAX_SAVED_ADDRESSES } from '../../lib/commerce/address-limit';
import { expectAxeClean } from '../support/e2e/axe';
import { fillAddressBook, PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts';
import { fillSignUpForm } from './support/forms';
import { whenInteractive } from '../support/e2e/interactive';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The ALTCHA widget's checkbox, before and after the proof of work (its label then says Verified). */
const notARobot = (page: Page) => page.getByRole('checkbox', { name: "I'm not a robot" });
const verified = (page: Page) => page.getByRole('checkbox', { name: 'Verified' });

test('a shopper signs up, manages addresses, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('journey');

  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await expect(page.getByRole('group', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('AU');

  await fillSignUpForm(page, { firstName: 'Journey', lastName: 'Shopper', email, address1: '18 Foundry Lane', password: PASSWORD });

  // The captcha from the keyboard: Space ticks "I'm not a robot", the browser does the proof of work.
  await notARobot(page).focus();
  await page.keyboard.press('Space');
  await expect(verified(page)).toBeChecked({ timeout: 20_000 });
  await expect(verified(page)).toBeFocused();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/orders');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Addresses: the sign-up address is there; add one, edit it, delete it.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('18 Foundry Lane');

  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/account\/add-address$/);
  await textbox(page, 'First name').fill('Journey');
  await textbox(page, 'Last name').fill('Shopper');
  await textbox(page, 'Phone number').fill('021 555 000');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('NZ');
  await textbox(page, 'State').fill('Auckland Region');
  await textbox(page, 'Address Line 1').fill('7 Queen Street');
  await textbox(page, 'Suburb').fill('Auckland');
  await textbox(page, 'Postcode').fill('1010');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('7 Queen Street');
  await expect(cards.nth(1)).toContainText('New Zealand');

  await page.getByRole('link', { name: 'Edit 7 Queen Street, Auckland' }).click();
  await expect(page).toHaveURL(/\/account\/edit-address\?addressId=\d+$/);
  await expect(textbox(page, 'Address Line 1')).toHaveValue('7 Queen Street');
  await textbox(page, 'Address Line 1').fill('9 King Street');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards.nth(1)).toContainText('9 King Street');
  await expect(page.getByRole('status').filter({ hasText: 'Address saved.' })).toBeVisible();

  // Delete asks first; Cancel keeps the address.
  const kingStreet = cards.filter({ hasText: '9 King Street' });
  await kingStreet.locator('summary').click();
  await expect(kingStreet.getByText('Delete this address?')).toBeVisible();
  await kingStreet.locator('summary', { hasText: 'Cancel' }).click();
  await expect(kingStreet.getByText('Delete this address?')).toBeHidden();
  await kingStreet.locator('summary').click();
  await page.getByRole('button', { name: 'Yes, delete 9 King Street, Auckland' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Saved addresses' })).not.toContainText('9 King Street');
  // Shown, not only announced: the notice of the edit just saved is still above.
  await expect(page.getByRole('status').filter({ hasText: 'Address deleted. (9 King Street, Auckland)' })).toBeVisible();

  // Sign out, then an account page sends the shopper to sign in and back.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  // The same page and notice as without JavaScript.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/account/addresses');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Faddresses$/);

  await textbox(page, 'Email').fill(email);
  await page.locator('#field-password').fill('Wr0ng!pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Cannot find an account that matches the provided credentials',
  );
  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards).toHaveCount(1);
});

test('a captcha answer the server refuses shows the error modal and a fresh check', async ({ page }) => {
  // The answer goes with the sign-up post; here it is altered on the way, so the shop's real refusal (nothing created)
  // is what the page receives.
  await page.route('**/api/bigcommerce/customers/signup', async (route) => {
    const body = route.request().postDataJSON() as { captcha: string };
    await route.continue({ postData: JSON.stringify({ ...body, captcha: `${body.captcha.slice(0, -4)}AAAA` }) });
  });
  await page.goto('/create-account');
  await textbox(page, 'First name').fill('Spent');
  await textbox(page, 'Last name').fill('Challenge');
  await textbox(page, 'Email').fill(uniqueEmail('captcha'));
  await textbox(page, 'Phone number').fill('0400 123 456');
  await textbox(page, 'Address Line 1').fill('1 Test St');
  await textbox(page, 'Suburb').fill('Hobart');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await textbox(page, 'Postcode').fill('7000');
  await page.locator('#field-password').fill(PASSWORD);
  await page.locator('#field-confirm').fill(PASSWORD);
  // A click on its label, as a shopper would.
  await page.getByText("I'm not a robot", { exact: true }).click();
  await expect(verified(page)).toBeChecked({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Create account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Please complete the captcha correctly');
  await expect(dialog.getByRole('button', { name: 'Ok' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  // The check starts again: ticking it solves a new challenge.
  await expect(notARobot(page)).not.toBeChecked();
  await expect(page).toHaveURL(/\/create-account$/);
});

test('account pages send a signed-out shopper to sign in', async ({ page }) => {
  for (const path of ['/account/orders', '/account/addresses', '/account/add-address']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(path)}$`));
  }
});

test('sign-in, sign-up and addresses pages pass axe (no serious or critical issues)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expectAxeClean(page);

  await page.goto('/create-account');
  await expect(notARobot(page)).toBeEnabled();
  await expectAxeClean(page);
  // With the field errors showing too.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name cannot be blank.')).toBeVisible();
  await expectAxeClean(page);

  await signUpThroughApi(page.request, uniqueEmail('axe'));
  await page.goto('/account/addresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your addresses');
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1);
  await expectAxeClean(page);
});

test('rewards page explains the programme and loads no third-party script', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
  await expect(page.getByText('Earn 1 point for every whole dollar')).toBeVisible();
  await signUpThroughApi(page.request, uniqueEmail('rewards'));
  await page.goto('/rewards');
  await expect(page.getByText(/you have\s*0\s*points/)).toBeVisible();
  expect(external).toEqual([]);
});

const ADDRESS_BOOK_FULL = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer need before adding another.`;

test('a full address book says so up front: no add-address form to fill in, until an address is deleted', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('full-book'));
  await fillAddressBook(page.request, MAX_SAVED_ADDRESSES);
  await page.goto('/account/addresses');
  await expect(page.getByText(`${MAX_SAVED_ADDRESSES} saved addresses`)).toBeVisible();
  await expect(page.getByRole('main').getByText(ADDRESS_BOOK_FULL)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add an address' })).toHaveCount(0);
  await expectAxeClean(page);

  await page.goto('/account/add-address');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add an address');
  await expect(page.getByRole('main').getByText(ADDRESS_BOOK_FULL)).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Add address' })).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to your addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);

  // One deleted in place: the way to add one is back.
  const first = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first();
  await first.locator('summary').click();
  await first.getByRole('button', { name: /^Yes, delete/ }).click();
  await expect(page.getByText(`${MAX_SAVED_ADDRESSES - 1} saved addresses`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add an address' })).toBeVisible();
  await expect(page.getByRole('main').getByText(ADDRESS_BOOK_FULL)).toHaveCount(0);
});

test('deleting the only address on the last page shows the page before, not an empty address book', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('last-page'));
  // 11 addresses: 10 on page 1, one on page 2.
  await fillAddressBook(page.request, 11);
  const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');

  // An old link past the last page opens the last page.
  await page.goto('/account/addresses?page=5');
  await expect(page).toHaveURL(/\/account\/addresses\?page=2$/);
  await expect(cards).toHaveCount(1);

  await (await whenInteractive(cards.first().locator('summary'))).click();
  await cards.first().getByRole('button', { name: /^Yes, delete/ }).click();
  await expect(page.getByText('10 saved addresses')).toBeFocused();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards).toHaveCount(10);
  await expect(page.getByText('You have no saved addresses yet')).toHaveCount(0);
});
