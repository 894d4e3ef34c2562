import { expect, PASSWORD, signUp, test, textbox, uniqueEmail } from '../fixtures';

/* Accounts on the fake BigCommerce, with the reCAPTCHA, Klaviyo and LoyaltyLion stand-ins: sign-up (captcha checked
   by the shop's server at the stand-in's siteverify, newsletter subscribed at Klaviyo, the shopper identified to
   Klaviyo's onsite script), LoyaltyLion authenticated with a token the stand-in checks against the secret, then
   addresses (add, edit, delete), sign-out and sign-in. */

test('sign-up, addresses edit and delete, sign-out and sign-in', async ({ page, control }) => {
  const email = uniqueEmail('journey');
  const before = await control.state();

  await signUp(page, email, { newsletter: true });
  await expect(page.getByText(`Signed in as Hosted Shopper (${email})`)).toBeVisible();

  const afterSignUp = await control.state();
  expect(afterSignUp.recaptcha.verifications.slice(before.recaptcha.verifications.length)).toEqual([{ success: true, errors: [] }]);
  expect(afterSignUp.klaviyo.subscriptions).toContainEqual({ listId: expect.any(String), email });
  await expect.poll(async () => (await control.state()).klaviyo.identified.some((entry) => entry.email === email)).toBe(true);
  // LoyaltyLion: the SDK was started with the signed-in customer and an auth token that checks out.
  // Every event is polled (not only this shopper's), so that a failure shows what the stand-in did receive.
  await expect.poll(async () => (await control.state()).loyalty.events).toContainEqual(expect.objectContaining({ email, authValid: true }));
  expect((await control.state()).loyalty.events.filter((event) => event.email === email).every((event) => event.authValid)).toBe(true);

  // Addresses: the sign-up address is there; add one, edit it, delete it.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('18 Foundry Lane');

  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/account\/add-address$/);
  await textbox(page, 'First name').fill('Hosted');
  await textbox(page, 'Last name').fill('Shopper');
  await textbox(page, 'Phone number').fill('03 6200 0000');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await textbox(page, 'Address Line 1').fill('7 Elizabeth Street');
  await textbox(page, 'Suburb').fill('Hobart');
  await textbox(page, 'Postcode').fill('7000');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('7 Elizabeth Street');

  await page.getByRole('link', { name: 'Edit 7 Elizabeth Street, Hobart' }).click();
  await expect(page).toHaveURL(/\/account\/edit-address\?addressId=\d+$/);
  await expect(textbox(page, 'Address Line 1')).toHaveValue('7 Elizabeth Street');
  await textbox(page, 'Address Line 1').fill('9 Murray Street');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('9 Murray Street');
  await expect(page.getByText('7 Elizabeth Street')).toHaveCount(0);

  await page.getByRole('listitem').filter({ hasText: '9 Murray Street' }).locator('summary').click();
  await page.getByRole('button', { name: 'Yes, delete 9 Murray Street, Hobart' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Saved addresses' })).not.toContainText('9 Murray Street');
  await expect(page.getByRole('status').filter({ hasText: 'Address deleted. (9 Murray Street, Hobart)' })).toBeAttached();
  await page.reload();
  await expect(cards).toHaveCount(1);

  // Sign out; an account page then asks to sign in, and brings the shopper back.
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
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Cannot find an account that matches the provided credentials');
  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards).toHaveCount(1);
});

test('a captcha token the stand-in did not issue is refused by the server', async ({ request, control }) => {
  const before = (await control.state()).recaptcha.verifications.length;
  const response = await request.post('/api/recaptcha', { data: { code: 'forged-token' } });
  // A wrong captcha is `{ data: false }`, and no sign-up pass.
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: false });
  const after = (await control.state()).recaptcha.verifications.slice(before);
  expect(after).toEqual([{ success: false, errors: ['invalid-input-response'] }]);
});
