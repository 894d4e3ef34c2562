import { expect, test } from '@playwright/test';
import { messages } from '../../lib/accounts/fields';
import { MAX_SAVED_ADDRESSES } from '../../lib/commerce/address-limit';
import { expectAxeCleanWithoutScripts as expectAxeClean } from '../support/e2e/axe';
import { asNewClient } from '../support/e2e/client-address';
import { recordRequests } from '../support/e2e/request-urls';
import { fillAddressBook, PASSWORD, resetLinkFromOutbox, signUpElsewhere, signUpThroughApi, uniqueEmail } from './support/accounts';
import { cartLines, fillGuestCheckout, fillSignUpForm, textbox } from './support/forms';

/*
 * The shop's forms with JavaScript off: every action is a real form post to its API route, answered with the next
 * page (303) and a one-time notice, or the same form again with its values (never a password) and the messages.
 * Every journey records every request URL: none may carry a password or an email.
 */
test.use({ javaScriptEnabled: false });

const PRODUCT = '/products/whey-protein-isolate';

test('product page: the chosen options and quantity are added by the form, and the shopper lands on the cart', async ({ page }) => {
  const log = recordRequests(page);
  await page.goto(PRODUCT);
  await expectAxeClean(page);
  await page.getByRole('radio', { name: 'Vanilla', exact: true }).check();
  await page.getByRole('radio', { name: /^2\.5kg \$/ }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('status').filter({ hasText: 'Added Whey Protein Isolate Vanilla 2.5kg to your cart' })).toBeVisible();
  expect(await cartLines(page.request)).toEqual([{ variantId: 10105, quantity: 2 }]);
  // The cart page is rendered per request: its header counts the cart too, with no script to do it.
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /^Cart/ })).toHaveAccessibleName(/^Cart \( ?2 items\)$/);
  expect(log.count('POST', '/api/bigcommerce/cart')).toBe(1);
  log.expectNoSecrets([]);
});

test('product page: a quantity that is not a whole number is refused in the page, with what was typed kept', async ({ page }) => {
  await page.goto(PRODUCT);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('1.5');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // The browser's own check: nothing is posted, the page and the value stay.
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  expect(await quantity.evaluate((input: HTMLInputElement) => input.validity.stepMismatch)).toBe(true);
  await expect(quantity).toHaveValue('1.5');
  expect(await cartLines(page.request)).toEqual([]);
});

