import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { whenInteractive } from '../support/e2e/interactive';
import { holdScripts } from '../support/e2e/hold-scripts';
import { cartLines } from './support/forms';

/* The cart in a real browser against the production build with a fresh DATA_DIR. Each test has its own browser
   context, so its own bc_cartId cookie and its own cart. Whey Protein Isolate's third variant (Chocolate / 5kg) is
   out of stock in the embedded dataset. */

function wpiCard(page: Page) {
  return page.getByRole('region', { name: 'Featured products' }).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) });
}

async function quickAddWpi(page: Page, variant: RegExp) {
  await page.goto('/');
  await (await whenInteractive(wpiCard(page).getByRole('button', { name: variant }))).click();
}

test('quick add, the cart panel and badge, then the cart page: debounced quantity, remove, empty', async ({ page }) => {
  // The page's clock runs as usual, and is held still for the two presses below: they fall within the quantity's
  // 500 ms wait however slow the machine is.
  await page.clock.install();
  await quickAddWpi(page, /Chocolate \/ 1kg/);

  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  await expect(panel.getByTestId('cart-line')).toContainText('Whey Protein Isolate');
  await expect(panel.getByTestId('cart-line')).toContainText('Flavour: Chocolate');
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('$49.90');
  await expect(page.getByTestId('cart-badge')).toContainText('1');

  await panel.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /Cart/ })).toBeDisabled();

  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/bigcommerce/cart')) puts.push(request.postData() ?? '');
  });
  const line = page.getByTestId('cart-line');
  const increase = line.getByRole('button', { name: 'Increase quantity of Whey Protein Isolate' });
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/bigcommerce/cart'));
  await page.clock.pauseAt(Date.now() + 1000);
  await increase.click();
  await increase.click();
  await expect(line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('3');
  await page.clock.resume();
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$149.70');
  await expect(page.getByTestId('cart-gst')).toHaveText('$13.61');
  await expect(page.getByTestId('cart-badge')).toContainText('3');
  // Two presses within the wait, one PUT with the last quantity.
  expect(puts).toHaveLength(1);
  expect(JSON.parse(puts[0])).toMatchObject({ item: { quantity: 3 } });

  await line.getByRole('button', { name: 'Remove Whey Protein Isolate' }).click();
  await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();
  await expect(page.getByTestId('empty-cart').getByRole('listitem').getByRole('link')).toHaveCount(4);
  await expect(page.getByTestId('empty-cart').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // The cart is gone on the server too: a reload still shows the empty cart.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();
});

test('quick add shows an out-of-stock variant disabled and sold out: it is never offered and then refused', async ({ page }) => {
  await page.goto('/');
  const soldOut = await whenInteractive(wpiCard(page).getByRole('button', { name: /Chocolate \/ 5kg/ }));
  await expect(soldOut).toBeDisabled();
  await expect(soldOut).toContainText('(sold out)');
  await soldOut.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Your current cart' })).toBeHidden();
  await expect(wpiCard(page).getByRole('alert')).toHaveCount(0);
  // (The failure message for an add the server refuses is covered by tests/unit/components/cart/QuickAdd.test.tsx.)
});

test('the product page cannot choose an out-of-stock variant, is disabled for a sold-out product and adds an in-stock one, focus coming back to its button', async ({ page }) => {
  await page.goto('/products/hot-cross-bun-whey');
  await whenInteractive(page.getByRole('button', { name: 'Add to cart' }));
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

  await page.goto('/products/whey-protein-isolate');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await whenInteractive(page.getByRole('group', { name: 'Package Size' }).getByRole('radio').first());
  await page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Chocolate' }).check();
  await expect(page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^5kg/ })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^5kg/ })).toHaveAccessibleName('5kg $199.90 (sold out)');

  await page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^1kg/ }).check();
  await expect(add).toBeEnabled();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  // By keyboard: the panel the add opens gives the focus back to Add to cart when closed.
  await add.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-line')).toContainText('Package Size: 1kg');
  await expect(panel.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('2');
  await expect(page.getByTestId('cart-badge')).toContainText('2');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(add).toBeFocused();
});

test('the recently viewed panel shows the products viewed, newest first', async ({ page }) => {
  const recent = page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Recent' });
  await page.goto('/products/whey-protein-concentrate');
  await whenInteractive(recent);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('recentlyViewed') ?? '')).toContain('whey-protein-concentrate');
  await page.goto('/products/whey-protein-isolate');
  await (await whenInteractive(recent)).click();
  const panel = page.getByRole('dialog', { name: 'Your recently viewed products' });
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expect(panel.getByRole('article').first().getByRole('heading')).toHaveText('Whey Protein Isolate');
  await expect(panel.getByRole('article').nth(1).getByRole('heading')).toHaveText('Whey Protein Concentrate');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Recent' })).toBeFocused();
});

test('axe: no serious or critical violations with the cart panel open and on /cart with items', async ({ page }) => {
  await quickAddWpi(page, /Chocolate \/ 2\.5kg/);
  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  await expectAxeClean(page, { within: '#cart-panel' });

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectAxeClean(page);
});

