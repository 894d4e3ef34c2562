import { expect, test, whenInteractive } from '../fixtures';

/* The cart on the fake BigCommerce: quick add from the home page, the cart panel, the cart page, a debounced quantity
   change and remove. Whey Protein Isolate's Chocolate / 1kg variant costs $49.90 in the seed catalogue. */

test('quick add -> cart panel -> cart page -> quantity change -> remove', async ({ page, control }) => {
  await page.goto('/');
  const card = page
    .getByRole('region', { name: 'Featured products' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) });
  await (await whenInteractive(card.getByRole('button', { name: /Chocolate \/ 1kg/ }))).click();

  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  await expect(panel.getByTestId('cart-line')).toContainText('Whey Protein Isolate');
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('$49.90');
  await expect(page.getByTestId('cart-badge')).toContainText('1');

  // The cart lives at BigCommerce: the fake holds it.
  const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'bc_cartId')?.value;
  expect(cartId).toBeTruthy();

  await panel.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();

  const line = page.getByTestId('cart-line');
  const increase = line.getByRole('button', { name: 'Increase quantity of Whey Protein Isolate' });
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/bigcommerce/cart'));
  await increase.click();
  await increase.click();
  await expect(line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('3');
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$149.70');
  await expect(page.getByTestId('cart-badge')).toContainText('3');
  // A reload reads the cart back from BigCommerce.
  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('3');

  await page.getByTestId('cart-line').getByRole('button', { name: 'Remove Whey Protein Isolate' }).click();
  await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();

  const { bigcommerce } = await control.state();
  const cartOperations = Object.keys(bigcommerce.counts.operations).filter((operation) => /cart/i.test(operation));
  expect(cartOperations.length).toBeGreaterThan(0);
});
