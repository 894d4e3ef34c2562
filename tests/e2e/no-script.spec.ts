import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

/* The shop with JavaScript off, as a shopper on a slow phone sees it before the scripts arrive, or for good when
   they never do: every page's content is in the server HTML and shown (no Suspense boundary that a script must
   reveal), the header's menu, search and cart work as plain HTML, and the cart page's forms change the cart. Then
   the header with its scripts held back: what is pressed before hydration works, and the page carries on once they
   run. */

const PHONE = { width: 390, height: 844 };
/** A shopper's browser (a headless one's user agent gets pages rendered per request whole, as crawlers do). */
const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WPI = { productId: 101, variantId: 10101 };
/** axe on the page as a phone shows it without scripts, every violation failing. */
const ON_PHONE = { everyImpact: true, context: { userAgent: PHONE_CHROME, isMobile: true, hasTouch: true } };

/** The page's content is in <main> itself, shown: no <template> or hidden copy waiting for a script. */
async function expectMainShown(page: Page, heading: string | RegExp) {
  const main = page.locator('main#main');
  await expect(main.locator('template')).toHaveCount(0);
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('JavaScript off', () => {
  // axe runs in a second page (expectAxeCleanWithoutScripts), which takes its time on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // Reduced motion: the menu appears without sliding in, so its box can be measured at once.
  test.use({ javaScriptEnabled: false, userAgent: PHONE_CHROME, viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  const PAGES: { path: string; heading: string | RegExp; content: (page: Page) => ReturnType<Page['getByRole']> }[] = [
    { path: '/', heading: /./, content: (page) => page.getByRole('region', { name: 'Featured products' }).getByRole('link', { name: 'Whey Protein Isolate', exact: true }) },
    { path: '/products/whey-protein-isolate', heading: 'Whey Protein Isolate', content: (page) => page.getByRole('main').getByRole('button', { name: /add to cart/i }) },
    { path: '/categories/shop-by-sport', heading: /Sport/, content: (page) => page.getByRole('main').getByRole('article').first() },
    { path: '/search-results-page?q=protein', heading: 'Search Bulk Nutrients', content: (page) => page.getByRole('main').getByRole('article').first() },
    { path: '/faqs', heading: /./, content: (page) => page.getByRole('main').getByRole('link').first() },
    { path: '/blog', heading: /./, content: (page) => page.getByRole('main').getByRole('article').first() },
  ];

  for (const { path, heading, content } of PAGES) {
    test(`${path} shows its content without a script, and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expectMainShown(page, heading);
      await expect(content(page)).toBeVisible();
      // The footer comes after the page, not in its place.
      const mainBottom = await page.locator('main#main').evaluate((main) => main.getBoundingClientRect().bottom);
      const footerTop = await page.locator('body > div#__next > [data-deferred-footer] > footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(mainBottom);
      await expectAxeCleanWithoutScripts(page, ON_PHONE);
    });
  }

  test('the account pages show the customer their data without a script', async ({ page }) => {
    const email = uniqueEmail('no-script-account');
    await signUpThroughApi(page.request, email);
    await page.goto('/account/orders');
    await expectMainShown(page, 'Your orders');
    await expect(page.getByRole('main')).toContainText(email);
    await expectAxeCleanWithoutScripts(page, ON_PHONE);
    await page.goto('/account/addresses');
    await expectMainShown(page, 'Your addresses');
    await expect(page.getByRole('main')).toContainText('5 Audit Lane');
    await expectAxeCleanWithoutScripts(page, ON_PHONE);
  });

  test('the phone menu opens without a script and its links lead to their pages', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.x).toBe(0);
    // Every link is there: the groups' pages, popular searches, Rewards, Sign in, help and the phone number.
    await expect(menu.getByRole('navigation', { name: 'Popular searches' }).getByRole('link', { name: 'Creatine' })).toBeVisible();
    for (const name of ['Rewards', 'Sign in', 'Need Help?', /Call us/]) await expect(menu.getByRole('link', { name })).toBeVisible();
    await expectAxeCleanWithoutScripts(page, { ...ON_PHONE, prepare: async (twin) => {
      await twin.getByRole('button', { name: 'Open menu' }).click();
      await expect(twin.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    } });

    // The close button closes it.
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // A group opens to its page's link, which is followed.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByText('Sport', { exact: true }).click();
    await menu.getByRole('link', { name: 'Shop by Sport' }).click();
    await expect(page).toHaveURL(/\/categories\/shop-by-sport$/);
    await expectMainShown(page, /Sport/);

    // A popular search leads to its results.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Creatine' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?q=Creatine$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test("the phone's Search leads to a search box that searches; Recent, which needs a script, is not shown", async ({ page }) => {
    await page.goto('/products/whey-protein-isolate');
    const quickNav = page.getByRole('navigation', { name: 'Customer' });
    await expect(quickNav.getByRole('button', { name: 'Recent' })).toBeHidden();
    await quickNav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-results-page$/);
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search' }).or(page.getByRole('main').getByRole('searchbox')).first();
    await box.fill('creatine');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=creatine/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('the cart: a line added, its quantity changed and the line removed, all with forms', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    expect((await page.request.post('/api/bigcommerce/cart', { data: { item: { ...WPI, quantity: 1 }, locale: 'en-us' } })).status()).toBe(200);

    // The header's Cart is a link to the cart page.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectMainShown(page, 'Your cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Whey Protein Isolate');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$49.90');
    // − and + need a script: not shown.
    await expect(line.getByRole('button', { name: /Increase quantity/ })).toBeHidden();
    await expectAxeCleanWithoutScripts(page, ON_PHONE);

    await line.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' }).fill('3');
    await line.getByRole('button', { name: 'Update quantity of Whey Protein Isolate' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Whey Protein Isolate: quantity 3' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' })).toHaveValue('3');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$149.70');

    // A quantity that is not a whole number is held back by the browser's own check (the field's min and step).
    const field = page.getByRole('spinbutton', { name: 'Quantity of Whey Protein Isolate' });
    await field.fill('-1.5');
    await page.getByRole('button', { name: 'Update quantity of Whey Protein Isolate' }).click();
    expect(await field.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(false);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$149.70');

    await page.getByRole('button', { name: 'Remove Whey Protein Isolate' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('status').filter({ hasText: 'Removed Whey Protein Isolate from your cart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();
    await expectAxeCleanWithoutScripts(page, ON_PHONE);
    // Form posts: the changes went in request bodies, never in a URL.
    expect(urls.filter((url) => /quantity|itemId/.test(url))).toEqual([]);
  });

  test('an empty cart says so without a script', async ({ page }) => {
    await page.goto('/cart');
    await expectMainShown(page, 'Your cart');
    await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();
    await expect(page.getByText('Loading your cart')).toHaveCount(0);
  });
});

test.describe('scripts held back', () => {
  test.use({ userAgent: PHONE_CHROME, viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  /** Holds every script of the app until the returned function is called. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('the menu opens and its links work before hydration; opened early, it is the modal drawer once the scripts run', async ({ page }) => {
    const release = await holdScripts(page);
    // Not 'domcontentloaded': the browser fires it only after the (deferred) scripts have run.
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Rewards' })).toBeVisible();

    // The scripts arrive with the menu open: it stays open, now as the modal drawer (the page behind is held).
    release();
    await expect.poll(() => menu.evaluate((dialog) => (dialog as HTMLDialogElement).open && dialog.matches(':modal')), { timeout: 20_000 }).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(menu).toBeHidden();
  });

  test("a menu link pressed before hydration is followed; the Cart link leads to the cart page, and once hydrated it opens the panel", async ({ page }) => {
    const release = await holdScripts(page);
    // Not 'domcontentloaded': the browser fires it only after the (deferred) scripts have run.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Need Help?' }).click();
    await expect(page).toHaveURL(/\/faqs$/);

    await page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeVisible();

    release();
    await page.goto('/faqs');
    const cart = page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /^Cart/ });
    await cart.click({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Your current cart' })).toBeVisible();
    await expect(page).toHaveURL(/\/faqs$/);
  });
});
