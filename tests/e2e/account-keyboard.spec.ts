import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpThroughApi, uniqueEmail } from './support/accounts';

/*
 * The account's forms by keyboard, with JavaScript: a form's submit button is disabled while its script sends it,
 * and the browser then moves focus to the page's body. Once the answer is in, focus is on the button again, beside
 * the notice or the refusal it gave; a form that opens another page leaves its notice there, with focus on it.
 */

async function pressEnterOn(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  return button;
}

test('a refused sign-in, a saved profile and a refused password change keep focus on the button pressed', async ({ page }) => {
  const email = uniqueEmail('keyboard');
  await signUpThroughApi(page.request, email);
  await page.request.post('/api/bigcommerce/customers/logout');

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill('not-the-password-1!');
  const signIn = await pressEnterOn(page, 'Sign in');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText('Cannot find an account');
  await expect(signIn).toBeFocused();

  await page.locator('input[name="password"]').fill(PASSWORD);
  await signIn.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders$/);

  await page.goto('/account/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('textbox', { name: 'First name' }).fill('Keyed');
  const save = await pressEnterOn(page, 'Save details');
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  await expect(save).toBeFocused();

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('wrong-password-1!');
  await change.locator('#field-password').fill('N3w!password');
  await change.locator('#field-confirm').fill('N3w!password');
  const changeButton = await pressEnterOn(page, 'Change password');
  await expect(change.getByRole('alert')).toHaveText('Your current password is not correct.');
  await expect(changeButton).toBeFocused();
});

test('an address saved by script: the list says so, as it does without JavaScript, and the notice has focus', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('address-notice'));
  await page.goto('/account/add-address');
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Noticed');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Saver');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0400 111 222');
  await form.getByRole('textbox', { name: 'Address Line 1' }).fill('7 Notice Road');
  await form.getByRole('textbox', { name: 'Suburb' }).fill('Hobart');
  await form.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('7000');
  await pressEnterOn(page, 'Add address');

  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('listitem').filter({ hasText: '7 Notice Road' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Address saved.' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();

  // Once: another page of the account, and back, says nothing more.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your addresses');
  await expect(page.getByText('Address saved.')).toHaveCount(0);
});
