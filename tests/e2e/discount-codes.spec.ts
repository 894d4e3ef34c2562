import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { captchaPass } from '../support/e2e/captcha';
import { asNewClient } from '../support/e2e/client-address';
import { hydrated } from '../support/e2e/hold-scripts';

/** Whey Protein Isolate, Chocolate 1kg: $49.90, plenty of stock in the embedded catalogue. */
const WPI_CHOC_1KG = { productId: 101, variantId: 10101 };

async function addToCart(request: APIRequestContext, quantity: number) {
  const response = await request.post('/api/bigcommerce/cart', { data: { item: { ...WPI_CHOC_1KG, quantity }, locale: 'en-us' } });
  expect(response.status()).toBe(200);
}

/**
 * The cart page of a new cart holding `quantity` of it, once it shows the sub total expected and its discount form
 * has hydrated (the tests here check the answers given in place; a press before hydration is a form post, which
 * the tests 'without JavaScript' below check).
 */
async function openCartOf(page: Page, quantity: number, subtotal: string) {
  await page.goto('/');
  await addToCart(page.request, quantity);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText(subtotal);
  await hydrated(page, '[data-testid="discount-code"] form');
}

async function signUp(request: APIRequestContext, email: string) {
  const signup = await request.post('/api/bigcommerce/customers/signup', {
    headers: asNewClient(),
    data: {
      email,
      password: 'Str0ng!pass1',
      confirm: 'Str0ng!pass1',
      firstName: 'Dana',
      lastName: 'Discount',
      company: '',
      country: 'AU',
      address1: '15 Coupon Lane',
      address2: '',
      suburb: 'Fitzroy',
      state: 'Victoria',
      postcode: '3065',
      phone: '0400 123 456',
      newsletter: false,
      captchaToken: await captchaPass(request),
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
}

test('SAVE10 in the cart changes the totals, and the order, its confirmation and the order history show the discount', async ({ page }) => {
  await page.goto('/');
  await signUp(page.request, `e2e-discount-${Date.now()}@example.com`);
  await addToCart(page.request, 2);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');
  await expect(page.getByTestId('free-shipping')).toContainText("You've got free shipping");
  await hydrated(page, '[data-testid="discount-code"] form');
  await page.getByLabel('Discount code').fill(' save10 ');
  await page.getByRole('button', { name: 'Apply' }).click();

  // 10% of $99.80 = $9.98: the totals change in place, and $89.82 is under the $99.00 free-shipping threshold.
  const discount = page.getByTestId('discount-code');
  await expect(discount.getByRole('status')).toHaveText('SAVE10 applied: 10% off.');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$89.82');
  await expect(page.getByTestId('discount-amount')).toHaveText('-$9.98');
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText('Discount (SAVE10)')).toBeVisible();
  await expect(page.getByTestId('free-shipping')).toContainText('$9.18 away from free shipping');
  await expect(discount.getByRole('button', { name: 'Remove discount code SAVE10' })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('complementary', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('$99.80');
  await expect(page.getByTestId('discount-amount')).toHaveText('-$9.98');
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$9.95');
  await expect(page.getByTestId('checkout-total')).toHaveText('$99.77');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('row', { name: /Discount \(SAVE10\)/ })).toContainText('-$9.98');
  await expect(page.getByTestId('order-total')).toHaveText('$99.77');
  const orderNumber = (await page.getByTestId('order-number').textContent())?.replace('#', '') ?? '';

  await page.getByRole('link', { name: 'View your orders' }).click();
  const row = page.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
  await expect(row.getByTestId('order-discount')).toHaveText('SAVE10 -$9.98');
  await row.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('row', { name: /Discount \(SAVE10\)/ })).toContainText('-$9.98');
});

test('TAKE15 under its minimum names the amount still to spend; an unknown code is refused', async ({ page }) => {
  await openCartOf(page, 1, '$49.90');

  const field = page.getByLabel('Discount code');
  await field.fill('TAKE15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-code').getByRole('alert')).toHaveText('Spend $50.10 more to use TAKE15');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('TAKE15');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$49.90');

  await field.fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('discount-code').getByRole('alert')).toHaveText("NOSUCHCODE isn't a discount code we know. Check the spelling and try again.");

  // A refusal belongs to the cart it was made for: a change of the cart takes it away.
  await page.getByRole('main').getByRole('button', { name: /^Increase quantity/ }).first().click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$99.80');
  await expect(page.getByTestId('discount-code').getByRole('alert')).toHaveText('');
  await expect(field).not.toHaveAttribute('aria-invalid');
});