test('sign-in: a wrong password comes back with the email kept and the message, then the right one signs in', async ({ page, playwright, baseURL }) => {
  const email = await signUpElsewhere(playwright, baseURL, 'nojs-login');

  const log = recordRequests(page);
  await page.goto('/login');
  await expectAxeClean(page);
  await textbox(page, 'Email').fill(email);
  await page.locator('#field-password').fill('Wr0ng!password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('alert').filter({ hasText: messages.invalidCredentials })).toBeVisible();
  await expect(textbox(page, 'Email')).toHaveValue(email);
  await expect(page.locator('#field-password')).toHaveValue('');
  await expectAxeClean(page);

  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  log.expectNoSecrets([email, PASSWORD, 'Wr0ng!password']);
});

test("password fields: the Show toggle, which needs a script, is not offered and takes no room, and the field takes the password", async ({ page, playwright, baseURL }) => {
  // A live reset link (a made-up one is refused as the page opens), asked for from a client address of its own: the
  // browser's address has the suite's other reset requests to make within the per-address limit.
  const email = await signUpElsewhere(playwright, baseURL, 'nojs-toggle');
  expect((await page.request.post('/api/account/forgot-password', { headers: asNewClient(), data: { email } })).status()).toBe(200);
  const link = await resetLinkFromOutbox(email);
  for (const path of ['/login', '/create-account', link]) {
    await page.goto(path);
    const fields = page.locator('input[type="password"]');
    expect(await fields.count(), path).toBeGreaterThan(0);
    for (const field of await fields.all()) {
      const toggle = page.locator(`button[aria-controls="${await field.getAttribute('id')}"]`);
      await expect(toggle, path).toBeHidden();
      // Without JavaScript the page never hydrates: nothing keeps room for it (before hydration it does: no-script.spec.ts).
      expect(await toggle.boundingBox(), path).toBeNull();
      await field.fill('Typed password 1');
      await expect(field).toHaveValue('Typed password 1');
    }
  }
  await expectAxeClean(page);
});

test('addresses: added (after a refused post that keeps the values), edited and deleted, then sign out', async ({ page }) => {
  const email = uniqueEmail('nojs-addresses');
  await signUpThroughApi(page.request, email);
  const log = recordRequests(page);

  // Account pages are rendered per request: their header says Account and counts the cart, with no script to do it.
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 2 }, locale: 'en-us' } })).status()).toBe(200);
  await page.goto('/account/add-address');
  const customerNav = page.getByRole('navigation', { name: 'Customer' });
  await expect(customerNav.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(customerNav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(customerNav.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(/^Cart \( ?2 items\)$/);
  await textbox(page, 'First name').fill('Quinn');
  await textbox(page, 'Address Line 1').fill('9 Postbox Road');
  await page.getByRole('button', { name: 'Add address' }).click();
  // Refused: the summary (the first field refused, linked) and the spec's message beneath the field, the values kept.
  await expect(page).toHaveURL(/\/account\/add-address$/);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: messages.phone })).toHaveAttribute('href', '#field-phone');
  await expect(page.locator('#field-phone-error')).toHaveText(messages.phone);
  await expect(textbox(page, 'First name')).toHaveValue('Quinn');
  await expect(textbox(page, 'Address Line 1')).toHaveValue('9 Postbox Road');
  await expectAxeClean(page);

  await textbox(page, 'Last name').fill('Posted');
  await textbox(page, 'Phone number').fill('0400 111 222');
  await textbox(page, 'Suburb').fill('Hobart');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await textbox(page, 'Postcode').fill('7000');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('status').filter({ hasText: messages.addressSaved })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  const added = cards.filter({ hasText: '9 Postbox Road' });
  await expect(added).toHaveCount(1);
  await expectAxeClean(page);

  await added.getByRole('link', { name: /^Edit/ }).click();
  await expect(textbox(page, 'Suburb')).toHaveValue('Hobart');
  await textbox(page, 'Suburb').fill('Sandy Bay');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(cards.filter({ hasText: '9 Postbox Road' })).toContainText('Sandy Bay');

  // Without JavaScript too, Delete asks first.
  await cards.filter({ hasText: '9 Postbox Road' }).locator('summary').click();
  await cards.filter({ hasText: '9 Postbox Road' }).getByRole('button', { name: /^Yes, delete/ }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('status').filter({ hasText: messages.addressDeleted })).toBeVisible();
  await expect(cards.filter({ hasText: '9 Postbox Road' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  // On to a page rendered per request, which can say so.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out.' })).toBeVisible();
  await expect(customerNav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/account/addresses');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect(log.count('POST', '/api/bigcommerce/address')).toBe(4);
  log.expectNoSecrets([email, PASSWORD]);
});

test('an address in New Zealand: choosing the country shows the free-text State, whose region is saved', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('nojs-nz'));
  await page.goto('/account/add-address');
  await expect(page.getByRole('combobox', { name: /^State/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'State' })).toBeHidden();
  await textbox(page, 'First name').fill('Aroha');
  await textbox(page, 'Last name').fill('Ngata');
  await textbox(page, 'Phone number').fill('021 555 0101');
  await textbox(page, 'Address Line 1').fill('3 Harbour Lane');
  await textbox(page, 'Suburb').fill('Devonport');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Tasmania');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('New Zealand');
  // With no script to swap them, the page itself shows the field that goes with the country.
  await expect(page.getByRole('combobox', { name: /^State/ })).toBeHidden();
  await textbox(page, 'State').fill('Auckland');
  await textbox(page, 'Postcode').fill('0624');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  const card = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: '3 Harbour Lane' });
  await expect(card).toContainText('Auckland');
  await expect(card).not.toContainText('Tasmania');

  await card.getByRole('link', { name: /^Edit/ }).click();
  await expect(textbox(page, 'State')).toHaveValue('Auckland');
  await expect(page.getByRole('combobox', { name: /^State/ })).toBeHidden();
  await page.getByRole('combobox', { name: 'Country' }).selectOption('Australia');
  await expect(page.getByRole('combobox', { name: /^State/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'State' })).toBeHidden();
});

