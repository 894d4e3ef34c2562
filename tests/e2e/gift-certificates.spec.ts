import { expect, test, type Page } from '@playwright/test';
import { cartGiftCertificates as certificates } from '../support/e2e/gift-certificates';
import { cartMessages } from '../../lib/commerce/cart-rules';
import { expectAxeClean, expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { whenInteractive } from '../support/e2e/interactive';
import { recordRequests } from '../support/e2e/request-urls';
import { signUpThroughApi, uniqueEmail } from './support/accounts';
import { textbox } from './support/forms';

/*
 * Buying a gift certificate on /giftcertificates: with JavaScript (added in place, the cart panel and badge), without
 * it (a form post: on to the cart, or back with the messages beside their fields and every value kept), and on a
 * slow phone whose scripts arrive after the shopper has typed or pressed. No email ever goes into a URL.
 */
const PAGE = '/giftcertificates';
const RECIPIENT = 'sam.recipient@example.com';
const SENDER = 'alex.sender@example.com';

async function fillForm(page: Page, values: { amount: string; name: string; email: string; from: string; fromEmail: string; message?: string }) {
  await textbox(page, 'Amount in dollars').fill(values.amount);
  await textbox(page, 'Their name').fill(values.name);
  await textbox(page, 'Their email').fill(values.email);
  await textbox(page, 'Your name').fill(values.from);
  await textbox(page, 'Your email').fill(values.fromEmail);
  if (values.message !== undefined) await textbox(page, 'Message (optional)').fill(values.message);
}

const form = (page: Page) => page.getByRole('form', { name: 'Buy a gift certificate' });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add gift certificate to cart' });

test.describe('with JavaScript', () => {
  test('a common amount and the details add a certificate in place: the cart panel shows it and the badge counts it', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift certificates' })).toBeVisible();
    await expectAxeClean(page);
    await (await whenInteractive(page.getByRole('button', { name: '$100' }))).click();
    await expect(textbox(page, 'Amount in dollars')).toHaveValue('100');
    await textbox(page, 'Their name').fill('Sam Recipient');
    await textbox(page, 'Their email').fill(RECIPIENT);
    await textbox(page, 'Your name').fill('Alex Sender');
    await textbox(page, 'Your email').fill(SENDER);
    await textbox(page, 'Message (optional)').fill('Train hard!');
    await addButton(page).click();

    const panel = page.getByRole('dialog', { name: 'Your current cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-gift-certificate')).toContainText('Sam Recipient');
    await expect(panel.getByTestId('cart-gift-certificate')).toContainText('$100.00');
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    expect(page.url()).toMatch(/\/giftcertificates$/);
    expect(await certificates(page.request)).toEqual([
      expect.objectContaining({ amount: 100, recipient: { name: 'Sam Recipient', email: RECIPIENT }, sender: { name: 'Alex Sender', email: SENDER }, message: 'Train hard!' }),
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'Added a $100.00 gift certificate for Sam Recipient to your cart.' })).toBeVisible();
    // Ready for another: the sender stays.
    await expect(textbox(page, 'Their name')).toHaveValue('');
    await expect(textbox(page, 'Your email')).toHaveValue(SENDER);
    expect(log.count('POST', '/api/bigcommerce/cart')).toBe(1);
    log.expectNoSecrets([RECIPIENT, SENDER]);
  });

  test('mistakes are shown beside their fields before anything is sent, and focus goes to the first', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(PAGE);
    await whenInteractive(addButton(page));
    await textbox(page, 'Amount in dollars').fill('5');
    await textbox(page, 'Their email').fill('not-an-email');
    await addButton(page).click();
    await expect(textbox(page, 'Amount in dollars')).toBeFocused();
    await expect(textbox(page, 'Amount in dollars')).toHaveAccessibleDescription(cartMessages.giftCertificateAmount);
    await expect(textbox(page, 'Their email')).toHaveAccessibleDescription(cartMessages.email);
    await expect(textbox(page, 'Their name')).toHaveAccessibleDescription(cartMessages.recipientName);
    await expectAxeClean(page);
    expect(log.count('POST', '/api/bigcommerce/cart')).toBe(0);
  });

  test("a signed-in customer finds their own name and email filled in as the sender", async ({ page }) => {
    const email = uniqueEmail('gift-sender');
    await signUpThroughApi(page.request, email);
    await page.goto(PAGE);
    await expect(textbox(page, 'Your name')).toHaveValue('Phone Tester');
    await expect(textbox(page, 'Your email')).toHaveValue(email);
  });

  for (const width of [320, 1400]) {
    test(`fits ${width} px without sideways scroll, with 44 px tap targets`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const target of [page.getByRole('button', { name: '$25', exact: true }), addButton(page), textbox(page, 'Their email')]) {
        const box = await target.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused post comes back with each message beside its field and everything typed; corrected, it lands on the cart', async ({ page }) => {
    const log = recordRequests(page);
    await page.goto(PAGE);
    await expectAxeCleanWithoutScripts(page);
    // The common amounts need a script: not offered.
    await expect(page.getByRole('button', { name: '$25', exact: true })).toBeHidden();
    await fillForm(page, { amount: '1,500', name: 'Sam Recipient', email: 'sam@', from: 'Alex Sender', fromEmail: SENDER, message: 'See you at training' });
    await addButton(page).click();

    await expect(page).toHaveURL(/\/giftcertificates$/);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
    await expect(textbox(page, 'Amount in dollars')).toHaveAccessibleDescription(cartMessages.giftCertificateAmount);
    await expect(textbox(page, 'Their email')).toHaveAccessibleDescription(cartMessages.email);
    await expect(textbox(page, 'Amount in dollars')).toHaveValue('1,500');
    await expect(textbox(page, 'Their name')).toHaveValue('Sam Recipient');
    await expect(textbox(page, 'Their email')).toHaveValue('sam@');
    await expect(textbox(page, 'Your email')).toHaveValue(SENDER);
    await expect(textbox(page, 'Message (optional)')).toHaveValue('See you at training');
    await expectAxeCleanWithoutScripts(page);
    expect(await certificates(page.request)).toEqual([]);

    await textbox(page, 'Amount in dollars').fill('$75.50');
    await textbox(page, 'Their email').fill(RECIPIENT);
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added a $75.50 gift certificate for Sam Recipient to your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-gift-certificate')).toContainText('Sam Recipient');
    await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /^Cart/ })).toHaveAccessibleName(/^Cart \( ?1 item\)$/);
    expect(await certificates(page.request)).toEqual([
      expect.objectContaining({ amount: 75.5, recipient: { name: 'Sam Recipient', email: RECIPIENT }, sender: { name: 'Alex Sender', email: SENDER }, message: 'See you at training' }),
    ]);
    expect(log.count('POST', '/api/bigcommerce/cart')).toBe(2);
    log.expectNoSecrets([RECIPIENT, SENDER]);
  });
});

