import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { whenInteractive } from '../support/e2e/interactive';

/** Pages whose rich content must pass axe with no violation of any impact. */
const AXE_PAGES = ['/style-guide', '/blog/creatine-explained', '/products/whey-protein-isolate'];

for (const path of AXE_PAGES) {
  test(`${path} has no axe violations of any impact`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(page, { everyImpact: true });
  });
}

test.describe('style guide rich content', () => {
  test.beforeEach(async ({ page }) => {
    // The test machine has no internet: answer for the Vimeo player so the click-to-load iframe has something to show.
    await page.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Vimeo player</title><p>player</p>' }),
    );
    const response = await page.goto('/style-guide');
    expect(response?.status()).toBe(200);
  });

  test('the long bullet list shows 20 items, then 20 more per More press, in two columns', async ({ page }) => {
    const list = page.getByRole('list').filter({ has: page.getByText('Greek yoghurt', { exact: true }) });
    const items = list.locator(':scope > li:not([data-more]):visible');
    await expect(items).toHaveCount(20);
    await expect(page.getByText('Protein chips', { exact: true })).toBeHidden();
    expect(await list.evaluate((el) => getComputedStyle(el).columnCount)).toBe('2');

    // 'More' is a native disclosure: the one shown is the entry after the last item shown.
    const more = list.locator(':scope > li[data-more]:visible summary');
    await expect(more).toHaveText('More');
    // Once the content has hydrated, focus follows (before that the disclosure opens all the same: before-hydration.spec).
    await (await whenInteractive(more)).click();
    await expect(items).toHaveCount(40);
    await expect(items.nth(20)).toBeFocused();
    await expect(list.locator(':scope > li[data-more]:visible')).toContainText('Showing 40 of 45');
    await more.click();
    await expect(items).toHaveCount(45);
    await expect(page.getByText('Protein chips', { exact: true })).toBeVisible();
    await expect(more).toHaveCount(0);
    await expectAxeClean(page, { everyImpact: true });
  });

  test('the Vimeo video loads only after its play link is pressed, in place', async ({ page }) => {
    const player = page.locator('iframe[src^="https://player.vimeo.com/"]');
    await expect(player).toHaveCount(0);
    const play = page.getByRole('link', { name: /Play video: How to mix a shake/ });
    await play.scrollIntoViewIfNeeded();
    // In place once the content has hydrated (before that the link opens the player: before-hydration.spec).
    await (await whenInteractive(play)).click();
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/900000102\?dnt=1/);
    await expect(player).toHaveAttribute('title', 'How to mix a shake');
    await expect(play).toHaveCount(0);
  });

  test('shows the three content error texts without breaking the page', async ({ page }) => {
    await expect(page.getByText('Missing form type: The form type you have used is not supported here')).toBeVisible();
    await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
    await expect(page.getByText('missing link', { exact: true })).toBeVisible();
    await expect(page.getByText('End of the style guide.')).toBeVisible();
  });

  test('the FAQ opens and the on-page link jumps to its heading', async ({ page }) => {
    const question = page.getByText('What is this block?', { exact: true });
    await question.click();
    await expect(page.locator('details').filter({ has: question })).toHaveAttribute('open', '');
    await page.getByRole('link', { name: 'tables section' }).click();
    await expect(page).toHaveURL(/#tables$/);
    await expect(page.getByRole('heading', { name: 'Tables', level: 2 })).toBeInViewport();
  });

  test('renders images with badges and the nutrition panel as a captioned table', async ({ page }) => {
    const badges = page.getByRole('list', { name: 'Badges' }).first();
    await expect(badges.getByRole('listitem')).toHaveText([
      'Pharmaceutical grade',
      'Improved formula',
      'Sale',
      'HASTA certified',
      'Vegan certified',
      'Plant based',
    ]);
    const img = page.getByRole('img', { name: 'Sample image with every overlay badge' });
    await expect(img).toHaveAttribute('width', '300');
    await expect(page.getByRole('table', { name: /Nutrition information/ }).getByRole('rowheader', { name: 'Protein' })).toBeVisible();
  });
});
