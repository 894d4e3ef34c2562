import { expect, test } from '../fixtures';

/* A discount code on the fake BigCommerce: applied to the cart's checkout as a coupon (applyCheckoutCoupon), shown
   with the new totals, refused with the shop's message when BigCommerce does not know it, and removed
   (unapplyCheckoutCoupon). Whey Protein Isolate's Chocolate / 1kg variant costs $49.90 in the seed catalogue. */

test('apply SAVE10 -> the totals change -> an unknown code is refused -> remove', async ({ page, control }) => {
  await page.goto('/');
  const added = await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 2 } } });
  expect(added.status()).toBe(200);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');
  const form = page.getByTestId('discount-code');
  await page.getByLabel('Discount code').fill('save10');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$89.82');
  await expect(page.getByTestId('discount-amount')).toHaveText('-$9.98');
  await expect(page.getByText('Discount (SAVE10)')).toBeVisible();
  // The coupon lives on BigCommerce's checkout: a reload reads it back.
  await page.reload();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$89.82');

  const remove = form.getByRole('button', { name: 'Remove discount code SAVE10' });
  await remove.click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');
  await expect(page.getByTestId('discount-amount')).toHaveCount(0);

  await page.getByLabel('Discount code').fill('NOSUCHCODE');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('alert')).toHaveText("NOSUCHCODE isn't a discount code we know. Check the spelling and try again.");
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');

  const { bigcommerce } = await control.state();
  expect(bigcommerce.counts.operations).toMatchObject({
    'graphql:ApplyCheckoutCoupon': expect.any(Number),
    'graphql:UnapplyCheckoutCoupon': expect.any(Number),
  });
});

test("a quantity lowered below TAKE15's minimum spend takes the code off, saying why; the totals are without it", async ({ page }) => {
  await page.goto('/');
  const added = await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 3 } } });
  expect(added.status()).toBe(200);

  await page.goto('/cart');
  const form = page.getByTestId('discount-code');
  await page.getByLabel('Discount code').fill('TAKE15');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-amount')).toHaveText('-$15.00');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$134.70');

  const line = page.getByTestId('cart-line');
  await line.getByRole('button', { name: 'Decrease quantity of Whey Protein Isolate' }).click();
  await expect(line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('2');
  await expect(form.getByRole('status')).toHaveText('TAKE15 was removed from your order. Spend $0.20 more to use TAKE15.');
  await expect(page.getByTestId('discount-amount')).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');
  // Off BigCommerce's checkout too: a reload reads no code back.
  await page.reload();
  await expect(page.getByTestId('discount-amount')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Apply' })).toBeVisible();
});