test('by keyboard, Apply and Remove keep the focus in the discount form: on the refused code, on Remove once applied, on the field once removed', async ({ page }) => {
  await openCartOf(page, 2, '$99.80');
  const discount = page.getByTestId('discount-code');
  const field = page.getByLabel('Discount code');

  // Apply pressed from the keyboard is disabled while the code is checked; the answer gives the focus back, not to the page.
  await field.focus();
  await page.keyboard.type('nosuchcode');
  await page.keyboard.press('Tab');
  await expect(discount.getByRole('button', { name: 'Apply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(discount.getByRole('alert')).toHaveText("NOSUCHCODE isn't a discount code we know. Check the spelling and try again.");
  await expect(field).toBeFocused();

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('SAVE10');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(discount.getByRole('status')).toHaveText('SAVE10 applied: 10% off.');
  await expect(discount.getByRole('button', { name: 'Remove discount code SAVE10' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(discount.getByRole('status')).toHaveText('SAVE10 removed.');
  await expect(field).toBeFocused();
});

test('Checkout on the cart page waits while a code is typed but not applied: it says so beside the field, and goes once the field is cleared', async ({ page }) => {
  await openCartOf(page, 2, '$99.80');
  const discount = page.getByTestId('discount-code');
  const field = discount.getByLabel('Discount code');

  await field.fill('SAVE10');
  await page.getByRole('main').getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(discount.getByRole('alert')).toHaveText('Press Apply to use your discount code, or clear the field to go to checkout without it.');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('SAVE10');
  await expect(page).toHaveURL(/\/cart$/);

  await field.fill('');
  await page.getByRole('main').getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a code's 'applied' message belongs to the cart it was applied to: once the code is taken off it never comes back", async ({ page }) => {
  await openCartOf(page, 3, '$149.70');
  const discount = page.getByTestId('discount-code');
  await discount.getByLabel('Discount code').fill('TAKE15');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByRole('status')).toHaveText('TAKE15 applied: $15.00 off.');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$134.70');

  // Under TAKE15's $100 minimum the shop takes the code off, and says so once.
  const quantity = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' });
  await quantity.fill('1');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$49.90');
  await expect(discount.getByRole('status')).toHaveText(/^TAKE15 was removed from your order\. Spend \$[0-9.]+ more to use TAKE15\.$/);
  await expect(discount.getByRole('button', { name: 'Apply' })).toBeVisible();

  // The cart changes again, back to the amount the code was applied at: nothing says the code is applied.
  await quantity.fill('3');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$149.70');
  await expect(discount.getByRole('status')).toHaveText('');
  await expect(discount.getByRole('button', { name: 'Apply' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkout applies and removes a code by posting the form, then shows the message; what was typed stays', async ({ page }) => {
    await page.goto('/');
    await addToCart(page.request, 1);
    await page.goto('/checkout');
    await page.getByLabel('Email').fill('no-js@example.com');
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Suburb').fill('Hobart');
    await page.getByRole('combobox', { name: /^State/ }).selectOption('Tasmania');
    // Enter in the code's field submits the checkout form: the order is not placed with the code left unapplied.
    await page.getByLabel('Discount code').fill('save10');
    await page.getByLabel('Discount code').press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('discount-code').getByRole('alert')).toHaveText(/Press Apply to use your discount code/);
    await expect(page.getByLabel('Email')).toHaveValue('no-js@example.com');
    await page.getByLabel('Discount code').fill('take15');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('discount-code').getByRole('alert')).toHaveText('Spend $50.10 more to use TAKE15');
    await expect(page.getByLabel('Discount code')).toHaveValue('take15');

    await page.getByLabel('Discount code').fill('SAVE10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('SAVE10 applied: 10% off.')).toBeVisible();
    await expect(page.getByTestId('discount-amount')).toHaveText('-$4.99');
    await expect(page.getByTestId('checkout-total')).toHaveText(/\$/);
    await expect(page.getByLabel('Email')).toHaveValue('no-js@example.com');
    await expect(page.getByLabel('First name')).toHaveValue('Noor');
    await expect(page.getByLabel('Suburb')).toHaveValue('Hobart');
    await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Tasmania');

    await page.getByLabel('Last name').fill('Okafor');
    await page.getByRole('button', { name: 'Remove discount code SAVE10' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Discount code removed.')).toBeVisible();
    await expect(page.getByTestId('discount-amount')).toHaveCount(0);
    // Remove posts the checkout's form too: nothing typed is lost, and the code's field is empty again.
    await expect(page.getByLabel('Email')).toHaveValue('no-js@example.com');
    await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
    await expect(page.getByLabel('Suburb')).toHaveValue('Hobart');
    await expect(page.getByLabel('Discount code')).toHaveValue('');
  });
});
