import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { whenInteractive } from '../support/e2e/interactive';

/* A search that finds nothing, and words typed together or apart. Against the embedded dataset: "zzzz" finds nothing
   anywhere; "preworkout", "pre workout" and "pre-workout" each find the 8 pre-workout products ("Pre-Workout",
   "Stim-Free Pre-Workout"...); the home page features Whey Protein Isolate, Whey Protein Concentrate, Earth Protein
   and Hydrolysed Collagen Peptides first. */

const WIDTHS = [360, 390, 768, 1400];
const SYMBOLS_TIP = 'Search with words or numbers: symbols and emoji on their own match nothing.';

const results = (page: Page) => page.getByRole('region', { name: 'Results', exact: true });
const help = (page: Page) => results(page).getByTestId('no-results');
const resultsBox = (page: Page) => page.getByRole('search', { name: 'Search results' }).getByRole('searchbox', { name: 'Search the shop' });

async function expectNoSidewaysScroll(page: Page) {
  const screen = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(screen);
}

/** `picks`: the featured products come with a page whose own (server) search found nothing, not with a later search. */
async function expectHelp(page: Page, query: string, { picks = true } = {}) {
  await expect(results(page).getByRole('status')).toHaveText(`No results for “${query}”.`);
  await expect(help(page).getByText(/^Check the spelling/)).toBeVisible();
  await expect(help(page).getByText(/^Use fewer words, or broader ones/)).toBeVisible();
  await expect(help(page).getByRole('region', { name: 'Popular searches' }).getByRole('link')).toHaveText(['Shipping FAQ', 'BCAA', 'Creatine', 'Collagen', 'Pre Workout', 'WPI', 'WPC']);
  await expect(help(page).getByRole('region', { name: 'Browse the range' }).getByRole('link', { name: 'Shop by Ingredient' })).toHaveAttribute('href', '/categories/shop-by-ingredient');
  const picked = help(page).getByRole('region', { name: 'Popular picks' });
  if (!picks) {
    await expect(picked).toHaveCount(0);
    return;
  }
  await expect(picked.getByRole('heading', { level: 4 })).toHaveText([
    'Whey Protein Isolate',
    'Whey Protein Concentrate',
    'Earth Protein',
    'Hydrolysed Collagen Peptides',
  ]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 180_000 });

  for (const width of WIDTHS) {
    test(`at ${width} px the page says nothing matched, how to search instead, and where to go; nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search-results-page?q=zzzz');
      await expectHelp(page, 'zzzz');
      await expectNoSidewaysScroll(page);
      if (width === 390) await expectAxeCleanWithoutScripts(page, { within: 'main', everyImpact: true });
    });
  }

  test('a query of symbols or emoji alone finds nothing, says so with what was typed, and offers the help; an empty query lists everything', async ({ page }) => {
    for (const query of ['🍌', '!!!']) {
      await page.goto(`/search-results-page?q=${encodeURIComponent(query)}`);
      await expect(results(page).getByRole('status')).toHaveText(`No results for “${query}”.`);
      // The only product cards are the help's four popular picks.
      await expect(results(page).getByRole('article')).toHaveCount(4);
      await expect(help(page).getByText(SYMBOLS_TIP)).toBeVisible();
      await expect(help(page).getByText(/^Check the spelling/)).toHaveCount(0);
      await expect(help(page).getByRole('region', { name: 'Popular searches' }).getByRole('link')).toHaveCount(7);
      await expect(help(page).getByRole('region', { name: 'Popular picks' }).getByRole('heading', { level: 4 })).toHaveCount(4);
      await expect(resultsBox(page)).toHaveValue(query);
    }
    await page.goto('/search-results-page?q=');
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results$/);
    await expect(help(page)).toHaveCount(0);
  });

  test('its links are plain links to pages the server renders; the words typed together find the same products', async ({ page }) => {
    await page.goto('/search-results-page?q=preworkout&t=blogs');
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results? for “preworkout”$/);
    await page.goto('/search-results-page?q=zzzz');
    await help(page).getByRole('link', { name: 'Pre Workout' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?q=Pre%20Workout$/);
    await expect(results(page).getByRole('status')).toHaveText('8 results for “Pre Workout”');
    await page.goto('/search-results-page?q=preworkout');
    await expect(results(page).getByRole('status')).toHaveText('8 results for “preworkout”');
    await expect(results(page).getByRole('article').first().getByRole('heading')).toContainText('Pre-Workout');
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the help comes and goes in place as the shopper types; words typed together or apart find the same products', async ({ page }) => {
    await page.goto('/search-results-page?q=protein');
    const box = await whenInteractive(resultsBox(page));
    await expect(help(page)).toHaveCount(0);

    for (const query of ['preworkout', 'pre workout', 'pre-workout', 'PreWorkout']) {
      await box.fill(query);
      await expect(results(page).getByRole('status')).toHaveText(`8 results for “${query}”`);
    }
    await box.fill('zzzz');
    await expectHelp(page, 'zzzz', { picks: false });
    await expectAxeClean(page, { within: 'main', everyImpact: true });
    // A popular search from the help: the results page for it.
    await help(page).getByRole('link', { name: 'Creatine' }).click();
    await expect(page).toHaveURL(/\/search-results-page\?q=Creatine$/);
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results for “Creatine”$/);
    await expect(help(page)).toHaveCount(0);
  });

  test('header suggestions: "wheyprotein" suggests the whey proteins; nothing found says how to search instead', async ({ page }) => {
    await page.goto('/');
    const box = await whenInteractive(page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' }));
    await box.fill('wheyprotein');
    const products = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name: 'Products', exact: true });
    await expect(products.getByRole('option').first()).toContainText('Whey Protein');
    await box.fill('zzzz');
    await expect(page.getByRole('search', { name: 'Site search' }).getByText('No suggestions for “zzzz”. Check the spelling, or try fewer words.')).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('symbols or an emoji alone, typed in the results box or the header, match nothing: no results, no suggestions', async ({ page }) => {
    await page.goto('/search-results-page?q=protein');
    const box = await whenInteractive(resultsBox(page));
    await box.fill('🍌');
    await expect(results(page).getByRole('status')).toHaveText('No results for “🍌”.');
    await expect(help(page).getByText(SYMBOLS_TIP)).toBeVisible();
    await expect(results(page).getByRole('article')).toHaveCount(0);

    const header = await whenInteractive(page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' }));
    await header.fill('whey');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
    await header.fill('!!!');
    await expect(page.getByRole('search', { name: 'Site search' }).getByText(`No suggestions for “!!!”. ${SYMBOLS_TIP}`)).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option')).toHaveCount(0);
  });
});
