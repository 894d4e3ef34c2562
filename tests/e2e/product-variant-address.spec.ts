import { expect, test, type Page } from '@playwright/test';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { whenInteractive } from '../support/e2e/interactive';
import { signUpThroughApi, uniqueEmail } from './support/accounts';
import { cartLines } from './support/forms';

/*
 * /products/<slug>?variant=<variant id> (where a guest comes back to after saving from the product page and signing
 * in): the server's HTML has that variant chosen, so it is what the shopper sees and what Add to cart adds before and
 * without JavaScript; the page is still the product's one page for search engines.
 */

const PRODUCT = '/products/whey-protein-isolate';
/** Strawberry 2.5kg: neither the flavour, the size, the price nor the picture of the page's default (Chocolate 1kg). */
const STRAWBERRY_2_5KG = { id: 10108, flavour: 'Strawberry', size: /^2\.5kg/, price: '$109.90', sku: 'SKU: WPI-STRA-2.5K', picture: 'Whey Protein Isolate, Strawberry pack shot' };

async function expectChosen(page: Page, flavour: string, size: RegExp): Promise<void> {
  await expect(page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: flavour, exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: size })).toBeChecked();
}

async function expectStrawberryShown(page: Page): Promise<void> {
  await expectChosen(page, STRAWBERRY_2_5KG.flavour, STRAWBERRY_2_5KG.size);
  await expect(page.getByTestId('price').first()).toHaveText(`Price: ${STRAWBERRY_2_5KG.price}`);
  await expect(page.getByText(STRAWBERRY_2_5KG.sku)).toBeVisible();
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await expect(page.getByTestId('gallery-main')).toHaveAttribute('alt', STRAWBERRY_2_5KG.picture);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the variant in the address is the one shown and the one Add to cart adds', async ({ page }) => {
    await page.goto(`${PRODUCT}?variant=${STRAWBERRY_2_5KG.id}`);
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}\\?variant=${STRAWBERRY_2_5KG.id}$`));
    await expectStrawberryShown(page);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Added Whey Protein Isolate Strawberry 2.5kg to your cart' })).toBeVisible();
    expect(await cartLines(page.request)).toEqual([{ variantId: STRAWBERRY_2_5KG.id, quantity: 1 }]);
  });

  test("a variant that is not the product's opens the product page as it is, never an error", async ({ page }) => {
    // Not a number, too long to be an id, empty: the address is the product page's, as it was asked for.
    for (const variant of ['abc', '12345678901234', '']) {
      const response = await page.goto(`${PRODUCT}?variant=${variant}`);
      expect(response?.status(), variant).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}\\?variant=${variant}$`));
      await expectChosen(page, 'Chocolate', /^1kg/);
    }
    // An id of no variant of the product (none such, another product's: Creatine Monohydrate 250g) goes on to the
    // product page itself.
    for (const variant of ['999999999', '11801']) {
      const response = await page.goto(`${PRODUCT}?variant=${variant}`);
      expect(response?.status(), variant).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
      await expectChosen(page, 'Chocolate', /^1kg/);
    }
  });

  test('an id of no variant is a redirect to the product page, not a page built and stored for every id asked for', async ({ request }) => {
    for (const variant of ['999999998', '999999999']) {
      const response = await request.get(`${PRODUCT}?variant=${variant}`, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(307);
      expect(new URL(response.headers().location, 'http://shop.test').pathname).toBe(PRODUCT);
    }
  });

  test("with a variant chosen it is still the product's one page for search engines: same canonical and structured data", async ({ page }) => {
    const headOf = async (path: string) => {
      await page.goto(path);
      return page.evaluate(() => ({
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
        structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
      }));
    };
    const bare = await headOf(PRODUCT);
    expect(bare.canonical).toMatch(new RegExp(`${PRODUCT}$`));
    expect(await headOf(`${PRODUCT}?variant=${STRAWBERRY_2_5KG.id}`)).toEqual(bare);
  });

  test('a cart line and a saved item link to the product with their own variant chosen', async ({ page, baseURL }) => {
    await signUpThroughApi(page.request, uniqueEmail('variant-links'));
    const item = { productId: 101, variantId: STRAWBERRY_2_5KG.id };
    expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { ...item, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);
    expect((await page.request.post('/api/account/wishlist', { data: item, headers: { origin: baseURL! } })).status()).toBe(200);

    await page.goto('/cart');
    await page.getByTestId('cart-line').getByRole('link', { name: 'Whey Protein Isolate' }).click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}\\?variant=${STRAWBERRY_2_5KG.id}$`));
    await expectStrawberryShown(page);

    await page.goto('/account/wishlist');
    await page.getByRole('list', { name: 'Saved products' }).getByRole('link', { name: 'Whey Protein Isolate' }).click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}\\?variant=${STRAWBERRY_2_5KG.id}$`));
    await expectStrawberryShown(page);
  });

  test('the page with a variant chosen may be kept by a shared cache, like the product page', async ({ request }) => {
    const response = await request.get(`${PRODUCT}?variant=${STRAWBERRY_2_5KG.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/\bs-maxage=\d+/);
    expect(response.headers()['cache-control']).not.toMatch(/\b(private|no-store)\b/);
  });
});

test('the variant in the address is chosen before the scripts run, and is the one added once they have', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${PRODUCT}?variant=${STRAWBERRY_2_5KG.id}`, { waitUntil: 'commit' });
  await expectStrawberryShown(page);
  scripts.release();
  await hydrated(page, `form[action="/api/bigcommerce/cart"] button[type="submit"]`);
  await expectStrawberryShown(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
  await expect.poll(() => cartLines(page.request)).toEqual([{ variantId: STRAWBERRY_2_5KG.id, quantity: 1 }]);
});

test('with JavaScript the variant in the address is chosen with no hydration error, the address is made clean, and another option can be chosen', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${PRODUCT}?variant=${STRAWBERRY_2_5KG.id}`);
  await whenInteractive(page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Vanilla', exact: true }));
  await expectStrawberryShown(page);
  // Once shown, the address is the product's own again (a reload opens the product page as it is).
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expectStrawberryShown(page);

  await page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Vanilla', exact: true }).check();
  await expectChosen(page, 'Vanilla', /^2\.5kg/);
  await expect(page.getByText('SKU: WPI-VANI-2.5K')).toBeVisible();
  await expect(page.getByTestId('gallery-main')).toHaveAttribute('alt', 'Whey Protein Isolate, Vanilla pack shot');

  // A client-side navigation to an address with a variant opens it with that variant chosen too.
  const push = (url: string) => page.evaluate((to) => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(to), url);
  await push('/');
  await expect(page).toHaveURL(/\/$/);
  await push(`${PRODUCT}?variant=${STRAWBERRY_2_5KG.id}`);
  await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  await expectStrawberryShown(page);
  expect(errors).toEqual([]);
});