test('profile: the details are saved by the form (its route takes only PUT, named in the form)', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('nojs-profile'));
  await page.goto('/account/profile');
  await textbox(page, 'First name').fill('Marama');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: messages.profileSaved })).toBeVisible();
  await page.reload();
  await expect(textbox(page, 'First name')).toHaveValue('Marama');
});

test('profile: a new email and the current password, offered from the start, are saved in one post', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('nojs-email'));
  const log = recordRequests(page);
  await page.goto('/account/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  const newEmail = uniqueEmail('nojs-moved');
  await textbox(page, 'Email').fill(newEmail);
  await details.getByLabel('Current password').fill(PASSWORD);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: messages.profileSaved })).toBeVisible();
  await expect(textbox(page, 'Email')).toHaveValue(newEmail);
  expect(log.count('POST', '/api/account/profile')).toBe(1);
  await expectAxeClean(page);
});

test('a full address book says so on the address book and the add-address page, which offers no form', async ({ page }) => {
  const full = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer need before adding another.`;
  await signUpThroughApi(page.request, uniqueEmail('nojs-full-book'));
  await fillAddressBook(page.request, MAX_SAVED_ADDRESSES);
  await page.goto('/account/addresses');
  await expect(page.getByRole('main').getByText(full)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add an address' })).toHaveCount(0);
  await page.goto('/account/add-address');
  await expect(page.getByRole('main').getByText(full)).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole('main').getByRole('link', { name: 'Back to your addresses' }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
});

test('a reset form posted with a mangled customer id says the link is invalid, as a used or expired one does', async ({ page, playwright, baseURL }) => {
  const email = await signUpElsewhere(playwright, baseURL, 'nojs-mangled-reset');
  expect((await page.request.post('/api/account/forgot-password', { headers: asNewClient(), data: { email } })).status()).toBe(200);
  await page.goto(await resetLinkFromOutbox(email));
  await expect(page).toHaveURL(/\/reset-password$/);
  // What a mangled link or a script would send in the link's hidden field.
  await page.locator('input[name="customerId"]').evaluate((input: HTMLInputElement) => {
    input.value = 'abc';
  });
  await page.locator('#field-password').fill('N3w!passw0rd');
  await page.locator('#field-confirm').fill('N3w!passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('main').getByText(messages.resetLinkInvalid)).toBeVisible();
  await expect(page.getByText('customerId must be a number.')).toHaveCount(0);
});

test("forgot password: the email is posted, the emailed link's token leaves the address bar, and the new password is set by the form", async ({ page, playwright, baseURL }) => {
  const email = await signUpElsewhere(playwright, baseURL, 'nojs-forgot');
  const log = recordRequests(page);
  await page.goto('/forgot-password');
  await expectAxeClean(page);
  await textbox(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('status').filter({ hasText: messages.resetRequested })).toBeVisible();
  expect(log.count('POST', '/api/account/forgot-password')).toBe(1);

  const link = await resetLinkFromOutbox(email);
  const token = new URL(link, 'http://shop').searchParams.get('t')!;
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  // A refused post comes back to the same bare page, its form still carrying the link.
  await page.locator('#field-password').fill('N3w!passw0rd');
  await page.locator('#field-confirm').fill('Different!1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(messages.confirm).first()).toBeVisible();
  await page.locator('#field-password').fill('N3w!passw0rd');
  await page.locator('#field-confirm').fill('N3w!passw0rd');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('status').filter({ hasText: messages.passwordReset })).toBeVisible();

  // The spent link says so as it opens, with the way to a new one, and offers no password form.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(messages.resetLinkInvalid);
  await expect(page.locator('#field-password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  log.requests.splice(log.requests.findIndex((request) => request.url.includes(token)), 1);

  // Only the emailed link itself carried the token; no address after it did, nor the email or the passwords.
  const withToken = log.requests.filter((request) => request.url.includes(token)).map((request) => request.url);
  expect(withToken).toEqual([expect.stringMatching(/\/reset-password\?c=\d+&t=/)]);
  log.requests.splice(log.requests.findIndex((request) => request.url.includes(token)), 1);
  log.expectNoSecrets([email, token, 'N3w!passw0rd', 'Different!1']);
});

test("a guest's wish list press leads to sign-in, which says why, keeps the product page's variant and saves it on signing in", async ({ page }) => {
  const log = recordRequests(page);
  await page.goto(PRODUCT);
  await page.getByRole('radio', { name: 'Strawberry', exact: true }).check();
  await page.getByRole('button', { name: 'Save to wish list' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('returnTo')).toBe('/account/wishlist');
  expect(url.searchParams.get('save')).toBe('101-10107');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByText('Sign in to save this to your wish list.')).toBeVisible();
  log.expectNoSecrets([]);
});

test("a guest's heart on a home page card: sign in, then the wish list says it was saved and lists it", async ({ page, playwright, baseURL }) => {
  const email = await signUpElsewhere(playwright, baseURL, 'nojs-wish');

  const log = recordRequests(page);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Featured products' }).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) });
  await card.getByRole('button', { name: /^Save to wish list: Whey Protein Isolate/ }).click();

  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await expect(page.getByText('Sign in to save this to your wish list.')).toBeVisible();
  await expectAxeClean(page);
  await textbox(page, 'Email').fill(email);
  await page.locator('#field-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('status').filter({ hasText: /^Saved Whey Protein Isolate .+ to your wish list$/ })).toBeVisible();
  const items = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Whey Protein Isolate');
  expect(log.count('POST', '/api/account/wishlist')).toBe(1);
  expect(log.count('POST', '/api/bigcommerce/customers/login')).toBe(1);

  // Once shown, the notice is gone; the item stays.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'to your wish list' })).toHaveCount(0);
  await expect(items).toHaveCount(1);
  log.expectNoSecrets([email, PASSWORD]);
});

test("a customer's hearts on a search result and a category card save without a script; Remove comes back saying which went", async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('nojs-cards'));
  const log = recordRequests(page);
  await page.goto('/search-results-page?q=pump');
  const pump = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Pump Formula', exact: true }) });
  await pump.getByRole('button', { name: 'Save to wish list: Pump Formula, Blue Raspberry, 250g' }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('status').filter({ hasText: 'Saved Pump Formula Blue Raspberry 250g to your wish list' })).toBeVisible();

  await page.goto('/categories/shop-by-sport');
  const stack = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Strength Stack', exact: true }) });
  await stack.getByRole('button', { name: 'Save to wish list: Strength Stack, Vanilla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved Strength Stack Vanilla to your wish list' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
  await expect(items).toHaveCount(2);

  await items.filter({ hasText: 'Pump Formula' }).getByRole('button', { name: /^Remove/ }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  await expect(page.getByRole('status').filter({ hasText: 'Removed Pump Formula (Blue Raspberry, 250g) from your wish list.' })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Strength Stack');
  await expectAxeClean(page);
  expect(log.count('POST', '/api/account/wishlist')).toBe(3);
});

test("sign-in's Create an account carries a guest's pending save to sign-up, whose form keeps it through a refused post", async ({ page }) => {
  const email = uniqueEmail('nojs-signup-save');
  await page.goto('/categories/shop-by-sport');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Creatine Monohydrate', exact: true }) });
  await card.getByRole('button', { name: /^Save to wish list: Creatine Monohydrate/ }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Fwishlist&save=\d+-\d+$/);
  const save = new URL(page.url()).searchParams.get('save')!;

  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/create-account\\?returnTo=%2Faccount%2Fwishlist&save=${save}$`));
  await expect(page.getByText('Create an account to save this to your wish list.')).toBeVisible();
  await expect(page.locator('form input[name="save"]')).toHaveValue(save);
  await expectAxeClean(page);

  // The security check needs a script: the post comes back to the same address, the save still in the form.
  await fillSignUpForm(page, { firstName: 'Nova', lastName: 'Saver', email, address1: '1 Plain Street', password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.captchaNeedsScript })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/create-account\\?returnTo=%2Faccount%2Fwishlist&save=${save}$`));
  await expect(page.locator('form input[name="save"]')).toHaveValue(save);

  // And back to sign in, still with it.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2Faccount%2Fwishlist&save=${save}$`));
  await expect(page.getByText('Sign in to save this to your wish list.')).toBeVisible();
});

