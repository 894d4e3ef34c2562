import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';
import { whenInteractive } from '../support/e2e/interactive';
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

  test('the phone menu lists the categories of every Shop by group without a script, and a category is followed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const shopBy = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Shop by' });
    const groups = shopBy.locator('details');
    await expect(groups).toHaveCount(6);
    for (const group of await groups.all()) {
      await group.locator('summary').click();
      // The group's own page first, then its categories.
      const links = group.getByRole('link');
      await expect(links.first()).toHaveText(/^Shop by /);
      expect(await links.count(), await group.locator('summary').innerText()).toBeGreaterThan(3);
      for (const link of await links.all()) await expect(link).toBeVisible();
    }
    const sport = groups.filter({ has: page.locator('summary', { hasText: 'Sport' }) });
    await expect(sport.getByRole('link')).toHaveText(['Shop by Sport', 'Combat Sports', 'Cycling', 'Gym and Strength', 'Running', 'Swimming', 'Team Sports']);
    await sport.getByRole('link', { name: 'Swimming' }).click();
    await expect(page).toHaveURL(/\/categories\/shop-by-sport\/swimming$/);
    await expectMainShown(page, /Swimming/);
  });

  test("the product gallery's thumbnails show their images without a script", async ({ page }) => {
    await page.goto('/products/whey-protein-isolate');
    const strip = page.getByRole('region', { name: 'Pictures of Whey Protein Isolate' });
    const images = strip.getByRole('img');
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('link');
    const count = await thumbs.count();
    expect(count).toBeGreaterThan(1);
    await expect(images).toHaveCount(count);
    const inView = async (image: ReturnType<Page['locator']>) => {
      const [box, frame] = [await image.boundingBox(), await strip.boundingBox()];
      return Math.round((box?.x ?? -1) - (frame?.x ?? 0));
    };
    await expect.poll(() => inView(images.first())).toBe(0);

    await thumbs.nth(count - 1).click();
    await expect(page).toHaveURL(new RegExp(`#gallery-image-${count}$`));
    const last = images.nth(count - 1);
    await expect.poll(() => inView(last)).toBe(0);
    await expect(last).toBeInViewport();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await thumbs.first().click();
    await expect.poll(() => inView(images.first())).toBe(0);
    await expectAxeCleanWithoutScripts(page, ON_PHONE);
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
    await expect(page.getByRole('status').filter({ hasText: 'Whey Protein Isolate (Chocolate, 1kg): quantity 3' })).toBeVisible();
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
    await expect(page.getByRole('status').filter({ hasText: 'Removed Whey Protein Isolate (Chocolate, 1kg) from your cart' })).toBeVisible();
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

test.describe('the top bar without JavaScript', () => {
  /** The top bar (the alert's box is its middle) and where the page starts. */
  async function topBar(page: Page) {
    const bar = page.locator('header [role="status"]').locator('..');
    return { bar, mainTop: await page.locator('main#main').evaluate((main) => main.getBoundingClientRect().top) };
  }

  for (const width of [360, 390, 768, 1400]) {
    test(`shows the site alert at ${width} px, where it is with scripts`, async ({ browser }) => {
      const viewport = { width, height: 800 };
      const withoutScripts = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await withoutScripts.newPage();
      await page.goto('/about-us');
      const alert = page.getByTestId('site-alert');
      await expect(alert).toContainText('Free shipping Australia-wide from $99.');
      await expect(alert.getByRole('link', { name: 'See shipping details' })).toHaveAttribute('href', '/faqs/shipping');
      await expect(alert).toBeInViewport();
      const without = await alert.boundingBox();
      const { mainTop } = await topBar(page);
      await withoutScripts.close();

      const withScripts = await browser.newContext({ viewport });
      const scripted = await withScripts.newPage();
      await scripted.goto('/about-us');
      await whenInteractive(scripted.getByTestId('site-alert').getByRole('link'));
      expect(await scripted.getByTestId('site-alert').boundingBox()).toEqual(without);
      expect((await topBar(scripted)).mainTop).toBe(mainTop);
      await withScripts.close();
    });
  }

  test('with no alert set, phones show no top bar, and wider screens keep its links', async ({ browser }) => {
    for (const width of [390, 1400]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
      const page = await context.newPage();
      // The page as the server writes it when no alert is set: the alert's box empty.
      await page.route('**/about-us', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const withoutAlert = html.replace(/<div data-testid="site-alert">.*?<\/div>/s, '');
        expect(withoutAlert).not.toBe(html);
        await route.fulfill({ response, body: withoutAlert });
      });
      await page.goto('/about-us');
      await expect(page.getByTestId('site-alert')).toHaveCount(0);
      const { bar, mainTop } = await topBar(page);
      if (width === 390) {
        await expect(bar).toBeHidden();
        // The header's main row is the top of the page.
        const menuToggle = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
        expect(menuToggle?.y).toBeLessThan(10);
      } else {
        await expect(bar.getByRole('link', { name: 'About Bulk Nutrients' })).toBeVisible();
        const help = await bar.getByRole('link', { name: 'Need Help?' }).boundingBox();
        expect(help?.x).toBeGreaterThan(width / 2);
      }
      expect(mainTop).toBeGreaterThan(0);
      await context.close();
    }
  });
});

test.describe('scripts held back', () => {
  test.use({ userAgent: PHONE_CHROME, viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  test('the menu opens and its links work before hydration; opened early, it is the modal drawer once the scripts run', async ({ page }) => {
    const { release } = await holdScripts(page);
    // Not 'domcontentloaded': the browser fires it only after the (deferred) scripts have run.
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Rewards' })).toBeVisible();
    // A group opens to its categories.
    await menu.getByText('Sport', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Swimming' })).toBeVisible();

    // The scripts arrive with the menu open: it stays open, now as the modal drawer (the page behind is held), the
    // group still open on its categories.
    release();
    await expect.poll(() => menu.evaluate((dialog) => (dialog as HTMLDialogElement).open && dialog.matches(':modal')), { timeout: 20_000 }).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Swimming' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(menu).toBeHidden();
  });

  test("the alert and the gallery work before hydration and keep their place once it is done; the thumbnails then scroll the strip alone", async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/products/whey-protein-isolate', { waitUntil: 'commit' });
    const alert = page.getByTestId('site-alert');
    await expect(alert).toContainText('Free shipping Australia-wide from $99.');
    const strip = page.getByRole('region', { name: 'Pictures of Whey Protein Isolate' });
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('link');
    await thumbs.nth(1).click();
    await expect(page).toHaveURL(/#gallery-image-2$/);
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const place = () => page.evaluate(() => ({
      main: document.querySelector('main')!.getBoundingClientRect().top + window.scrollY,
      strip: document.querySelector('[aria-label^="Pictures of"]')!.scrollLeft,
    }));
    const before = await place();

    release();
    await whenInteractive(thumbs.first());
    await whenInteractive(page.getByRole('button', { name: 'Open menu' }));
    await expect(alert).toContainText('Free shipping Australia-wide from $99.');
    expect(await place()).toEqual(before);
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');

    // Hydrated: a thumbnail scrolls the strip alone; the address follows in place (no history entry, Back leaves
    // the page as before).
    const entries = await page.evaluate(() => history.length);
    await thumbs.first().click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(1)).not.toHaveAttribute('aria-current');
    await expect(page).toHaveURL(/#gallery-image-1$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('a thumbnail pressed the moment the gallery hydrates, after one pressed before, shows its image for good', async ({ page }) => {
    // The press before hydration made the second image the page's anchor; the page then lays out again as the rest
    // of it hydrates (at this first interaction). The strip must stay where the second press put it.
    const { release } = await holdScripts(page);
    await page.goto('/products/whey-protein-isolate', { waitUntil: 'commit' });
    const strip = page.getByRole('region', { name: 'Pictures of Whey Protein Isolate' });
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('link');
    await thumbs.nth(1).click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    release();
    await whenInteractive(thumbs.first());
    await thumbs.first().click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
    // The page's rich content hydrates at that press (the layout that used to bring the second image back).
    await hydrated(page, '[data-deferred-content] > *');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  });

  test('a password typed before hydration stays; its Show toggle appears once hydrated, in the room kept for it', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const password = page.locator('#field-password');
    const toggle = page.locator('button[aria-controls="field-password"]');
    await expect(password).toBeVisible();
    await expect(toggle).toBeHidden();
    await password.fill('typed before the scripts');
    const box = await password.boundingBox();

    release();
    await expect(toggle).toBeVisible({ timeout: 20_000 });
    await expect(toggle).toHaveAccessibleName('Show password');
    expect(await password.boundingBox()).toEqual(box);
    await expect(password).toHaveValue('typed before the scripts');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('typed before the scripts');
  });

  test("a menu link pressed before hydration is followed; the Cart link leads to the cart page, and once hydrated it opens the panel", async ({ page }) => {
    const { release } = await holdScripts(page);
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
