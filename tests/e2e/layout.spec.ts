import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCart } from '../support/e2e/shopper';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

/**
 * Layout a shopper sees at phone, tablet and desktop widths: a product card's picture is as wide as the card, the
 * home page's product and blog rows have no empty column, the account navigation says where the shopper is (the
 * address forms and, signed in, rewards included), and the checkout's discount code is set apart from the totals.
 */

const WIDTHS = [360, 390, 768, 1024, 1400];

/** The width of the box inside the element's border and padding, where its content lays out. */
async function contentWidth(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const horizontal = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
    return node.getBoundingClientRect().width - horizontal.reduce((sum, side) => sum + parseFloat(style[side]), 0);
  });
}

/** The right edge of every item of a list's last row, against the list's own right edge. */
async function lastRowGap(list: Locator): Promise<number> {
  return list.evaluate((node) => {
    const items = [...node.children].map((item) => item.getBoundingClientRect());
    const lastTop = Math.max(...items.map((box) => Math.round(box.top)));
    const rowRight = Math.max(...items.filter((box) => Math.round(box.top) === lastTop).map((box) => box.right));
    return node.getBoundingClientRect().right - rowRight;
  });
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
}

test.describe('product cards', () => {
  for (const path of ['/', '/categories/shop-by-sport']) {
    test(`on ${path} the picture of every card is a square as wide as the card, at every width`, async ({ page }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await atWidth(page, width);
        const cards = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: /^Choose options/ }) });
        await expect(cards.first()).toBeVisible();
        for (const card of (await cards.all()).slice(0, 4)) {
          const picture = card.locator('a[aria-hidden="true"]').first();
          const image = picture.locator('img, span').first();
          const inside = await contentWidth(card);
          const box = await image.boundingBox();
          expect(box, 'the card has a picture').not.toBeNull();
          expect(Math.abs(box!.width - inside), `picture ${box!.width}px in a ${inside}px card at ${width}px`).toBeLessThanOrEqual(1);
          expect(Math.abs(box!.height - box!.width), `a square at ${width}px`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});

test('the home page rows are full at every width: no empty column beside the last product or post', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured products' }).getByRole('list').first();
  const blog = page.getByRole('region', { name: 'From the blog' }).getByRole('list');
  const popular = page.getByRole('region', { name: 'Popular posts' }).getByRole('list');
  for (const width of [320, ...WIDTHS, 1199]) {
    await atWidth(page, width);
    await expect(blog.getByRole('listitem').first()).toBeVisible();
    expect(await lastRowGap(featured), `Featured products at ${width}px`).toBeLessThanOrEqual(1);
    expect(await lastRowGap(blog), `From the blog at ${width}px`).toBeLessThanOrEqual(1);
    expect(await lastRowGap(popular), `Popular posts at ${width}px`).toBeLessThanOrEqual(1);
  }
  // On a wide screen the three posts stand side by side, each title right under its picture.
  await atWidth(page, 1400);
  // Within a pixel: the columns' fractional widths give their pictures heights a fraction of a pixel apart.
  const titles = await blog.getByRole('heading').evaluateAll((headings) => headings.map((h) => h.getBoundingClientRect().top));
  expect(Math.max(...titles) - Math.min(...titles), `titles start at ${titles.join(', ')}`).toBeLessThanOrEqual(1);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await signUpThroughApi(page.request, uniqueEmail('layout'));
  });

  test('the account navigation marks Addresses on the address forms and Rewards on the rewards page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Account' });

    await page.goto('/account/add-address');
    await expect(nav.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await page.goto('/account/addresses');
    await expect(nav.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: /^Edit/ }).first().click();
    await expect(page).toHaveURL(/\/account\/edit-address\?addressId=\d+$/);
    await expect(nav.getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
    await expect(nav.getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText(/Hi Phone, you have 0 points\./)).toBeVisible();
  });

  test('the discount code stands apart from GST included in the checkout summary, at every width', async ({ page }) => {
    await addToCart(page.request);
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      const gst = await summary.getByText('GST included').boundingBox();
      const label = await summary.getByText('Discount code', { exact: true }).boundingBox();
      expect(gst && label, 'both show').toBeTruthy();
      expect(label!.y - (gst!.y + gst!.height), `space above Discount code at ${width}px`).toBeGreaterThanOrEqual(16);
    }
  });
});

test('a guest sees rewards on its own, with a way to sign in and no account navigation', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Frewards');
});

test("the footer's copyright runs to this year, the same once hydrated", async ({ page }) => {
  const year = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(new Date());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/', '/cart']) {
    await page.goto(path);
    const copyright = page.locator('footer').getByText(/© Copyright 2008-\d{4} Bulk Nutrients/);
    await expect(copyright).toHaveText(`© Copyright 2008-${year} Bulk Nutrients`);
    // The footer hydrates at the first interaction: its text stays, and React reports no mismatch.
    await page.locator('footer').hover();
    await page.mouse.wheel(0, 2000);
    await expect(copyright).toHaveText(`© Copyright 2008-${year} Bulk Nutrients`);
  }
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