test('sign-up without JavaScript comes back saying the security check needs it, every value kept but the password', async ({ page }) => {
  const email = uniqueEmail('nojs-signup');
  const log = recordRequests(page);
  await page.goto('/create-account');
  await expectAxeClean(page);
  await fillSignUpForm(page, { firstName: 'Nova', lastName: 'Script', email, address1: '1 Plain Street', password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/create-account$/);
  await expect(page.getByRole('alert').filter({ hasText: messages.captchaNeedsScript })).toBeVisible();
  await expect(textbox(page, 'Email')).toHaveValue(email);
  await expect(textbox(page, 'First name')).toHaveValue('Nova');
  await expect(textbox(page, 'Postcode')).toHaveValue('7250');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Tasmania');
  await expect(page.getByRole('checkbox', { name: /news/i })).toBeChecked();
  await expect(page.locator('#field-password')).toHaveValue('');
  await expect(page.locator('#field-confirm')).toHaveValue('');
  await expectAxeClean(page);
  log.expectNoSecrets([email, PASSWORD]);
});

test("a sold-out size's 'Email me when it's back' leads to the alert's own page, whose form answers there", async ({ page }) => {
  const email = uniqueEmail('nojs-restock');
  const log = recordRequests(page);
  await page.goto(PRODUCT);
  await page.getByRole('list', { name: 'Sold out' }).getByRole('link', { name: /^Email me when it's back\s*: Chocolate \/ 5kg$/ }).click();
  await expect(page).toHaveURL(/\/products\/whey-protein-isolate\/back-in-stock\?variant=10103$/);
  await expect(page.getByText('Whey Protein Isolate: Chocolate / 5kg is sold out.')).toBeVisible();
  await expectAxeClean(page);

  const form = page.getByRole('form', { name: "Email me when it's back" });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  // Refused: back with the message beside the field and what was typed.
  await expect(page).toHaveURL(/\/back-in-stock\?variant=10103$/);
  await expect(form.getByText('Please enter a valid email address.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');

  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We'll email ${email} once` })).toBeVisible();
  await expect(form).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Whey Protein Isolate' }).click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  expect(log.count('POST', '/api/stock-alerts')).toBe(2);
  log.expectNoSecrets([email]);
});

test("a sold-out item of the wish list leads to the alert's page with the customer's email filled in", async ({ page }) => {
  const email = uniqueEmail('nojs-alert-page');
  await signUpThroughApi(page.request, email);
  expect((await page.request.post('/api/account/wishlist', { data: { productId: 101, variantId: 10103 } })).status()).toBe(200);
  await page.goto('/account/wishlist');
  await page.getByRole('link', { name: /^Email me when it's back\s*: Chocolate \/ 5kg$/ }).click();
  await expect(page).toHaveURL(/\/back-in-stock\?variant=10103$/);
  await expect(page.getByRole('form', { name: "Email me when it's back" }).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
});

test("the product's other sold-out options are reached through the page that lists them all", async ({ page }) => {
  await page.goto(PRODUCT);
  // Choosing another flavour changes nothing without a script: the page's HTML offers the first flavour's sizes.
  await page.getByRole('link', { name: 'Other options sold out: email me when one is back' }).click();
  await expect(page).toHaveURL(/\/products\/whey-protein-isolate\/back-in-stock$/);
  const options = page.getByRole('list', { name: 'Sold out' }).getByRole('link');
  await expect(options).toHaveText(['Chocolate / 5kg', 'Salted Caramel / 5kg']);
  await expectAxeClean(page);
  await options.filter({ hasText: 'Salted Caramel / 5kg' }).click();
  await expect(page).toHaveURL(/\/back-in-stock\?variant=10115$/);
  await expect(page.getByRole('form', { name: "Email me when it's back" })).toBeVisible();
  await expect(page.getByText('Whey Protein Isolate: Salted Caramel / 5kg is sold out.')).toBeVisible();
});

test('checkout: an empty Place order names every field at once, in page order; the total follows the shipping chosen', async ({ page }) => {
  await page.goto('/');
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);
  await page.goto('/checkout');
  const total = page.getByTestId('place-order-total');
  // $49.90 + standard $9.95; no other method's figure is shown beside it.
  await expect(total).toHaveText('$59.85', { useInnerText: true });
  await expect(page.getByTestId('checkout-total')).toHaveText('$59.85', { useInnerText: true });

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('listitem')).toHaveText([
    'Email cannot be blank.',
    'First name cannot be blank.',
    'Last name cannot be blank.',
    'Phone number cannot be blank.',
    'Address Line 1 cannot be blank.',
    'Suburb cannot be blank.',
    'State cannot be blank.',
    'Postcode cannot be blank.',
  ]);
  await expectAxeClean(page);

  // Express, chosen with no script to recompute anything: the totals shown are the express ones, as the order is.
  await page.getByRole('radio', { name: /Express shipping/ }).check();
  await expect(total).toHaveText('$69.85', { useInnerText: true });
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$19.95', { useInnerText: true });
  await expect(page.getByTestId('checkout-total')).toHaveText('$69.85', { useInnerText: true });
  await page.getByRole('radio', { name: /Standard shipping/ }).check();
  await expect(total).toHaveText('$59.85', { useInnerText: true });
  await page.getByRole('radio', { name: /Express shipping/ }).check();

  await fillGuestCheckout(page, { email: 'nojs-checkout@example.com', address1: '1 Example Street', suburb: 'Hobart', state: 'Tasmania', postcode: '7000' });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText('$69.85');
});

test("checkout: a customer with a saved address ticks 'A new address' and fills its fields in on the first try", async ({ page }) => {
  await page.goto('/');
  await signUpThroughApi(page.request, uniqueEmail('nojs-new-address'));
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);
  await page.goto('/checkout');
  const shipTo = page.getByRole('radiogroup', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio').first()).toBeChecked();
  // The saved address is chosen: the new address's fields are not shown.
  await expect(textbox(page, 'Address Line 1')).toBeHidden();

  await shipTo.getByRole('radio', { name: 'A new address' }).check();
  await textbox(page, 'First name').fill('Sam');
  await textbox(page, 'Last name').fill('Elsewhere');
  await textbox(page, 'Phone number').fill('0400 000 000');
  await textbox(page, 'Address Line 1').fill('9 Harbour Road');
  await textbox(page, 'Suburb').fill('Hobart');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Tasmania');
  await textbox(page, 'Postcode').fill('7000');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('9 Harbour Road')).toBeVisible();
});

test("checkout: an Australian postcode of another state comes back beside the postcode, everything typed kept", async ({ page }) => {
  await page.goto('/');
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);
  await page.goto('/checkout');
  await fillGuestCheckout(page, { email: 'nojs-postcode@example.com', address1: '1 Collins Street', suburb: 'Melbourne', state: 'New South Wales', postcode: '3000' });
  await page.getByRole('button', { name: 'Place order' }).click();

  const message = 'Postcode 3000 is not in New South Wales. Please check the postcode and the state.';
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('listitem')).toHaveText([message]);
  await expect(textbox(page, 'Postcode')).toHaveValue('3000');
  await expect(textbox(page, 'Postcode')).toHaveAccessibleDescription(message);
  await expect(textbox(page, 'Suburb')).toHaveValue('Melbourne');
  await expectAxeClean(page);

  await page.getByRole('combobox', { name: /^State/ }).selectOption('Victoria');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
});

test('cart: the quantity is one plain field beside Update, with no room left for the − and + that need a script', async ({ page }) => {
  await page.goto('/');
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 2 }, locale: 'en-us' } })).status()).toBe(200);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  const field = line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' });
  await expect(field).toHaveValue('2');
  await expect(line.getByRole('button', { name: 'Increase quantity of Whey Protein Isolate' })).toBeHidden();
  await expect(line.getByRole('button', { name: 'Decrease quantity of Whey Protein Isolate' })).toBeHidden();
  // The bordered box around the field is the field: no empty boxes beside the number.
  const box = (await field.locator('xpath=..').boundingBox())!;
  const input = (await field.boundingBox())!;
  expect(box.width - input.width).toBeLessThanOrEqual(2);
  await expect(line.getByRole('button', { name: 'Update quantity of Whey Protein Isolate' })).toBeVisible();
});