test.describe('before the scripts have run', () => {
  test('what was typed before hydration is what is added after it, in place and once', async ({ page }) => {
    const log = recordRequests(page);
    const scripts = await holdScripts(page);
    await page.goto(PAGE, { waitUntil: 'commit' });
    await fillForm(page, { amount: '40', name: 'Early Bird', email: RECIPIENT, from: 'Alex Sender', fromEmail: SENDER });
    scripts.release();
    await hydrated(page, `form[aria-label="Buy a gift certificate"] button[type="submit"]`);
    await expect(textbox(page, 'Their name')).toHaveValue('Early Bird');
    await addButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your current cart' })).toBeVisible();
    await expect.poll(() => certificates(page.request)).toEqual([expect.objectContaining({ amount: 40, recipient: { name: 'Early Bird', email: RECIPIENT } })]);
    expect(page.url()).toMatch(/\/giftcertificates$/);
    expect(log.count('POST', '/api/bigcommerce/cart')).toBe(1);
    log.expectNoSecrets([RECIPIENT, SENDER]);
  });

  test('a press before hydration posts the form once and shows the cart', async ({ page }) => {
    const log = recordRequests(page);
    const scripts = await holdScripts(page);
    await page.goto(PAGE, { waitUntil: 'commit' });
    await fillForm(page, { amount: '20', name: 'Quick Press', email: RECIPIENT, from: 'Alex Sender', fromEmail: SENDER });
    await expect(form(page)).toBeVisible();
    await addButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    scripts.release();
    await hydrated(page);
    await expect.poll(() => certificates(page.request)).toEqual([expect.objectContaining({ amount: 20, recipient: { name: 'Quick Press', email: RECIPIENT } })]);
    expect(log.count('POST', '/api/bigcommerce/cart')).toBe(1);
    log.expectNoSecrets([RECIPIENT, SENDER]);
  });
});