test('removing lines by keyboard: focus moves to the line now in its place, then to the empty cart, and each removal is announced', async ({ page }) => {
  await page.goto('/');
  // Whey Protein Isolate, then another product (two names, to tell the lines apart).
  for (const item of [{ productId: 101, variantId: 10101 }, { productId: 102, variantId: 10201 }]) {
    expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { ...item, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);
  }
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(lines).toHaveCount(2);
  const first = lines.first().getByRole('button', { name: /^Remove / });
  await whenInteractive(first);
  const secondName = await lines.nth(1).getByRole('heading').innerText();
  expect(secondName).not.toBe(await lines.first().getByRole('heading').innerText());
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^Removed .+ from your cart\.$/ })).toBeAttached();
  // Focus is on the remaining line (its product link), not lost to the page.
  await expect(page.locator(':focus')).toHaveAccessibleName(secondName);

  await lines.first().getByRole('button', { name: /^Remove / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeFocused();
});

test('before hydration the quantity is one plain field; − and + then appear over its ends without moving it', async ({ page }) => {
  await page.goto('/');
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 2 }, locale: 'en-us' } })).status()).toBe(200);
  const scripts = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  const line = page.getByTestId('cart-line');
  const field = line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' });
  const stepper = field.locator('xpath=..');
  const increase = line.getByRole('button', { name: 'Increase quantity of Whey Protein Isolate' });
  await expect(field).toHaveValue('2');
  await expect(increase).toBeHidden();
  // Not hydrated yet: the bordered box is the field itself, no empty boxes beside the number.
  const fieldBefore = (await field.boundingBox())!;
  const stepperBefore = await stepper.boundingBox();
  expect(stepperBefore!.width - fieldBefore.width).toBeLessThanOrEqual(2);

  scripts.release();
  await whenInteractive(increase);
  await expect(increase).toBeVisible();
  expect(await field.boundingBox()).toEqual(fieldBefore);
  expect(await stepper.boundingBox()).toEqual(stepperBefore);
});

test('two flavours of one product are two lines whose controls say which: quantity, Remove and the removal name flavour and size', async ({ page }) => {
  for (const variantId of [10101, 10104]) {
    expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId, quantity: 1 } } })).status()).toBe(200);
  }
  await page.goto('/cart');
  const main = page.getByRole('main');
  for (const label of ['Whey Protein Isolate (Chocolate, 1kg)', 'Whey Protein Isolate (Vanilla, 1kg)']) {
    await expect(main.getByRole('spinbutton', { name: `Quantity of ${label}`, exact: true })).toHaveCount(1);
    await expect(main.getByRole('button', { name: `Remove ${label}`, exact: true })).toHaveCount(1);
  }
  const removeVanilla = await whenInteractive(main.getByRole('button', { name: 'Remove Whey Protein Isolate (Vanilla, 1kg)', exact: true }));
  await removeVanilla.click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(main.getByRole('status').filter({ hasText: 'Removed Whey Protein Isolate (Vanilla, 1kg) from your cart.' })).toBeAttached();
  await expect(main.getByRole('button', { name: 'Increase quantity of Whey Protein Isolate (Chocolate, 1kg)', exact: true })).toBeVisible();
});

test('two gift certificates are two lines whose Remove says whom each is for, as does the removal', async ({ page }) => {
  for (const name of ['Sam Recipient', 'Jo Recipient']) {
    const giftCertificate = { amount: 40, recipient: { name, email: 'recipient@example.com' }, sender: { name: 'Alex Sender', email: 'alex.sender@example.com' } };
    expect((await page.request.post('/api/bigcommerce/cart', { data: { giftCertificate } })).status()).toBe(200);
  }
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Remove Gift Certificate for Sam Recipient', exact: true })).toHaveCount(1);
  const removeJo = await whenInteractive(main.getByRole('button', { name: 'Remove Gift Certificate for Jo Recipient', exact: true }));
  await removeJo.click();
  await expect(page.getByTestId('cart-gift-certificate')).toHaveCount(1);
  await expect(main.getByRole('status').filter({ hasText: 'Removed Gift Certificate for Jo Recipient from your cart.' })).toBeAttached();
});

