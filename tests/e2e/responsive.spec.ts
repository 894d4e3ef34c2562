import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { addToCart, CART_ITEMS, signUp, uniqueEmail, whenInteractive } from '../support/e2e/shopper';

/* The shop at phone, tablet and desktop sizes: every kind of route fits the screen (nothing scrolls
   sideways) with the header's controls in view and at least 44x44 px; at phone size the menu drawer, the header
   search and both panels work, and axe finds nothing. */

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1400, height: 900 },
];
const PHONE = VIEWPORTS[1];

/** Every kind of route: guest routes, then the account pages of a signed-in shopper. */
const GUEST_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/categories/shop-by-sport' },
  { name: 'product', path: '/products/whey-protein-isolate' },
  { name: 'search results', path: '/search-results-page?q=protein' },
  { name: 'search results, nothing found', path: '/search-results-page?q=zzzz' },
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout' },
  { name: 'sign-up', path: '/create-account' },
  { name: 'sign-in', path: '/login' },
  { name: 'blog index', path: '/blog/' },
  { name: 'blog post', path: '/blog/creatine-explained' },
  { name: 'information page', path: '/faqs/shipping' },
];
const ACCOUNT_ROUTES = [
  { name: 'account orders', path: '/account/orders' },
  { name: 'account addresses', path: '/account/addresses' },
  { name: 'add address', path: '/account/add-address' },
];

/**
 * Measured against the screen's own width: a phone (isMobile) zooms out to show a page that is too wide, and then
 * window.innerWidth is the page's width, so a comparison with it passes whatever sticks out.
 */
async function expectNoSidewaysScroll(page: Page) {
  const screen = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth, `page is ${scrollWidth}px wide on a ${screen}px screen`).toBeLessThanOrEqual(screen);
}

/** The header's controls for this width are visible, inside the screen and big enough to tap. */
async function expectHeaderControls(page: Page, width: number, signedIn: boolean) {
  const header = page.getByRole('banner');
  const quick = header.getByRole('navigation', { name: 'Customer' });
  const controls =
    width <= 1200
      ? [
          header.getByRole('button', { name: 'Open menu' }),
          header.getByRole('link', { name: 'Bulk Nutrients home' }),
          quick.getByRole('button', { name: 'Search' }),
          quick.getByRole('link', { name: signedIn ? 'Account' : 'Sign in' }),
          quick.getByRole('button', { name: 'Recent' }),
          quick.getByRole('button', { name: /^Cart/ }),
        ]
      : [
          header.getByRole('link', { name: 'Bulk Nutrients home' }),
          header.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' }),
          quick.getByRole('link', { name: 'Rewards' }),
          quick.getByRole('link', { name: signedIn ? 'Account' : 'Sign in' }),
          quick.getByRole('button', { name: 'Recent' }),
          quick.getByRole('button', { name: /^Cart/ }),
          header.getByRole('navigation', { name: 'Shop by', exact: true }),
        ];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${control} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${control} ends on screen`).toBeLessThanOrEqual(width);
    if (width <= 1200) {
      expect(box.width, `${control} is 44px wide`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${control} is 44px high`).toBeGreaterThanOrEqual(44);
    }
  }
  // One row: the controls share a line.
  if (width <= 1200) {
    const tops = await Promise.all(controls.map(async (c) => Math.round(((await c.boundingBox())?.y ?? 0) + ((await c.boundingBox())?.height ?? 0) / 2)));
    expect(Math.max(...tops) - Math.min(...tops), 'header controls on one row').toBeLessThanOrEqual(4);
  }
}

