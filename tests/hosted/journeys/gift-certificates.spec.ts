import { expect, test, whenInteractive } from '../fixtures';
import { cartGiftCertificates as certificates } from '../../support/e2e/gift-certificates';

/* A gift certificate bought on /giftcertificates when the cart lives at BigCommerce (the fake, which checks each
   request against the published specs): with JavaScript, added in place; without it, the form's own post. Either
   way the cart BigCommerce holds has the certificate, with its amount, recipient, sender and message. */

const RECIPIENT = 'hosted.recipient@example.com';
const SENDER = 'hosted.sender@example.com';

const field = (page: import('@playwright/test').Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('with JavaScript: a gift certificate is added in place and BigCommerce holds it', async ({ page, control }) => {
  await page.goto('/giftcertificates');
  await (await whenInteractive(page.getByRole('button', { name: '$50', exact: true }))).click();
  await field(page, 'Their name').fill('Robin Recipient');
  await field(page, 'Their email').fill(RECIPIENT);
  await field(page, 'Your name').fill('Kim Sender');
  await field(page, 'Your email').fill(SENDER);
  await field(page, 'Message (optional)').fill('Enjoy!');
  await page.getByRole('button', { name: 'Add gift certificate to cart' }).click();

  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-gift-certificate')).toContainText('Robin Recipient');
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  expect(await certificates(page.request)).toEqual([
    expect.objectContaining({ amount: 50, recipient: { name: 'Robin Recipient', email: RECIPIENT }, sender: { name: 'Kim Sender', email: SENDER }, message: 'Enjoy!' }),
  ]);
  const { bigcommerce } = await control.state();
  expect(bigcommerce.failures).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the form's post adds the certificate and goes on to the cart; a mistake comes back beside its field", async ({ page, control }) => {
    await page.goto('/giftcertificates');
    await field(page, 'Amount in dollars').fill('12.345');
    await field(page, 'Their name').fill('Robin Recipient');
    await field(page, 'Their email').fill(RECIPIENT);
    await field(page, 'Your name').fill('Kim Sender');
    await field(page, 'Your email').fill(SENDER);
    await page.getByRole('button', { name: 'Add gift certificate to cart' }).click();
    await expect(page).toHaveURL(/\/giftcertificates$/);
    await expect(field(page, 'Amount in dollars')).toHaveAccessibleDescription(/between \$10 and \$1,000/);
    await expect(field(page, 'Their email')).toHaveValue(RECIPIENT);

    await field(page, 'Amount in dollars').fill('120');
    await page.getByRole('button', { name: 'Add gift certificate to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added a $120.00 gift certificate for Robin Recipient to your cart' })).toBeVisible();
    await expect(page.getByTestId('cart-gift-certificate')).toContainText('Robin Recipient');
    expect(await certificates(page.request)).toEqual([expect.objectContaining({ amount: 120, recipient: { name: 'Robin Recipient', email: RECIPIENT } })]);
    const { bigcommerce } = await control.state();
    expect(bigcommerce.failures).toEqual([]);
  });
});
