import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { fillGuestCheckout, textbox } from './support/forms';
import { uniqueEmail } from './support/accounts';
import { whenInteractive } from '../support/e2e/interactive';

/*
 * A gift certificate bought, emailed to its recipient (DATA_DIR/outbox) and spent at the embedded checkout: the
 * totals show "Gift certificate (…last 4)" and what is left to pay, and so does the confirmation; with and without
 * JavaScript.
 */

/** Whey Protein Isolate, Chocolate 1kg: $49.90. */
const WPI_CHOC_1KG = { productId: 101, variantId: 10101 };

/** Buys a certificate through the shop's API and answers the code the shop emailed to its recipient. */
async function boughtCertificateCode(page: Page, amount: number): Promise<string> {
  const recipient = uniqueEmail('recipient');
  const giftCertificate = { amount, recipient: { name: 'Sam Recipient', email: recipient }, sender: { name: 'Alex Sender', email: 'alex@example.com' } };
  expect((await page.request.post('/api/bigcommerce/cart', { data: { giftCertificate } })).status()).toBe(200);
  const billing = { firstName: 'Alex', lastName: 'Sender', phone: '0400 123 456', company: '' };
  expect((await page.request.post('/api/checkout', { data: { email: 'alex@example.com', billing } })).status()).toBe(200);
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let code: string | undefined;
  await expect
    .poll(() => {
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : [];
      const mail = mails.find((text) => text.includes(recipient) && text.includes('enter the code at checkout'));
      code = mail ? /Your certificate code: ([A-Z0-9]+)/.exec(mail)?.[1] : undefined;
      return Boolean(code);
    })
    .toBe(true);
  return code!;
}

async function checkoutWithGoods(page: Page) {
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { ...WPI_CHOC_1KG, quantity: 1 } } })).status()).toBe(200);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function expectPaidBy(page: Page, code: string) {
  const label = `Gift certificate (…${code.slice(-4)})`;
  // (Before the scripts run, each shipping method's figure is in the page and CSS shows the chosen one's.)
  await expect(page.getByTestId('checkout-gift-certificate')).toContainText('−$59.85');
  await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('checkout-amount-due')).toContainText('$0.00');
}

async function placeAndSeeReceipt(page: Page, code: string) {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('rowheader', { name: `Gift certificate (…${code.slice(-4)})` })).toBeVisible();
  await expect(page.getByTestId('order-gift-certificate')).toHaveText('−$59.85');
  await expect(page.getByTestId('order-amount-due')).toHaveText('$0.00');
}

test.describe('spending a gift certificate, with JavaScript', () => {
  test('the emailed code typed at checkout pays the order in place; an unknown code is refused beside the field', async ({ page }) => {
    const code = await boughtCertificateCode(page, 100);
    await checkoutWithGoods(page);
    const apply = page.getByRole('button', { name: 'Apply gift certificate' });
    await whenInteractive(apply);
    await textbox(page, 'Gift certificate').fill('NOSUCHCODE');
    await apply.click();
    await expect(page.getByRole('alert').filter({ hasText: "isn't a gift certificate code we know" })).toBeVisible();
    // Place order with a code typed but not applied: the order waits for it, and the field has the focus.
    await fillGuestCheckout(page, { email: uniqueEmail('spender'), address1: '1 Example St', suburb: 'Hobart', state: 'Tasmania', postcode: '7000' });
    await textbox(page, 'Gift certificate').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('checkout-alert')).toHaveText(/Press Apply gift certificate to pay with your gift certificate/);
    await expect(textbox(page, 'Gift certificate')).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    await apply.click();
    await expectPaidBy(page, code);
    await expect(page).toHaveURL(/\/checkout$/);
    await placeAndSeeReceipt(page, code);
  });
});

test.describe('spending a gift certificate, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Apply posts the checkout and comes back with the certificate applied and what was typed kept', async ({ page }) => {
    const code = await boughtCertificateCode(page, 100);
    await checkoutWithGoods(page);
    const email = uniqueEmail('spender');
    await fillGuestCheckout(page, { email, address1: '1 Example St', suburb: 'Hobart', state: 'Tasmania', postcode: '7000' });
    // Place order with the code typed but not applied: back with the reason beside the field, nothing ordered.
    await textbox(page, 'Gift certificate').fill(code);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('gift-certificate-payment').getByRole('alert')).toHaveText(/Press Apply gift certificate/);
    await expect(textbox(page, 'Gift certificate')).toHaveValue(code);
    await page.getByRole('button', { name: 'Apply gift certificate' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectPaidBy(page, code);
    await expect(textbox(page, 'Email')).toHaveValue(email);
    await placeAndSeeReceipt(page, code);
  });
});
