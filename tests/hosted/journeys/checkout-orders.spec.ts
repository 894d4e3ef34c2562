import { expect, signUp, test, uniqueEmail, whenInteractive } from '../fixtures';

/* Buying on BigCommerce: the shop's /checkout sends the shopper to the cart's BigCommerce checkout URL (the fake
   serves that page and places the order); the order then shows in the account's orders list and detail page
   (orders v2, filtered by the signed-in customer). */

test('checkout redirects to the BigCommerce checkout; the order shows in the orders list and its detail', async ({ page }) => {
  await signUp(page, uniqueEmail('buyer'));

  await page.goto('/products/whey-protein-isolate');
  await whenInteractive(page.getByRole('group', { name: 'Package Size' }).getByRole('radio').first());
  await page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Chocolate' }).check();
  await page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^1kg/ }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('2');
  const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'bc_cartId')?.value ?? '';
  expect(cartId).not.toBe('');

  // The shop's own /checkout answers with a redirect to BigCommerce's checkout for this cart.
  const redirect = await page.request.get('/checkout', { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  const checkoutUrl = new URL(redirect.headers().location ?? '');
  expect(checkoutUrl.pathname).toBe('/cart.php');
  expect(checkoutUrl.searchParams.get('action')).toBe('loadInCheckout');
  expect(checkoutUrl.searchParams.get('id')).toBe(cartId);

  await page.goto('/checkout');
  await expect(page).toHaveURL((url) => url.pathname === '/cart.php' && url.searchParams.get('id') === cartId);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = (await page.getByText(/Order #\d+ placed/).textContent()) ?? '';
  const orderId = /#(\d+)/.exec(placed)?.[1] ?? '';
  expect(orderId).not.toBe('');

  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your orders');
  const link = page.getByRole('table').first().getByRole('link', { name: `#${orderId}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderId}`);
  await expect(page.getByRole('main')).toContainText('Whey Protein Isolate');
  await expect(page.getByRole('main')).toContainText('$99.80');

  // Someone else's order number is not found.
  expect((await page.request.get(`/account/orders/${Number(orderId) + 1000}`)).status()).toBe(404);

  // A regular: 20 more orders through the same checkout. The list shows 20 a page, newest first; the first order
  // is on the second page.
  for (let count = 0; count < 20; count += 1) {
    await page.context().clearCookies({ name: 'bc_cartId' });
    const added = await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 } } });
    expect(added.status()).toBe(200);
    const id = (await page.context().cookies()).find((cookie) => cookie.name === 'bc_cartId')?.value ?? '';
    const placedPage = await page.request.post(new URL('/__fake/checkout', checkoutUrl).toString(), { form: { cartId: id } });
    expect(await placedPage.text()).toMatch(/Order #\d+ placed/);
  }
  await page.goto('/account/orders');
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows).toHaveCount(21); // the header row and 20 orders
  await expect(page.getByRole('table').first().getByRole('link', { name: `#${orderId}` })).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Order pages' });
  await expect(pager.getByRole('link', { name: 'Newer orders' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Older orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('table').first().getByRole('link', { name: `#${orderId}` })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Older orders' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Newer orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(rows).toHaveCount(21);
});
