import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpThroughApi, uniqueEmail } from './support/accounts';
import { textbox } from './support/forms';

/*
 * A press on a form's submit button is never lost. Leaving the last field for the button used to reveal that field's
 * message on blur, between the press and the release: the button moved down, the release landed on the form and
 * nothing was submitted. The first press must submit (and, the form being invalid, move focus to the first error).
 */

const POSTCODE_MESSAGE = 'Postcode should only contain numbers.';

/** The add-address form filled in, the postcode (invalid) typed last and still focused. */
async function fillAddressEndingWithBadPostcode(page: Page) {
  await page.goto('/account/add-address');
  await textbox(page, 'First name').fill('Press');
  await textbox(page, 'Last name').fill('Tester');
  await textbox(page, 'Phone number').fill('0400 111 222');
  await textbox(page, 'Address Line 1').fill('9 Press Street');
  await textbox(page, 'Suburb').fill('Hobart');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await textbox(page, 'Postcode').fill('30A0');
  await expect(textbox(page, 'Postcode')).toBeFocused();
  await expect(page.getByText(POSTCODE_MESSAGE)).toHaveCount(0);
}

async function expectSubmittedOnce(page: Page) {
  // The submit ran: every field was validated and focus went to the first invalid one, the postcode, with its message.
  await expect(textbox(page, 'Postcode')).toBeFocused();
  await expect(textbox(page, 'Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/add-address$/);
}

async function touchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  return context.newPage();
}

test('a mouse click on Add address that makes the postcode message appear submits the form the first time', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('press-mouse'));
  await fillAddressEndingWithBadPostcode(page);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expectSubmittedOnce(page);
});

test('a tap on Add address that makes the postcode message appear submits the form the first time', async ({ browser }) => {
  const page = await touchPage(browser);
  await signUpThroughApi(page.request, uniqueEmail('press-tap'));
  await fillAddressEndingWithBadPostcode(page);
  await page.getByRole('button', { name: 'Add address' }).tap();
  await expectSubmittedOnce(page);
  await page.context().close();
});

test('a valid form saved with one tap, and leaving a field for another still shows its message at once', async ({ browser }) => {
  const page = await touchPage(browser);
  await signUpThroughApi(page.request, uniqueEmail('press-save'));
  await fillAddressEndingWithBadPostcode(page);
  // Leaving the field any other way than for a submit button says what is wrong straight away.
  await textbox(page, 'Suburb').tap();
  await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
  await textbox(page, 'Postcode').fill('7000');
  await page.getByRole('button', { name: 'Add address' }).tap();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: '9 Press Street' })).toHaveCount(1);
  await page.context().close();
});

test('the same on the profile form: a click on Save details that makes the phone message appear validates the form at once', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('press-profile'));
  await page.goto('/account/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  const phone = details.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('call me');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByText('Please enter a phone number of 7 to 15 digits')).toBeVisible();
});