test("a Remove that fails keeps the line and says why beside it, for a gift certificate as for a product's line", async ({ page }) => {
  // A cart of one product line and one gift certificate (the context's cookie names it).
  expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 } } })).status()).toBe(200);
  const giftCertificate = { amount: 40, recipient: { name: 'Sam Recipient', email: 'sam.recipient@example.com' }, sender: { name: 'Alex Sender', email: 'alex.sender@example.com' } };
  expect((await page.request.post('/api/bigcommerce/cart', { data: { giftCertificate } })).status()).toBe(200);
  await page.goto('/cart');
  const certificate = page.getByTestId('cart-gift-certificate');
  const line = page.getByTestId('cart-line');
  const removeCertificate = await whenInteractive(certificate.getByRole('button', { name: 'Remove Gift Certificate' }));

  // The cart API is down for removals: its answer is a 503 the first time, no answer at all the second.
  let failures = 0;
  await page.route('**/api/bigcommerce/cart*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    failures += 1;
    if (failures === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }) });
    return route.abort('failed');
  });
  await removeCertificate.click();
  const certificateError = certificate.getByRole('alert');
  await expect(certificateError).toHaveText("We couldn't remove Gift Certificate for Sam Recipient from your cart. Please try again.");
  await expect(removeCertificate).toBeEnabled();
  await expect(removeCertificate).toHaveAccessibleDescription("We couldn't remove Gift Certificate for Sam Recipient from your cart. Please try again.");
  await expect(certificate).toContainText('Sam Recipient');

  const removeLine = line.getByRole('button', { name: 'Remove Whey Protein Isolate' });
  await removeLine.click();
  await expect(line.getByRole('alert')).toHaveText("We couldn't remove Whey Protein Isolate (Chocolate, 1kg) from your cart. Please try again.");
  await expect(line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('1');
  await expectAxeClean(page);

  // The cart API answers again: the same Remove goes through and its message goes with the line.
  await page.unroute('**/api/bigcommerce/cart*');
  await removeCertificate.click();
  await expect(certificate).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await removeLine.click();
  await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();
});

test('a line another tab removed: changing it here reads the cart again, the line goes, the totals are right and the reason stays until the next change', async ({ page, context }) => {
  await page.goto('/');
  // Whey Protein Isolate ($49.90) and Whey Protein Concentrate ($36.90), Chocolate 1kg.
  for (const item of [{ productId: 101, variantId: 10101 }, { productId: 102, variantId: 10201 }]) {
    expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { ...item, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);
  }
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$86.80');
  const increase = await whenInteractive(lines.getByRole('button', { name: 'Increase quantity of Whey Protein Isolate' }));

  // The same cart in another tab: Whey Protein Isolate is removed there.
  const other = await context.newPage();
  await other.goto('/cart');
  await (await whenInteractive(other.getByRole('button', { name: 'Remove Whey Protein Isolate' }))).click();
  await expect(other.getByTestId('cart-line')).toHaveCount(1);
  await other.close();

  // This tab still shows it; changing its quantity is answered 404, and the cart is read again.
  await increase.click();
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Whey Protein Concentrate');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$36.90');
  const reason = page.getByRole('alert').filter({ hasText: 'That item is not in your cart.' });
  await expect(reason).toBeVisible();
  await expectAxeClean(page);

  // The next change of the cart takes the reason away.
  await lines.getByRole('button', { name: 'Increase quantity of Whey Protein Concentrate' }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$73.80');
  await expect(reason).toHaveCount(0);
});

/* Pre-Workout Sample Sachets (product 139) are sold two at a time: a minimum of 2 per order. */
const SACHETS = 'Pre-Workout Sample Sachets';

function sachetsResult(page: Page) {
  return page.getByRole('region', { name: 'Results', exact: true }).getByRole('article').filter({ has: page.getByRole('heading', { name: SACHETS, exact: true }) });
}

test("quick add on a search result adds the product's minimum per order (2 sachets); its product page starts at that minimum", async ({ page }) => {
  await page.goto('/search-results-page?q=sachets');
  const card = sachetsResult(page);
  await expect(card.getByRole('group', { name: 'Quick add (minimum 2)' })).toBeVisible();
  await (await whenInteractive(card.getByRole('button', { name: `Add 2 of ${SACHETS}, Sour Grape / 10g Sachet` }))).click();

  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-line')).toContainText(SACHETS);
  await expect(panel.getByRole('spinbutton', { name: `Quantity of ${SACHETS}` })).toHaveValue('2');
  await expect(page.getByTestId('cart-badge')).toContainText('2');
  // Nothing refused: no alert on the card, and the panel's alert regions say nothing.
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(await cartLines(page.request)).toEqual([{ variantId: 13901, quantity: 2 }]);

  await page.goto('/products/pre-workout-sample-sachets');
  const quantity = await whenInteractive(page.getByRole('spinbutton', { name: 'Quantity' }));
  await expect(quantity).toHaveValue('2');
  await expect(quantity).toHaveAttribute('min', '2');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("quick add on a search result posts the product's minimum per order; the product page's field starts there and the browser refuses fewer", async ({ page }) => {
    await page.goto('/search-results-page?q=sachets');
    await sachetsResult(page).getByRole('button', { name: `Add 2 of ${SACHETS}, Blue Raspberry / 10g Sachet` }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: `Added ${SACHETS} Blue Raspberry 10g Sachet to your cart` })).toBeVisible();
    await expect(page.getByTestId('cart-line').getByRole('spinbutton', { name: `Quantity of ${SACHETS}` })).toHaveValue('2');
    expect(await cartLines(page.request)).toEqual([{ variantId: 13902, quantity: 2 }]);

    await page.goto('/products/pre-workout-sample-sachets');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('2');
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The browser's own check: nothing is posted, the page stays.
    await expect(page).toHaveURL(/\/products\/pre-workout-sample-sachets$/);
    expect(await quantity.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
    expect(await cartLines(page.request)).toEqual([{ variantId: 13902, quantity: 2 }]);
  });
});
