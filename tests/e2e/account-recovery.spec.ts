import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { PASSWORD, resetLinkFromOutbox, signUpThroughApi, uniqueEmail } from './support/accounts';

const NEW_PASSWORD = 'N3w!passw0rd';

test('a shopper who forgot the password gets a link, chooses a new password, is signed in, and the other device is signed out', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('forgot');
  // The "other device": its own browser context, signed in by signing up.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await signUpThroughApi(other.request, email);
  expect((await (await other.request.get('/api/bigcommerce/customers')).json()).data.customer.email).toBe(email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await expectAxeClean(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent = page.getByRole('form', { name: 'Reset your password' }).getByRole('status');
  await expect(sent).toContainText("If an account uses that email, we've sent it a link");

  // An unknown email gets exactly the same answer.
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send another link' }).click();
  await expect(sent).toContainText("If an account uses that email, we've sent it a link");

  const link = await resetLinkFromOutbox(email);
  await page.goto(link);
  // The token leaves the address bar (and the history) at once: the page keeps the link in a cookie of its own.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.locator('#field-password').fill('password');
  await page.locator('#field-confirm').fill('password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords must be at least 8 characters long').first()).toBeVisible();
  await expect(page.locator('#field-password')).toBeFocused();
  await expectAxeClean(page);

  await page.locator('#field-password').fill(NEW_PASSWORD);
  await page.locator('#field-confirm').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  // It says the new password is set, with focus on that (the form that had it is gone).
  const notice = page.getByRole('status').filter({ hasText: 'Your new password is set and you are signed in.' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();

  // The link is forgotten: the bare page no longer offers the form.
  await page.goto('/reset-password');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This password reset link is incomplete.');

  // Every other session of the customer ended.
  expect((await (await other.request.get('/api/bigcommerce/customers')).json()).data).toBeNull();
  await other.close();

  // The link is spent: the page says so as it opens, offers a new link and no password form.
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This password reset link is invalid, expired or already used.');
  await expect(page.locator('#field-password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

  // The old password no longer signs in; the new one does.
  const old = await page.request.post('/api/bigcommerce/customers/login', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/bigcommerce/customers/login', { data: { email, password: NEW_PASSWORD } });
  expect(fresh.status()).toBe(200);
});

test('a customer edits name, phone and email and changes the password on a phone', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('profile');
  await signUpThroughApi(page.request, email);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await other.request.post('/api/bigcommerce/customers/login', { data: { email, password: PASSWORD } })).status()).toBe(200);

  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await details.getByRole('textbox', { name: 'First name' }).fill('Renamed');
  await details.getByRole('textbox', { name: 'Phone number' }).fill('0411 222 333');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  // The notice belongs to that save: editing the details again takes it away.
  await details.getByRole('textbox', { name: 'Last name' }).fill('Edited');
  await expect(details.getByRole('status')).toHaveText('');
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'First name' })).toHaveValue('Renamed');
  await expect(details.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0411 222 333');

  const newEmail = uniqueEmail('moved');
  await details.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  const current = details.getByLabel('Current password');
  await expect(current).toBeVisible();
  await current.fill('wrong-password');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('alert')).toHaveText('Your current password is not correct.');
  await current.fill(PASSWORD);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  await expect(details.getByLabel('Current password')).toHaveValue('');

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill(PASSWORD);
  await change.locator('#field-password').fill(NEW_PASSWORD);
  await change.locator('#field-confirm').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toContainText('Your password is changed');
  // Another form's action: the details' notice of the earlier save is gone.
  await expect(details.getByRole('status')).toHaveText('');
  await expectAxeClean(page);

  // This browser stays signed in; the other one is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  expect((await (await other.request.get('/api/bigcommerce/customers')).json()).data).toBeNull();
  await other.close();
  expect((await page.request.post('/api/bigcommerce/customers/login', { data: { email: newEmail, password: NEW_PASSWORD } })).status()).toBe(200);
});

test('after a notice the first key typed stays, an old refusal goes at the next submit, and the same password is refused', async ({ page }) => {
  const email = uniqueEmail('notice-keys');
  await signUpThroughApi(page.request, email);
  await page.goto('/account/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  const firstName = details.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Quinn');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');
  // Typed key by key: the first key clears the notice and stays in the field.
  await firstName.click();
  await firstName.press('End');
  await firstName.pressSequentially('ie');
  await expect(firstName).toHaveValue('Quinnie');
  await expect(details.getByRole('status')).toHaveText('');

  const change = page.getByRole('form', { name: 'Change password' });
  const current = change.getByLabel('Current password');
  // The new password the same as the current one is refused by the shop.
  await current.fill(PASSWORD);
  await change.locator('#field-password').fill(PASSWORD);
  await change.locator('#field-confirm').fill(PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Your new password has to be different from your current one.')).toBeVisible();

  await current.fill('Wr0ng!pass');
  await change.locator('#field-password').fill(NEW_PASSWORD);
  await change.locator('#field-confirm').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert').filter({ hasText: 'Your current password is not correct.' })).toBeVisible();
  // The next attempt, stopped by the form's own check, takes the shop's old refusal away.
  await current.fill(PASSWORD);
  await change.locator('#field-confirm').fill('Mismatch!1');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Passwords do not match.').first()).toBeVisible();
  await expect(change.getByText('Your current password is not correct.')).toHaveCount(0);

  await change.locator('#field-confirm').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('status')).toContainText('Your password is changed');
  await current.click();
  await current.pressSequentially('Passw0rd!');
  await expect(current).toHaveValue('Passw0rd!');
});
