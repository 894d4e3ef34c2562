import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { whenInteractive } from '../support/e2e/interactive';

/* Site search in a real browser against the production build and the embedded search engine (the indexes are
   built from data/catalogue.json and data/content/production.ndjson). "protein" finds 31 products, 13 categories,
   7 blog posts and 1 information page ("Protein testing FAQs"); priced $40 to $50 it finds 6 products, 3 of them under
   Shop by Sport and 1 under Shop by Sport > Running (Earth Protein, $42.90). The header search box shows on screens
   wider than 1200px. */

const DESKTOP = { width: 1280, height: 900 };

function headerCombobox(page: Page) {
  return page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' });
}

function resultsBox(page: Page) {
  return page.getByRole('search', { name: 'Search results' }).getByRole('searchbox', { name: 'Search the shop' });
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Results', exact: true });
}

function sidebar(page: Page) {
  return page.getByRole('region', { name: 'Filter and Categories' });
}

function appliedFilters(page: Page) {
  return page.getByRole('list', { name: 'Applied filters' });
}

/** The applied-filter chips' labels (without the ' × (remove filter)' suffix), in any order. */
async function expectChips(page: Page, labels: string[]) {
  await expect
    .poll(async () => (await appliedFilters(page).getByRole('link').allTextContents()).map((text) => text.replace(/\s*×\s*\(remove filter\)$/, '')).sort())
    .toEqual([...labels].sort());
}

function summary(page: Page) {
  return results(page).getByRole('status');
}