/** A guest with a two-line cart, and a signed-up shopper, each in their own browser context. */
async function shoppers(browser: Browser, viewport: { width: number; height: number }) {
  const phone = viewport.width < 800;
  const options = { viewport, isMobile: phone, hasTouch: phone };
  const guest = await browser.newContext(options);
  await addToCart(guest.request, CART_ITEMS[0]);
  await addToCart(guest.request, CART_ITEMS[1]);
  const shopper = await browser.newContext(options);
  await signUp(shopper.request, uniqueEmail('responsive'));
  return { guest, shopper };
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width}x${viewport.height}: every kind of route fits the screen with the header controls in view`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { guest, shopper } = await shoppers(browser, viewport);
    const check = async (context: BrowserContext, routes: { name: string; path: string }[], signedIn: boolean) => {
      const page = await context.newPage();
      for (const route of routes) {
        await test.step(route.name, async () => {
          const response = await page.goto(route.path);
          expect(response?.status(), route.path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSidewaysScroll(page);
          await expectHeaderControls(page, viewport.width, signedIn);
          if (viewport === PHONE) await expectAxeClean(page, { everyImpact: true });
        });
      }
      await page.close();
    };
    await check(guest, GUEST_ROUTES, false);
    await check(shopper, ACCOUNT_ROUTES, true);
    await guest.close();
    await shopper.close();
  });
}

test.describe('phone size', () => {
  // Reduced motion: the drawers appear without sliding, so their boxes can be measured at once.
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

  test('the menu drawer: from the left, focus kept inside, page held still, groups open to their categories, and it closes three ways', async ({ page }) => {
    await page.goto('/categories/shop-by-sport');
    await page.evaluate(() => window.scrollTo(0, 300));
    const toggle = await whenInteractive(page.getByRole('button', { name: 'Open menu' }));
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = await menu.boundingBox();
    expect(box?.x).toBe(0);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    // Shop by groups open to their categories; then popular searches, Rewards, Sign in, Need Help? and call us.
    const shopBy = menu.getByRole('navigation', { name: 'Shop by', exact: true });
    for (const group of ['Sport', 'Ingredient', 'Flavour', 'Goal', 'Diet', 'Recommended']) await expect(shopBy.getByText(group, { exact: true })).toBeVisible();
    await shopBy.getByText('Sport', { exact: true }).click();
    await expect(shopBy.getByRole('link', { name: 'Running' })).toHaveAttribute('href', '/categories/shop-by-sport/running');
    await expect(shopBy.getByRole('link', { name: 'Shop by Sport' })).toBeVisible();
    await shopBy.getByText('Goal', { exact: true }).click();
    await expect(shopBy.getByRole('link', { name: 'Shop by Goal' })).toHaveAttribute('href', '/goal');
    await expect(menu.getByRole('navigation', { name: 'Popular searches' }).getByRole('link', { name: 'Creatine' })).toBeVisible();
    for (const name of ['Rewards', 'Sign in', 'Need Help?', /Call us/]) await expect(menu.getByRole('link', { name })).toBeVisible();
    await expectAxeClean(page, { everyImpact: true });

    // Focus stays inside: Tab from the last control comes back to the first, Shift+Tab the other way.
    await menu.getByRole('link', { name: /Call us/ }).focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: /Call us/ })).toBeFocused();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it and focus goes back to the toggle.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A tap on the backdrop (right of the drawer) closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(PHONE.width - 10, 400);
    await expect(menu).toBeHidden();

    // The close button closes it; a link inside navigates and closes it.
    await toggle.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    // The menu is one piece of the page (in its HTML from the server): the group opened earlier is still open.
    await menu.getByRole('link', { name: 'Running' }).click();
    await expect(page).toHaveURL(/\/categories\/shop-by-sport\/running$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('Search in the quick-nav opens a full-width search with grouped suggestions and the desktop keyboard behaviour', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Site search' });
    await expect(form).toBeHidden();
    const search = await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Search' }));
    await search.click();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const box = form.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    // Measured again until it answers: the field's form is swapped for the suggestions' own once their code has
    // loaded (on focus), and an element measured just as it is replaced has no box.
    await expect.poll(async () => (await form.boundingBox())?.width ?? 0).toBeGreaterThan(PHONE.width - 80);
    await expectNoSidewaysScroll(page);

    // The first keystrokes are kept while the suggestions code loads.
    await page.keyboard.type('protein');
    await expect(box).toHaveValue('protein');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Products', 'Categories', 'Blogs', 'Pages']) await expect(listbox.getByRole('group', { name: group })).toBeVisible();
    const listBox = await listbox.boundingBox();
    expect((listBox?.x ?? -1) >= 0 && (listBox?.x ?? 0) + (listBox?.width ?? 0) <= PHONE.width).toBe(true);
    await expectAxeClean(page, { everyImpact: true });

    // Down moves, Escape closes the list, Escape again clears, Escape once more closes the field.
    await page.keyboard.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(search).toBeFocused();

    // Enter on a suggestion opens it; Enter without one goes to the results page.
    await search.click();
    await page.keyboard.type('creatine');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const href = await listbox.getByRole('option').first().textContent();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/$/);
    expect(href).toBeTruthy();
    await expect(form).toBeHidden();
    await search.click();
    await page.keyboard.type('whey');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?q=whey/);
  });

  test('a search sent from the narrow-screen search leaves focus on Search, not at the top of the page', async ({ page }) => {
    await page.goto('/blog/');
    const search = await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Search' }));
    await search.click();
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await page.keyboard.type('whey');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?q=whey/);
    await expect(box).toBeHidden();
    await expect(search).toBeFocused();
  });

  test("the '/' key opens the search from anywhere outside a field", async ({ page }) => {
    await page.goto('/blog/');
    await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Search' }));
    await page.keyboard.press('/');
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await page.keyboard.type('bcaa');
    await expect(box).toHaveValue('bcaa');
  });

  test('the cart panel is a full-width sheet whose sub total and buttons stay in view while the lines scroll', async ({ page }) => {
    await page.goto('/');
    for (const item of CART_ITEMS) await addToCart(page.request, item);
    await page.reload();
    const cart = await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /^Cart/ }));
    await expect(page.getByTestId('cart-badge')).toContainText(String(CART_ITEMS.length));
    await cart.click();
    const panel = page.getByRole('dialog', { name: 'Your current cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line')).toHaveCount(CART_ITEMS.length);
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.width);
    await expect(panel.getByRole('button', { name: 'Close cart' })).toBeFocused();
    await expectAxeClean(page, { everyImpact: true });

    const inView = async () => {
      for (const locator of [panel.getByTestId('cart-subtotal'), panel.getByRole('link', { name: 'View Cart' }), panel.getByRole('link', { name: 'Checkout' })]) {
        const b = await locator.boundingBox();
        expect(b).not.toBeNull();
        expect((b?.y ?? 0) + (b?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
        expect(b?.y ?? -1).toBeGreaterThanOrEqual(0);
      }
    };
    await inView();
    // The lines scroll inside the sheet; the footer stays.
    const lines = panel.getByTestId('cart-line');
    await lines.last().scrollIntoViewIfNeeded();
    await expect(lines.last()).toBeInViewport();
    await inView();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cart).toBeFocused();
  });

  test('the recently viewed panel is a full-width sheet and closes with its close button', async ({ page }) => {
    await page.goto('/products/whey-protein-isolate');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/products/earth-protein');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const recent = await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: 'Recent' }));
    await recent.click();
    const panel = page.getByRole('dialog', { name: 'Your recently viewed products' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('article').first()).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(PHONE.width);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, { everyImpact: true });
    await panel.getByRole('button', { name: 'Close recently viewed' }).click();
    await expect(panel).toBeHidden();
    await expect(recent).toBeFocused();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`the footer columns become accordion rows on phones, native disclosures that open at once${javaScriptEnabled ? '' : ' (JavaScript off)'}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    const help = footer.getByRole('navigation', { name: 'Help' });
    // No waiting for the footer's code: the first press opens it, whether or not a script has run.
    const toggle = help.locator('summary');
    await expect(help.getByRole('link', { name: 'Shipping' })).toBeHidden();
    await toggle.click();
    await expect(help.locator('details')).toHaveAttribute('open', '');
    await expect(help.getByRole('link', { name: 'Shipping' })).toBeVisible();
    const linkBox = await help.getByRole('link', { name: 'Shipping' }).boundingBox();
    expect(linkBox?.height).toBeGreaterThanOrEqual(44);
    const toggleBox = await toggle.boundingBox();
    expect(toggleBox?.height).toBeGreaterThanOrEqual(44);
    await expect(footer.getByRole('link', { name: /@/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}

/** Whether a select shows its chosen text whole: the text, the side padding and Chromium's drop-down arrow fit inside. */
async function showsItsValueWhole(select: Locator): Promise<boolean> {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const ARROW = 20;
    const needed = context.measureText(element.selectedOptions[0].text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + ARROW;
    return needed <= element.clientWidth;
  });
}

for (const width of [320, 360]) {
  test(`at ${width} px a listing's sort shows 'Price high to low' whole: beside 'Filter (1)' on a category page, under 'Filter and Categories' on search results`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();

    await page.goto('/categories/shop-by-sport?flavour=Vanilla&sort=price_desc');
    const categorySort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(categorySort.locator('option:checked')).toHaveText('Price high to low');
    expect(await showsItsValueWhole(categorySort)).toBe(true);
    const filter = await page.getByRole('button', { name: 'Filter (1)' }).boundingBox();
    const sortBox = await categorySort.boundingBox();
    expect(Math.abs((filter?.y ?? 0) - (sortBox?.y ?? 999))).toBeLessThan(4);
    await expectNoSidewaysScroll(page);

    await page.goto('/search-results-page?q=whey&sort=price_desc');
    const searchSort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(searchSort.locator('option:checked')).toHaveText('Price high to low');
    expect(await showsItsValueWhole(searchSort)).toBe(true);
    await expect(page.getByRole('button', { name: 'Filter and Categories' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}

/** The words of the product cards' names that are wider than their heading (cut mid-word), and the cards whose content sticks out. */
async function crampedCards(page: Page): Promise<string[]> {
  return page.locator('article').evaluateAll((cards) => {
    const context = document.createElement('canvas').getContext('2d');
    const found: string[] = [];
    for (const card of cards) {
      const heading = card.querySelector('h2, h3');
      if (!heading || !context) continue;
      const style = getComputedStyle(heading);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      for (const word of (heading.textContent ?? '').split(/[\s-]+/)) {
        if (context.measureText(word).width > heading.clientWidth) found.push(`'${word}' cut in ${heading.textContent}`);
      }
      if (card.scrollWidth > card.clientWidth) found.push(`${heading.textContent} sticks out of its card`);
    }
    return found;
  });
}

for (const width of [320, 360]) {
  test(`at ${width} px the product cards of home, a category and the search results show each word of a name whole`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of ['/', '/categories/shop-by-sport', '/search-results-page?q=&page=10']) {
      await page.goto(path);
      await expect(page.locator('article').first()).toBeVisible();
      expect(await crampedCards(page), path).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
    await context.close();
  });
}

test('wider than a phone, every footer column shows its heading and links', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  await page.goto('/faqs');
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  await expect(help.getByRole('heading', { name: 'Help' })).toBeVisible();
  await expect(help.locator('summary')).toBeHidden();
  await expect(help.getByRole('link', { name: 'Shipping' })).toBeVisible();
  await context.close();
});

test('on a touch tablet, every footer link is at least 44 px high and wide', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/faqs');
  const links = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
  await expect(links.first()).toBeVisible();
  const small = await links.evaluateAll((elements) =>
    elements
      .map((element) => ({ name: element.textContent?.trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
  await context.close();
});

/**
 * The price filter's boxes, 'to', 'Update' and the box of the filter's section, as laid out: measured together in
 * one task, so that a page still settling (hydration on a busy machine) cannot mix two moments' layouts.
 */
async function priceFilterGeometry(scope: Locator) {
  const section = scope.getByRole('region', { name: 'Price' });
  await expect(section).toBeVisible();
  const geometry = await section.evaluate((el) => {
    const rect = (node: Element | null | undefined) => {
      const r = node?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    };
    const byText = (selector: string, text: string) => [...el.querySelectorAll(selector)].find((node) => node.textContent?.trim() === text);
    return {
      section: rect(el),
      min: rect(el.querySelector('input[aria-label="Minimum price in dollars"]')),
      to: rect(byText('span', 'to')),
      max: rect(el.querySelector('input[aria-label="Maximum price in dollars"]')),
      update: rect(byText('button', 'Update')),
    };
  });
  const none = { x: 0, y: 0, width: 0, height: 0 };
  for (const [name, box] of Object.entries(geometry)) expect(box, `the price filter's ${name}`).not.toBeNull();
  return {
    section: geometry.section ?? none,
    min: geometry.min ?? none,
    to: geometry.to ?? none,
    max: geometry.max ?? none,
    update: geometry.update ?? none,
  };
}

/** 'Min [ ] to Max [ ]' on one row inside the filter's column, 'Update' under it, each box 44 px high. */
function expectTidyPriceFilter(g: Awaited<ReturnType<typeof priceFilterGeometry>>, where: string) {
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs(middle(g.min) - middle(g.max)), `${where}: Min and Max on one row`).toBeLessThanOrEqual(2);
  expect(Math.abs(middle(g.min) - middle(g.to)), `${where}: 'to' beside the middle of the boxes`).toBeLessThanOrEqual(2);
  expect(g.min.x + g.min.width, `${where}: Min, then 'to'`).toBeLessThanOrEqual(g.to.x);
  expect(g.to.x + g.to.width, `${where}: 'to', then Max`).toBeLessThanOrEqual(g.max.x);
  expect(g.max.x + g.max.width, `${where}: Max inside the filter's column`).toBeLessThanOrEqual(g.section.x + g.section.width + 0.5);
  expect(g.min.x, `${where}: Min inside the filter's column`).toBeGreaterThanOrEqual(g.section.x - 0.5);
  expect(g.min.width, `${where}: a price fits in Min`).toBeGreaterThanOrEqual(64);
  expect(g.max.width, `${where}: a price fits in Max`).toBeGreaterThanOrEqual(64);
  expect(g.update.y, `${where}: Update under the boxes`).toBeGreaterThanOrEqual(g.min.y + g.min.height);
  expect(g.update.x + g.update.width, `${where}: Update inside the filter's column`).toBeLessThanOrEqual(g.section.x + g.section.width + 0.5);
  for (const [name, b] of Object.entries({ min: g.min, max: g.max, update: g.update })) expect(b.height, `${where}: ${name} is 44px high`).toBeGreaterThanOrEqual(44);
}

test("the price filter keeps 'Min to Max' on one row with 'Update' under it: in the phones' drawer and the sidebar from 676 px, with and without JavaScript", async ({ browser }) => {
  test.setTimeout(120_000);
  for (const javaScriptEnabled of [true, false]) {
    for (const width of [676, 700, 768, 900, 1024, 1400]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/categories/shop-by-sport');
      const sidebar = page.getByRole('region', { name: 'Filter products' });
      expectTidyPriceFilter(await priceFilterGeometry(sidebar), `${width} px${javaScriptEnabled ? '' : ' without JavaScript'}`);
      await expectNoSidewaysScroll(page);
      await context.close();
    }
  }
  for (const width of [320, 360, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/categories/shop-by-sport');
    await (await whenInteractive(page.getByRole('button', { name: 'Filter', exact: true }))).click();
    const drawer = page.getByRole('dialog', { name: 'Filter products' });
    expectTidyPriceFilter(await priceFilterGeometry(drawer), `${width} px drawer`);
    await context.close();
  }
});

/** Controls of the pages' own content (not the header's) whose box is less than 44 px high. */
async function shortControls(locators: Locator[]): Promise<string[]> {
  const found: string[] = [];
  for (const locator of locators) {
    await expect(locator.first()).toBeVisible();
    // Measured in one call for all the matches: a page of cards has dozens.
    const boxes = await locator.evaluateAll((controls) => controls.map((control) => ({ text: control.textContent?.trim(), height: control.getBoundingClientRect().height })));
    for (const { text, height } of boxes) if (height < 44) found.push(`${text || String(locator)} is ${height.toFixed(1)}px high`);
  }
  return found;
}

test("at phone size the sign-up form's newsletter checkbox ticks from anywhere in its 44 px row, not only from its 22 px box", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/create-account');
  const box = await whenInteractive(page.getByRole('checkbox', { name: 'Email me news, recipes and special offers' }));
  await box.scrollIntoViewIfNeeded();
  const row = (await box.locator('..').boundingBox())!;
  expect(row.height).toBeGreaterThanOrEqual(44);
  // The row's bottom left corner: below the box, beside nothing but the row.
  await page.touchscreen.tap(row.x + 4, row.y + row.height - 4);
  await expect(box).toBeChecked();
  await page.touchscreen.tap(row.x + row.width - 4, row.y + row.height - 4);
  await expect(box).not.toBeChecked();
  await context.close();
});

test("at phone size every breadcrumb link is at least 44 px wide: a product page's 'Home' too", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/products/whey-protein-isolate');
  const crumbs = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  await expect(crumbs.first()).toHaveText('Home');
  const narrow = (await crumbs.evaluateAll((links) => links.map((link) => ({ text: link.textContent?.trim(), width: link.getBoundingClientRect().width }))))
    .filter(({ width }) => width < 44)
    .map(({ text, width }) => `${text} is ${width.toFixed(1)}px wide`);
  expect(narrow).toEqual([]);
  await context.close();
});

test("at phone size a cart line's product name link is 44 px high, on the cart page and in the cart panel", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await addToCart(page.request);
  await page.goto('/cart');
  const lineNames = (scope: Locator) => scope.getByTestId('cart-line').getByRole('heading').getByRole('link');
  expect(await shortControls([lineNames(page.getByRole('main'))]), 'cart page').toEqual([]);
  await page.goto('/products/creatine-monohydrate');
  await (await whenInteractive(page.getByRole('navigation', { name: 'Customer' }).getByRole('button', { name: /^Cart/ }))).click();
  expect(await shortControls([lineNames(page.getByRole('dialog', { name: 'Your current cart' }))]), 'cart panel').toEqual([]);
  await context.close();
});

test('at phone size the pills, pager links, filter chips, field buttons, breadcrumbs and card titles of the pages are 44 px high', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const main = page.getByRole('main');
  const breadcrumbs = main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
  const cardTitles = main.getByRole('article').getByRole('heading').getByRole('link');

  await page.goto('/categories/shop-by-sport?flavour=Vanilla');
  expect(await shortControls([
    page.locator('main ul.chips a'),
    main.getByRole('link', { name: /Vanilla/ }).first(),
    main.getByRole('link', { name: 'Clear all' }),
    breadcrumbs,
    cardTitles,
  ]), 'category: subcategory pills, applied filter, Clear all, breadcrumbs and product titles').toEqual([]);

  // Lists in the content whose items are each one link (subcategories, a stack's products).
  await page.goto('/categories/shop-by-sport');
  expect(await shortControls([main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Running', exact: true }) }).getByRole('link')]), 'category: its content\'s link list').toEqual([]);
  await page.goto('/products/lean-muscle-stack');
  expect(await shortControls([main.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Whey Protein Isolate', exact: true }) }).getByRole('link')]), 'a stack: its products').toEqual([]);

  await page.goto('/');
  expect(await shortControls([cardTitles]), 'home: featured product and blog titles').toEqual([]);

  for (const tab of ['', '&t=blogs', '&t=categories']) {
    await page.goto(`/search-results-page?q=protein${tab}`);
    expect(await shortControls([cardTitles]), `search results${tab}: titles`).toEqual([]);
  }

  await page.goto('/blog/creatine-explained');
  expect(await shortControls([breadcrumbs]), 'blog post: breadcrumbs').toEqual([]);

  await page.goto('/no-such-page');
  expect(await shortControls([page.locator('main ul.chips a')]), 'not found: popular searches').toEqual([]);

  await page.goto('/cart');
  expect(await shortControls([page.getByTestId('empty-cart').getByRole('listitem').getByRole('link')]), 'empty cart: suggestions').toEqual([]);

  await page.goto('/blog/');
  expect(await shortControls([main.getByRole('navigation', { name: 'Blog pages' }).locator('a, span'), cardTitles]), 'blog: pager and post titles').toEqual([]);

  await page.goto('/login');
  expect(await shortControls([main.getByRole('button', { name: 'Show password' })]), 'sign in: Show').toEqual([]);

  await page.goto('/products/whey-protein-isolate');
  const recommended = main.getByText('Recommended product', { exact: true }).locator('xpath=following-sibling::p[1]/a');
  expect(await shortControls([main.getByRole('spinbutton', { name: 'Quantity' }), breadcrumbs, recommended]), 'product: Quantity, breadcrumbs and the recommended product').toEqual([]);

  await page.goto('/products/whey-protein-isolate/back-in-stock');
  expect(
    await shortControls([main.getByRole('list', { name: 'Sold out' }).getByRole('link'), main.getByRole('link', { name: 'Back to Whey Protein Isolate' })]),
    'back in stock: the sold-out options and the way back',
  ).toEqual([]);

  await page.goto('/protein-calculator');
  expect(
    await shortControls([main.getByRole('group', { name: 'Activity level' }).locator('label'), main.getByRole('table').locator('tbody th a')]),
    'protein calculator: activity levels and product links',
  ).toEqual([]);
  await context.close();
});

test('at 320 px a long email, a long place name, the calculator table and the mark-only logo fit, and the logo, footer links and cart stepper are finger-sized', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // A real place name of 85 letters, as a suburb and as a last name.
  const place = 'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu';
  await signUp(page.request, `e2e-a-rather-long-mailbox-name-${Date.now()}@example.com`, { lastName: place, suburb: place });
  await page.goto('/account/orders');
  await expect(page.getByText(/Signed in as/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/account/addresses');
  await expect(page.getByText(place).first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  const logo = await page.getByRole('link', { name: 'Bulk Nutrients home' }).boundingBox();
  expect(logo?.width).toBeGreaterThanOrEqual(44);
  expect(logo?.height).toBeGreaterThanOrEqual(44);

  // The first footer group's links are each a whole row, not only their word.
  const group = page.getByRole('contentinfo').locator('details').first();
  await group.locator('summary').click();
  for (const link of await group.getByRole('link').all()) expect((await link.boundingBox())?.width).toBeGreaterThan(200);

  // The table scrolls sideways inside its box; its caption stays on the screen.
  await page.goto('/protein-calculator?weight=80');
  const caption = await page.getByRole('table').locator('caption').boundingBox();
  expect((caption?.x ?? 0) + (caption?.width ?? Infinity)).toBeLessThanOrEqual(320);
  await expectNoSidewaysScroll(page);

  await addToCart(page.request, CART_ITEMS[0]);
  // Checkout's saved-address choice holds the same words.
  await page.goto('/checkout');
  await expect(page.getByText(place).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/cart');
  const increase = await whenInteractive(page.getByRole('main').getByRole('button', { name: /^Increase quantity/ }).first());
  const decrease = page.getByRole('main').getByRole('button', { name: /^Decrease quantity/ }).first();
  for (const control of [page.getByRole('main').getByRole('spinbutton', { name: /^Quantity of/ }).first(), increase, decrease]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await context.close();
});

test("at 320 px the protein calculator's activity level shows each level's whole name", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/protein-calculator');
  const levels = page.getByRole('group', { name: 'Activity level' });
  for (const label of await levels.locator('label').all()) {
    // Nothing of the name is cut: the label is as wide as its text needs, inside the screen.
    const { scroll, client, right } = await label.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
    expect(scroll, `'${await label.textContent()}' whole`).toBeLessThanOrEqual(client);
    expect(right).toBeLessThanOrEqual(320);
  }
  await expect(levels.getByRole('radio', { name: 'Active (regular exercise or endurance training) (1.2–1.6 g/kg)' })).toBeChecked();
  await context.close();
});

test('a breadcrumb trail that wraps on a phone starts its next line with a crumb, not its separator', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/blog/training-for-your-first-half-marathon');
  const lines = await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').evaluateAll((items) =>
    items.map((li) => {
      const text = document.createRange();
      text.selectNodeContents(li);
      const first = text.getClientRects()[0];
      return { top: Math.round(li.getBoundingClientRect().top), liLeft: li.getBoundingClientRect().left, textLeft: first?.left ?? 0 };
    }),
  );
  const wrapped = lines.filter((line, index) => index > 0 && line.top > lines[index - 1].top);
  expect(wrapped.length, 'the trail wraps at 320 px').toBeGreaterThan(0);
  for (const line of wrapped) expect(line.textLeft - line.liLeft, 'the wrapped crumb begins with its own text').toBeLessThan(2);
  await context.close();
});

test("the top bar's alert keeps its link whole on one line at phone widths", async ({ browser }) => {
  for (const width of [320, 360, 390, 414]) {
    const context = await browser.newContext({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    const link = page.getByTestId('site-alert').getByRole('link').first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((a) => a.getClientRects().length), `${width} px: '${await link.textContent()}' on one line`).toBe(1);
    await expectNoSidewaysScroll(page);
    await context.close();
  }
});

test("from 600 px a product's name, price and Add to cart are beside its picture, in the first screen of a tablet held upright", async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    for (const viewport of [{ width: 600, height: 960 }, { width: 768, height: 1024 }]) {
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/products/earth-protein');
      const picture = page.getByRole('img', { name: /Earth Protein/ }).first();
      const checks = [page.getByRole('heading', { level: 1, name: 'Earth Protein' }), page.getByText('Price:').first(), page.getByRole('button', { name: 'Add to cart' })];
      const image = await picture.boundingBox();
      expect(image, `${viewport.width} px: the product's picture`).toBeTruthy();
      for (const check of checks) {
        const box = await check.boundingBox();
        const label = `${viewport.width} px${javaScriptEnabled ? '' : ', JavaScript off'}: ${await check.textContent()}`;
        expect(box, label).toBeTruthy();
        expect(box!.x, `${label} beside the picture`).toBeGreaterThanOrEqual(image!.x + image!.width);
        expect(box!.y + box!.height, `${label} in the first screen`).toBeLessThanOrEqual(viewport.height);
      }
      await expectNoSidewaysScroll(page);
      await context.close();
    }
  }
});

test("beside a product's details, the gallery's thumbnails stay right under its picture", async ({ browser }) => {
  for (const width of [768, 1024, 1400]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/products/whey-protein-isolate');
    const thumbs = page.getByRole('list', { name: 'Product images' });
    await expect(thumbs).toBeVisible();
    const picture = thumbs.locator('xpath=preceding-sibling::*[1]');
    const above = await picture.boundingBox();
    const below = await thumbs.boundingBox();
    expect(above && below, 'picture and thumbnails').toBeTruthy();
    const gap = (below?.y ?? 0) - ((above?.y ?? 0) + (above?.height ?? 0));
    expect(gap, `${width} px: thumbnails ${gap}px under the picture`).toBeGreaterThanOrEqual(0);
    expect(gap, `${width} px: thumbnails ${gap}px under the picture`).toBeLessThanOrEqual(16);
    await context.close();
  }
});

test("the top bar's alert is in the page: at every width the page starts where it does without scripts, and stays there as they run", async ({ browser }) => {
  // Two page loads at each of 11 widths.
  test.setTimeout(240_000);
  // Widths on both sides of each of the top bar's layouts: phones (the alert on two lines), one column (one line),
  // side links with the alert between them on two lines (801-915 px), then one line.
  for (const width of [320, 390, 600, 601, 768, 801, 900, 915, 916, 1024, 1400]) {
    const viewport = { width, height: 800 };
    const mainTop = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/about-us');
      await expect(page.getByTestId('site-alert').getByRole('link')).toBeVisible();
      if (javaScriptEnabled) await whenInteractive(page.getByRole('banner').getByRole('link').first());
      const top = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().top);
      await context.close();
      return top;
    };
    expect(await mainTop(true), `${width} px: the page starts where it does without scripts`).toBe(await mainTop(false));
  }
});