/* Checking out certificates alone: nothing ships, so the checkout asks no address and no shipping method, only the
   email and the buyer's details, with and without JavaScript; the confirmation says there is nothing to ship. */
async function checkoutCertificateOnly(page: Page) {
  const giftCertificate = { amount: 35, recipient: { name: 'Sam Recipient', email: RECIPIENT }, sender: { name: 'Alex Sender', email: SENDER } };
  expect((await page.request.post('/api/bigcommerce/cart', { data: { giftCertificate } })).status()).toBe(200);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your details' })).toContainText('Nothing in this order ships');
  await expect(page.getByRole('group', { name: 'Shipping address' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /shipping/i })).toHaveCount(0);
  await expect(textbox(page, 'Address Line 1')).toHaveCount(0);
  await expect(textbox(page, 'Postcode')).toHaveCount(0);
}

async function fillDetailsAndPlace(page: Page, email: string) {
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'First name').fill('Alex');
  await textbox(page, 'Last name').fill('Buyer');
  await textbox(page, 'Phone number').fill('0400 123 456');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('There is nothing to ship.')).toBeVisible();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Alex Buyer');
  await expect(details).toContainText('0400 123 456');
  await expect(details).not.toContainText('Australia');
}

test.describe('checking out certificates alone, with JavaScript', () => {
  test('asks only the email and the buyer\'s details; a missing name is shown beside its field before anything is sent', async ({ page }) => {
    await checkoutCertificateOnly(page);
    await whenInteractive(page.getByRole('button', { name: 'Place order' }));
    await expectAxeClean(page);
    const log = recordRequests(page);
    await textbox(page, 'Email').fill('buyer@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(textbox(page, 'First name')).toBeFocused();
    expect(log.count('POST', '/api/checkout')).toBe(0);
    await fillDetailsAndPlace(page, 'buyer@example.com');
  });
  test('a product added in another tab: Place order says the cart changed and shows the address and shipping method, then the order is placed', async ({ page }) => {
    await checkoutCertificateOnly(page);
    await whenInteractive(page.getByRole('button', { name: 'Place order' }));
    // Another tab of the same browser adds something that ships.
    expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 } } })).status()).toBe(200);
    await textbox(page, 'Email').fill('buyer@example.com');
    await textbox(page, 'First name').fill('Alex');
    await textbox(page, 'Last name').fill('Buyer');
    await textbox(page, 'Phone number').fill('0400 123 456');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByTestId('checkout-alert')).toContainText('Your cart has changed: something in it now ships. Please enter a shipping address and choose a shipping method.');
    await expect(page.getByRole('group', { name: 'Your details' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Standard shipping/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('9 Harbour Road');
    await page.getByRole('textbox', { name: 'Suburb', exact: true }).fill('Hobart');
    await page.getByRole('combobox', { name: /^State/ }).selectOption('Tasmania');
    await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('7000');
    await expect(textbox(page, 'First name')).toHaveValue('Alex');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
    await expect(page.getByText('9 Harbour Road')).toBeVisible();
  });
});

test.describe('checking out certificates alone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("asks only the email and the buyer's details; a refused post comes back beside its field, then the order is placed", async ({ page }) => {
    await checkoutCertificateOnly(page);
    await expectAxeCleanWithoutScripts(page);
    await textbox(page, 'Email').fill('buyer@example.com');
    await textbox(page, 'Last name').fill('Buyer');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(textbox(page, 'First name')).toHaveAccessibleDescription(/first name/i);
    await expect(textbox(page, 'Last name')).toHaveValue('Buyer');
    await fillDetailsAndPlace(page, 'buyer@example.com');
  });
});

test("the recipient's email shows with the name in the cart and the checkout's summary, a long one wrapping on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = 'annabelle.recipient-with-a-very-long-address@sports-nutrition-example.com.au';
  const giftCertificate = { amount: 50, recipient: { name: 'Ann', email }, sender: { name: 'Alex Sender', email: SENDER } };
  expect((await page.request.post('/api/bigcommerce/cart', { data: { giftCertificate } })).status()).toBe(200);
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  await page.goto('/cart');
  const line = page.getByTestId('cart-gift-certificate');
  await expect(line).toContainText(`To: Ann (${email})`);
  await expect(line.locator('svg[aria-hidden="true"]')).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);

  await page.goto('/checkout');
  await expect(page.getByText(`Gift certificate for Ann (${email})`)).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
});