/** Opens the results page and waits until its controls answer clicks. */
async function openResults(page: Page, search: string) {
  await page.goto(`/search-results-page${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toBeVisible();
  await whenInteractive(page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Products', exact: true }));
}

function searchParams(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test.describe('wide screens', () => {
  test.use({ viewport: DESKTOP });

  test('header suggestions: grouped, ArrowDown/Enter opens a product, Escape closes, Enter submits to the results page', async ({ page }) => {
    await page.goto('/');
    const box = await whenInteractive(headerCombobox(page));
    await expect(box).toBeVisible();
    await box.fill('protein');

    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Products', 'Categories', 'Blogs', 'Pages']) {
      await expect(listbox.getByRole('group', { name: group, exact: true })).toBeVisible();
    }
    await expect(listbox.getByRole('group', { name: 'Products', exact: true }).getByRole('option')).toHaveCount(5);
    await expect(listbox.getByRole('group', { name: 'Pages', exact: true }).getByRole('option')).toHaveText([/Protein testing FAQs/]);

    // Escape closes the list and keeps the text.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('protein');

    // Enter without an active suggestion goes to the results page.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page\?q=protein$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toBeVisible();
    await expect(resultsBox(page)).toHaveValue('protein');
    await expect(summary(page)).toHaveText('31 results for “protein”');
    // Reached by a client-side navigation: 'Clear all' works straight away (it clears the query).
    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(resultsBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/search-results-page$/);

    // ArrowDown makes the first product active; Enter opens it.
    const header = await whenInteractive(headerCombobox(page));
    await header.fill('creatine');
    await expect(listbox.getByRole('group', { name: 'Products', exact: true }).getByRole('option').first()).toContainText('Creatine Monohydrate');
    await header.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(header).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing id');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/products\/creatine-monohydrate$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creatine Monohydrate');
    await expect(headerCombobox(page)).toHaveValue('');
  });

  test('header suggestions: the suggestion Up and Down make active is scrolled into the list\'s view', async ({ page }) => {
    await page.goto('/');
    const box = await whenInteractive(headerCombobox(page));
    await box.fill('protein');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    // More suggestions than the list shows at once: it scrolls.
    expect(await listbox.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    const activeInView = () =>
      page.evaluate(() => {
        const input = document.activeElement as HTMLElement;
        const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
        const list = option?.closest('[role="listbox"]');
        if (!option || !list) return false;
        const o = option.getBoundingClientRect();
        const l = list.getBoundingClientRect();
        return o.top >= l.top - 1 && o.bottom <= l.bottom + 1;
      });
    for (let i = 0; i < count; i += 1) {
      await box.press('ArrowDown');
      await expect.poll(activeInView, `suggestion ${i + 1} of ${count} in view`).toBe(true);
    }
    // Down from the last wraps to the first, at the top again.
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect.poll(activeInView).toBe(true);
  });

  test('results page: refine by price and category, sort, applied filters, reload and Back keep the state, clear all', async ({ page }) => {
    await openResults(page, '?q=protein');
    await expect(resultsBox(page)).toHaveValue('protein');
    await expect(summary(page)).toHaveText('31 results for “protein”');
    await expect(appliedFilters(page)).toHaveCount(0);
    // The query alone is something to clear.
    await expect(page.getByRole('link', { name: 'Clear all' })).toBeVisible();
    const filters = sidebar(page);

    // Price range with 'Update'.
    await filters.getByRole('spinbutton', { name: 'Minimum price in dollars' }).fill('40');
    await filters.getByRole('spinbutton', { name: 'Maximum price in dollars' }).fill('50');
    await filters.getByRole('button', { name: 'Update' }).click();
    await expect(summary(page)).toHaveText('6 results for “protein”');
    await expectChips(page, ['Min $40', 'Max $50']);
    await expect(page).toHaveURL(/price=40%3A50/);

    // Category: the hierarchical menu opens a level at a time; the chip drops the 'Shop by Sport > ' prefix.
    await filters.getByRole('link', { name: /^Shop by Sport \d+ products?$/ }).click();
    await expect(summary(page)).toHaveText('3 results for “protein”');
    await expectChips(page, ['Min $40', 'Max $50', 'Shop by Sport']);
    await filters.getByRole('link', { name: /^Running \d+ products?$/ }).click();
    await expect(summary(page)).toHaveText('1 result for “protein”');
    await expect(filters.getByRole('link', { name: /^Running / })).toHaveAttribute('aria-current', 'true');
    await expectChips(page, ['Min $40', 'Max $50', 'Running']);
    await expect(page).toHaveURL(/category=Shop\+by\+Sport\+%3E\+Running/);
    await expect(results(page).getByRole('article')).toHaveCount(1);
    await expect(results(page).getByRole('article').getByRole('heading')).toHaveText('Earth Protein');
    await expect(results(page).getByRole('article')).toContainText('$42.90');

    // Every 'protein' product is rated 4 or more: no rating would narrow them, so the rating filter is not offered.
    await expect(filters.getByRole('region', { name: 'Rating' })).toHaveCount(0);

    // Sort: kept in the URL beside the filters (not an applied filter).
    const sort = await whenInteractive(page.getByRole('combobox', { name: 'Sort by' }));
    await sort.selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/sort=price_desc/);
    await expectChips(page, ['Min $40', 'Max $50', 'Running']);
    expect(searchParams(page)).toEqual({ q: 'protein', category: 'Shop by Sport > Running', price: '40:50', sort: 'price_desc' });

    // Reload: the URL holds the state.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toBeVisible();
    await expect(resultsBox(page)).toHaveValue('protein');
    await expect(summary(page)).toHaveText('1 result for “protein”');
    await expectChips(page, ['Min $40', 'Max $50', 'Running']);
    await expect(filters.getByRole('spinbutton', { name: 'Minimum price in dollars' })).toHaveValue('40');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');

    // Back: the state before the sort.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    expect(searchParams(page)).toEqual({ q: 'protein', category: 'Shop by Sport > Running', price: '40:50' });
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await expectChips(page, ['Min $40', 'Max $50', 'Running']);
    await expect(summary(page)).toHaveText('1 result for “protein”');

    // Clear all: filters and query go.
    const clear = await whenInteractive(page.getByRole('link', { name: 'Clear all' }));
    await clear.click();
    await expect(appliedFilters(page)).toHaveCount(0);
    await expect(clear).toHaveCount(0);
    await expect(resultsBox(page)).toHaveValue('');
    await expect(summary(page)).toHaveText(/^\d+ results$/);
    await expect(page).toHaveURL(/\/search-results-page$/);
  });

  test('Back after a reload stays on the page: no server round trip, and a quick Clear all holds', async ({ page }) => {
    await openResults(page, '?q=protein');
    const filters = sidebar(page);
    await filters.getByRole('link', { name: /^Shop by Sport \d+ products?$/ }).click();
    await expect(summary(page)).toHaveText('10 results for “protein”');
    await expect(page).toHaveURL(/category=Shop\+by\+Sport/);
    const sort = await whenInteractive(page.getByRole('combobox', { name: 'Sort by' }));
    await sort.selectOption({ label: 'Price high to low' });
    await expect(page).toHaveURL(/sort=price_desc/);

    // After a reload, Next.js's router would treat Back to the entries the listing wrote as new navigations: the
    // page's data fetched again and the listing remounted from it, undoing what the shopper did meanwhile. The
    // page's data answers slowly here, so that a remount would land after the click below.
    await page.reload();
    await whenInteractive(page.getByRole('link', { name: 'Clear all' }));
    const pageData: string[] = [];
    // This page's data (the header's links prefetch theirs once the header hydrates: not a round trip for this page).
    await page.route('**/_next/data/**/search-results-page.json*', async (route) => {
      pageData.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expectChips(page, ['Shop by Sport']);
    await expect(summary(page)).toHaveText('10 results for “protein”');
    // The entry's state is the one shown (the count and chips are the same with the sort): Clear all acts on it.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(appliedFilters(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/search-results-page$/);
    // What a late remount would have brought back, had there been one.
    await page.waitForTimeout(2000);
    await expect(appliedFilters(page)).toHaveCount(0);
    await expect(summary(page)).toHaveText(/^\d+ results$/);
    expect(pageData).toEqual([]);
  });

  test("a filter chip or 'Clear all' pressed by keyboard leaves the focus in the listing: the next chip, 'Clear all', then the results' heading", async ({ page }) => {
    await openResults(page, '?q=protein&flavour=Chocolate&flavour=Vanilla');
    const chips = appliedFilters(page).getByRole('link');
    await expectChips(page, ['Chocolate', 'Vanilla']);
    await (await whenInteractive(chips.first())).focus();
    await page.keyboard.press('Enter');
    await expectChips(page, ['Vanilla']);
    await expect(chips.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(appliedFilters(page)).toBeHidden();
    const clearAll = page.getByRole('link', { name: 'Clear all' });
    await expect(clearAll).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results-page$/);
    await expect(clearAll).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeFocused();
  });

  test('a flavour or a rating applied and removed again by keyboard keeps the focus on its link, though the list moves it', async ({ page }) => {
    await openResults(page, '?q=protein&sort=price_asc');
    const flavour = () => sidebar(page).getByRole('link', { name: /^Chocolate \d+ products?$/ });
    await (await whenInteractive(flavour())).focus();
    await page.keyboard.press('Enter');
    await expect(flavour()).toHaveAttribute('aria-current', 'true');
    await expect(flavour()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/flavour=/);
    await expect(flavour()).not.toHaveAttribute('aria-current');
    await expect(flavour()).toBeFocused();

    // So does a rating, which leaves the menu until the answer comes.
    await openResults(page, '');
    const rating = () => sidebar(page).getByRole('link', { name: /4 stars & Up/ });
    await (await whenInteractive(rating())).focus();
    await page.keyboard.press('Enter');
    await expect(rating()).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/rating=/);
    await expect(rating()).toBeFocused();
  });

  test("rating: '& Up' items with counts, only those that narrow; the chip reads 'Rating 4+'", async ({ page }) => {
    // The whole range: every product is rated 4 or more but one (3.9), so only '4 & Up' narrows.
    await openResults(page, '');
    await expect(summary(page)).toHaveText(/^77 results$/);
    const rating = sidebar(page).getByRole('region', { name: 'Rating' });
    await expect(rating.getByRole('link')).toHaveCount(1);
    const fourUp = rating.getByRole('link', { name: /^4 stars & Up 76 products$/ });
    await expect(fourUp).toContainText('& Up');
    await (await whenInteractive(fourUp)).click();
    await expect(fourUp).toHaveAttribute('aria-current', 'true');
    await expect(summary(page)).toHaveText('76 results');
    await expectChips(page, ['Rating 4+']);
    await expect(page).toHaveURL(/rating=4/);
  });

  test("'Show more' loads 12 more at a time and is disabled on the last page", async ({ page }) => {
    await openResults(page, '?q=protein');
    const cards = results(page).getByRole('article');
    // A link to the page with one more page shown (what it is without JavaScript), loading it in place here; a
    // disabled button on the last page.
    const more = results(page).getByRole('link', { name: 'Show more' });
    await expect(cards).toHaveCount(12);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await (await whenInteractive(more)).click();
    await expect(cards).toHaveCount(24);
    await more.click();
    await expect(cards).toHaveCount(31);
    await expect(results(page).getByRole('button', { name: 'Show more' })).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("'Show more' by keyboard puts the focus on the first new result, also when the link gives way to the disabled button", async ({ page }) => {
    await openResults(page, '?q=protein');
    const cards = results(page).getByRole('article');
    const more = results(page).getByRole('link', { name: 'Show more' });
    await (await whenInteractive(more)).focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(24);
    // The 13th card's title link (its image link is out of the tab order).
    await expect(cards.nth(12).getByRole('link').first()).toBeFocused();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(31);
    await expect(cards.nth(24).getByRole('link').first()).toBeFocused();
  });

  test('a tab pressed by keyboard keeps the focus on the tabs: the new tab\'s link has it', async ({ page }) => {
    await openResults(page, '?q=protein');
    const tabs = page.getByRole('navigation', { name: 'Search in' });
    await (await whenInteractive(tabs.getByRole('link', { name: 'Blogs', exact: true }))).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/t=blogs/);
    await expect(tabs.getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Blogs', exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.getByRole('link', { name: 'Categories', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/t=categories/);
    await expect(tabs.getByRole('link', { name: 'Categories', exact: true })).toBeFocused();
  });

  test('a search sent with Enter in the results box leaves the focus at the results, not on the page', async ({ page }) => {
    await openResults(page, '?q=protein');
    const box = await whenInteractive(resultsBox(page));
    await box.fill('creatine');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=creatine/);
    await expect(summary(page)).toContainText('for “creatine”');
    await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeFocused();
  });

  test('the tabs switch the index and `t`; reload and Back keep the tab', async ({ page }) => {
    await openResults(page, '?q=protein');
    const tabs = page.getByRole('navigation', { name: 'Search in' });
    await expect(tabs.getByRole('link')).toHaveText(['Products', 'Categories', 'Blogs', 'Information Pages']);
    await expect(tabs.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page)).toBeVisible();

    await tabs.getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\?q=protein&t=categories$/);
    await expect(tabs.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    await expect(summary(page)).toHaveText('13 results for “protein”');
    await expect(results(page).getByRole('link', { name: 'High Protein', exact: true })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(resultsBox(page)).toHaveValue('protein');

    await tabs.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\?q=protein&t=blogs$/);
    await expect(summary(page)).toHaveText('7 results for “protein”');
    await expect(results(page).getByText(/^Posted by /).first()).toBeVisible();

    await tabs.getByRole('link', { name: 'Information Pages' }).click();
    await expect(page).toHaveURL(/\?q=protein&t=pages$/);
    await expect(summary(page)).toHaveText('1 result for “protein”');
    await expect(results(page).getByRole('link', { name: 'Protein testing FAQs' })).toHaveAttribute('href', '/faqs/protein-testing');

    await page.reload();
    // Back once the results have been taken over by their live version (its router then follows Back in place).
    await expect(await whenInteractive(tabs.getByRole('link', { name: 'Information Pages' }))).toHaveAttribute('aria-current', 'page');
    await expect(results(page).getByRole('link', { name: 'Protein testing FAQs' })).toBeVisible();
    await expect(resultsBox(page)).toHaveValue('protein');

    await page.goBack();
    await expect(page).toHaveURL(/\?q=protein&t=blogs$/);
    await expect(tabs.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
    await expect(summary(page)).toHaveText('7 results for “protein”');

    await whenInteractive(tabs.getByRole('link', { name: 'Products' }));
    await tabs.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?q=protein$/);
    await expect(summary(page)).toHaveText('31 results for “protein”');
    await expect(sidebar(page)).toBeVisible();
  });

  test('quick add on a product result adds to the cart and opens the cart panel; Back then leaves the page', async ({ page }) => {
    await page.goto('/');
    // q spelt with %20 (the page itself writes '+'): landing must not push a second entry.
    await openResults(page, '?q=whey%20protein%20isolate');
    const card = results(page).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Whey Protein Isolate', exact: true }) });
    await expect(card.getByRole('link', { name: 'Whey Protein Isolate', exact: true })).toHaveAttribute('href', '/products/whey-protein-isolate');
    await expect(card.getByRole('group', { name: 'Quick add' }).getByRole('button')).toHaveCount(3);
    await (await whenInteractive(card.getByRole('button', { name: /Chocolate \/ 1kg/ }))).click();

    const panel = page.getByRole('dialog', { name: 'Your current cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line')).toHaveCount(1);
    await expect(panel.getByTestId('cart-line')).toContainText('Whey Protein Isolate');
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await expect(page).toHaveURL(/\?q=whey%20protein%20isolate$/);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toHaveCount(0);
  });

  test('axe: no serious or critical violations on the results page with filters applied', async ({ page }) => {
    await openResults(page, '?q=protein&category=Shop+by+Sport&rating=4');
    await expect(summary(page)).toHaveText('10 results for “protein”');
    await expectChips(page, ['Shop by Sport', 'Rating 4+']);
    await expectAxeClean(page);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

  test("the sidebar sits behind 'Filter and Categories': a left panel with a close button that closes on a backdrop click", async ({ page }) => {
    await openResults(page, '?q=protein');
    await expect(page.getByRole('search', { name: 'Site search' })).toBeHidden();
    await expect(sidebar(page)).toBeHidden();
    const toggle = await whenInteractive(page.getByRole('button', { name: 'Filter and Categories' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filter and Categories' });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = await dialog.boundingBox();
    expect(box?.x).toBe(0);
    const close = dialog.getByRole('button', { name: 'Close filters' });
    await expect(close).toBeFocused();
    await expect(dialog.getByRole('link', { name: /^Shop by Sport \d+ products$/ })).toBeVisible();
    await expectAxeClean(page);

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click on the backdrop (right of the panel) closes it too; a filter chosen inside applies.
    await toggle.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /^Shop by Sport \d+ products$/ }).click();
    await expect(page).toHaveURL(/category=Shop\+by\+Sport/);
    await page.mouse.click(345, 600); // right of the 327px drawer, left of the page's scrollbar gutter
    await expect(dialog).toBeHidden();
    await expect(summary(page)).toHaveText('10 results for “protein”');
    await expectChips(page, ['Shop by Sport']);
  });
});
