import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { captchaPass } from '../support/e2e/captcha';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { fillGuestCheckout } from './support/forms';
import { asNewClient } from '../support/e2e/client-address';

/** Whey Protein Isolate, Chocolate 1kg: $49.90, plenty of stock in the embedded catalogue. */
const WPI_CHOC_1KG = { productId: 101, variantId: 10101 };

/** Adds to the cart through the cart API in the browser's own context, so the bc_cartId cookie lands in the browser. */
async function addToCart(request: APIRequestContext, quantity = 1) {
  const response = await request.post('/api/bigcommerce/cart', { data: { item: { ...WPI_CHOC_1KG, quantity }, locale: 'en-us' } });
  expect(response.status()).toBe(200);
}

/** Signs up through the shop's own API (captcha included), which also signs the browser in. */
async function signUp(request: APIRequestContext, email: string) {
  const pass = await captchaPass(request);
  const signup = await request.post('/api/bigcommerce/customers/signup', {
    headers: asNewClient(),
    data: {
      email,
      password: 'Str0ng!pass1',
      confirm: 'Str0ng!pass1',
      firstName: 'Robin',
      lastName: 'Checkout',
      company: '',
      country: 'AU',
      address1: '42 Saved Street',
      address2: '',
      suburb: 'Fitzroy',
      state: 'Victoria',
      postcode: '3065',
      phone: '0400 123 456',
      newsletter: false,
      captchaToken: pass,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
}

test('a guest checks out and sees the confirmation, which nobody else can open', async ({ page, browser }) => {
  await page.goto('/');
  await addToCart(page.request);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Whey Protein Isolate');
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('$49.90');
  await expect(page.getByTestId('payment-note')).toContainText('No card details needed');
  await expectAxeClean(page);

  await fillGuestCheckout(page, { email: 'e2e-guest@example.com', address1: '1 Example Street', suburb: 'Hobart', state: 'Tasmania', postcode: '7000' });
  await page.getByRole('radio', { name: /Express shipping/ }).check();
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$19.95');
  await expect(page.getByTestId('checkout-total')).toHaveText('$69.85');

  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.replace('#', '') ?? '';
  expect(orderNumber).toMatch(/^\d+$/);
  await expect(page.getByRole('table', { name: 'Items in this order' })).toContainText('Whey Protein Isolate');
  await expect(page.getByTestId('order-total')).toHaveText('$69.85');
  await expect(page.getByText('Awaiting Fulfillment')).toBeVisible();
  await expect(page.getByText('1 Example Street')).toBeVisible();
  await expectAxeClean(page);

  // The cart is gone: the checkout now offers a way back to the shop.
  await page.goto('/checkout');
  await expect(page.getByTestId('empty-cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();

  // Another browser cannot open the confirmation, nor read the order.
  const stranger = await browser.newContext();
  const response = await (await stranger.newPage()).goto(`/checkout/confirmation/${orderNumber}`);
  expect(response?.status()).toBe(404);
  expect((await stranger.request.get(`/api/orders/${orderNumber}`)).status()).toBe(404);
  await stranger.close();
});

test('a signed-in customer checks out to a saved address; a double click makes one order', async ({ page }) => {
  const email = `e2e-checkout-${Date.now()}@example.com`;
  await page.goto('/');
  await signUp(page.request, email);
  await addToCart(page.request, 2);

  await page.goto('/checkout');
  const emailField = page.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  const shipTo = page.getByRole('radiogroup', { name: 'Ship to' });
  await expect(shipTo.getByRole('radio').first()).toBeChecked();
  await expect(shipTo).toContainText('42 Saved Street');
  // 2 x $49.90 = $99.80: standard shipping is free over $99.00.
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
  await expect(page.getByTestId('checkout-total')).toHaveText('$99.80');

  await page.getByRole('button', { name: 'Place order' }).dblclick();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('42 Saved Street')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.replace('#', '') ?? '';

  await page.getByRole('link', { name: 'View your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const orders = page.getByRole('table').first();
  await expect(orders.getByRole('link', { name: `#${orderNumber}` })).toBeVisible();
  await expect(orders.locator('tbody tr')).toHaveCount(1);
});

test('on a phone, a field reached by Tab is never hidden under the sticky total and Place order bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await addToCart(page.request);
  await page.goto('/checkout');
  const bar = page.getByRole('button', { name: 'Place order' }).locator('xpath=..');
  await page.getByLabel('Email').focus();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return { name: element.getAttribute('name') ?? element.textContent ?? '', bottom: element.getBoundingClientRect().bottom };
    });
    if (focused.name === 'Place order') break;
    const barBox = await bar.boundingBox();
    expect(barBox, 'the bar is on screen').not.toBeNull();
    expect(focused.bottom, `${focused.name} is above the bar`).toBeLessThanOrEqual(barBox!.y + 1);
  }
});

test('the order total beside Place order is the chosen shipping method\'s before hydration too, and stays put when React takes over', async ({ page }) => {
  await page.goto('/');
  await addToCart(page.request);
  const scripts = await holdScripts(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  const total = page.getByTestId('place-order-total');
  await expect(total).toHaveText('$59.85', { useInnerText: true });
  await page.getByRole('radio', { name: /Express shipping/ }).check();
  await expect(total).toHaveText('$69.85', { useInnerText: true });
  await expect(page.getByTestId('checkout-total')).toHaveText('$69.85', { useInnerText: true });
  const before = await total.boundingBox();

  scripts.release();
  await hydrated(page, '#checkout-form');
  // The choice made before hydration is kept, and the hydrated total is the same text in the same place.
  await expect(page.getByRole('radio', { name: /Express shipping/ })).toBeChecked();
  await expect(total).toHaveText('$69.85');
  await expect(page.getByTestId('checkout-total')).toHaveText('$69.85');
  expect(await total.boundingBox()).toEqual(before);
});

test("'A new address' ticked and filled in before hydration is kept when React takes over, and the order goes there", async ({ page }) => {
  await page.goto('/');
  await signUp(page.request, `e2e-new-address-${Date.now()}@example.com`);
  await addToCart(page.request);
  const scripts = await holdScripts(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  const street = page.getByRole('textbox', { name: 'Address Line 1', exact: true });
  await expect(street).toBeHidden();
  await page.getByRole('radio', { name: 'A new address' }).check();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Elsewhere');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('0400 000 000');
  await street.fill('9 Harbour Road');
  await page.getByRole('textbox', { name: 'Suburb', exact: true }).fill('Hobart');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Tasmania');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('7000');

  scripts.release();
  await hydrated(page, '#checkout-form');
  await expect(page.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await expect(street).toHaveValue('9 Harbour Road');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByText('9 Harbour Road')).toBeVisible();
});

test("an Australian postcode of another state is named beside the postcode before anything is sent; the state's own postcode goes through", async ({ page }) => {
  await page.goto('/');
  await addToCart(page.request);
  await page.goto('/checkout');
  await hydrated(page, '#checkout-form');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout') posts += 1;
  });

  await fillGuestCheckout(page, { email: 'e2e-postcode@example.com', address1: '1 Collins Street', suburb: 'Melbourne', state: 'New South Wales', postcode: '3000' });
  await page.getByRole('button', { name: 'Place order' }).click();

  const postcode = page.getByLabel('Postcode');
  await expect(postcode).toHaveAccessibleDescription('Postcode 3000 is not in New South Wales. Please check the postcode and the state.');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toBeFocused();
  await expectAxeClean(page);
  expect(posts).toBe(0);

  // The state chosen again: the message goes, and the order is placed.
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Victoria');
  await expect(postcode).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  expect(posts).toBe(1);
});
