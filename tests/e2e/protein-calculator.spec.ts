import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanWithoutScripts } from '../support/e2e/axe';
import { holdScripts, hydrated } from '../support/e2e/hold-scripts';

/* The protein calculator without JavaScript, before hydration and after it. Its target form is a GET form and its
   column headers are links, so each answer and each order is a page the server renders (per request, from
   /protein-calculator?weight=…); once hydrated the answer follows the form as it changes and the headers sort in
   place. */

const table = (page: Page) => page.getByRole('table', { name: /Protein products compared/ });
const answer = (page: Page) => page.locator('#protein-target [aria-live="polite"]');

/** The first column's numbers of a column, as the table shows them from top to bottom. */
async function columnValues(page: Page, index: number): Promise<number[]> {
  const texts = await table(page).locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);
const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] >= value);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the target is a GET form and each column header a link: every answer and order is rendered on the server', async ({ page }) => {
    await page.goto('/protein-calculator');
    await expect(answer(page)).toContainText('About 90–120 g of protein a day');
    await expectAxeCleanWithoutScripts(page, { within: 'main' });

    await page.getByLabel('Body weight (kg)').fill('100');
    await page.getByRole('radio', { name: /^Strength training/ }).check();
    await page.getByRole('button', { name: 'Work out my target' }).click();
    await expect(page).toHaveURL(/\/protein-calculator\?weight=100&level=strength&sort=pricePer100gProteinCents&dir=asc#protein-target$/);
    await expect(answer(page)).toContainText('About 160–220 g of protein a day');
    await expect(page.getByLabel('Body weight (kg)')).toHaveValue('100');
    await expect(page.getByRole('radio', { name: /^Strength training/ })).toBeChecked();

    // Pack price, low to high, then high to low; the target asked for stays.
    await table(page).getByRole('link', { name: /^Pack price/ }).click();
    await expect(page).toHaveURL(/weight=100&level=strength&sort=priceCents&dir=asc#protein-comparison$/);
    await expect(table(page).getByRole('columnheader', { name: /^Pack price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(ascending(await columnValues(page, 3))).toBe(true);
    await table(page).getByRole('link', { name: /^Pack price/ }).click();
    await expect(table(page).getByRole('columnheader', { name: /^Pack price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(descending(await columnValues(page, 3))).toBe(true);
    await expect(answer(page)).toContainText('About 160–220 g of protein a day');

    // A new target keeps the order.
    await page.getByLabel('Body weight (kg)').fill('60');
    await page.getByRole('button', { name: 'Work out my target' }).click();
    await expect(page).toHaveURL(/weight=60&level=strength&sort=priceCents&dir=desc#protein-target$/);
    await expect(answer(page)).toContainText('About 96–132 g of protein a day');

    // A weight it cannot use says so, in the page as sent.
    await page.getByLabel('Body weight (kg)').fill('5');
    await page.getByRole('button', { name: 'Work out my target' }).click();
    await expect(page.getByText('Enter a weight between 30 and 250 kg.')).toBeVisible();
    await expect(page.getByLabel('Body weight (kg)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the bare page stays the page built for everyone; an answer is per request, with a shared cache lifetime', async ({ request }) => {
    const bare = await request.get('/protein-calculator');
    expect(bare.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const asked = await request.get('/protein-calculator?weight=82&level=sedentary&sort=name&dir=desc');
    expect(asked.status()).toBe(200);
    expect(asked.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const html = await asked.text();
    expect(html).toContain('About <strong>66 g</strong> of protein a day');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/protein-calculator"/);
    const odd = await request.get('/protein-calculator?weight=%3Cscript%3E&level=x&sort=y&dir=z');
    expect(odd.status()).toBe(200);
    // What was sent is shown back in the box, as text, and said to be no weight.
    const box = (await odd.text()).match(/<input[^>]*name="weight"[^>]*>/)?.[0];
    expect(box).toContain('value="&lt;script&gt;"');
    expect(box).toContain('aria-invalid="true"');
  });
});

test('once hydrated the answer follows the form and the headers sort in place, without a page load', async ({ page }) => {
  await page.goto('/protein-calculator');
  await hydrated(page, '#protein-target form');
  // A mark on this document: a page load would take it away.
  await page.evaluate(() => document.body.setAttribute('data-same-document', ''));
  await page.getByLabel('Body weight (kg)').fill('80');
  await page.getByRole('radio', { name: 'Mostly inactive (0.8 g/kg)' }).check();
  await expect(answer(page)).toContainText('About 64 g of protein a day');
  await page.getByRole('button', { name: 'Work out my target' }).click();
  await expect(answer(page)).toBeFocused();
  await table(page).getByRole('link', { name: /^Protein per serve/ }).click();
  await expect(table(page).getByRole('columnheader', { name: /^Protein per serve/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(ascending(await columnValues(page, 2))).toBe(true);
  await expect(page.locator('body[data-same-document]')).toHaveCount(1);
});

test('once hydrated, a weight it cannot use sends the button back to the weight box, which says why', async ({ page }) => {
  await page.goto('/protein-calculator');
  await hydrated(page, '#protein-target form');
  const weight = page.getByLabel('Body weight (kg)');
  await weight.fill('5');
  await page.getByRole('button', { name: 'Work out my target' }).click();
  await expect(weight).toBeFocused();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await expect(weight).toHaveAccessibleDescription('Enter a weight between 30 and 250 kg.');
  await expect(weight).toHaveValue('5');

  await weight.fill('');
  await page.getByRole('button', { name: 'Work out my target' }).click();
  await expect(weight).toBeFocused();
});

test('a sort made in place is in the address bar: a reload keeps it, Back from another page finds it, and it adds no history entry', async ({ page }) => {
  await page.goto('/about-us');
  await page.goto('/protein-calculator');
  await hydrated(page, '#protein-target form');
  await page.getByLabel('Body weight (kg)').fill('80');
  await table(page).getByRole('link', { name: /^Pack price/ }).click();
  await table(page).getByRole('link', { name: /^Pack price/ }).click();
  await expect(table(page).getByRole('columnheader', { name: /^Pack price/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/\/protein-calculator\?weight=80&level=active&sort=priceCents&dir=desc#protein-comparison$/);

  await page.reload();
  await expect(table(page).getByRole('columnheader', { name: /^Pack price/ })).toHaveAttribute('aria-sort', 'descending');
  expect(descending(await columnValues(page, 3))).toBe(true);
  await expect(page.getByLabel('Body weight (kg)')).toHaveValue('80');

  // Another sort in place, a product opened from the table (without a page load), then Back: the order is the one left.
  await hydrated(page, '#protein-target form');
  await table(page).getByRole('link', { name: /^Product/ }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc#protein-comparison$/);
  await table(page).locator('tbody th a').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await page.goBack();
  await expect(page).toHaveURL(/weight=80&level=active&sort=name&dir=asc#protein-comparison$/);
  await expect(table(page).getByRole('columnheader', { name: /^Product/ })).toHaveAttribute('aria-sort', 'ascending');

  // The sorts replaced the page's entry: one more Back leaves the calculator.
  await page.goBack();
  await expect(page).toHaveURL(/\/about-us$/);
});

test("the header's Sign in comes back to the answer and the order shown in place", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/protein-calculator');
  await hydrated(page, '#protein-target form');
  await page.getByLabel('Body weight (kg)').fill('70');
  await page.getByRole('button', { name: 'Work out my target' }).click();
  await table(page).getByRole('link', { name: /^Pack price/ }).click();
  await expect(page).toHaveURL(/\/protein-calculator\?weight=70&level=active&sort=priceCents&dir=asc#protein-comparison$/);
  await page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/protein-calculator?weight=70&level=active&sort=priceCents&dir=asc');
});

test("a target worked out in place is in the address bar, with the table's order: a reload shows the same answer", async ({ page }) => {
  await page.goto('/protein-calculator');
  await hydrated(page, '#protein-target form');
  await table(page).getByRole('link', { name: /^Pack price/ }).click();
  await page.getByLabel('Body weight (kg)').fill('95');
  await page.getByRole('radio', { name: /^Strength training/ }).check();
  await page.getByRole('button', { name: 'Work out my target' }).click();
  await expect(page).toHaveURL(/\/protein-calculator\?weight=95&level=strength&sort=priceCents&dir=asc#protein-target$/);

  await page.reload();
  await expect(page.getByLabel('Body weight (kg)')).toHaveValue('95');
  await expect(page.getByRole('radio', { name: /^Strength training/ })).toBeChecked();
  await expect(answer(page)).toContainText('About 152–209 g of protein a day');
  await expect(table(page).getByRole('columnheader', { name: /^Pack price/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('a weight and level chosen before hydration are the ones the page answers for after it', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/protein-calculator', { waitUntil: 'commit' });
  await page.getByLabel('Body weight (kg)').fill('110');
  await page.getByRole('radio', { name: /^Strength training/ }).check();
  scripts.release();
  await hydrated(page, '#protein-target form');
  await expect(page.getByLabel('Body weight (kg)')).toHaveValue('110');
  await expect(page.getByRole('radio', { name: /^Strength training/ })).toBeChecked();
  await expect(answer(page)).toContainText('About 176–242 g of protein a day');
});

test('at tablet width the comparison table fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/protein-calculator');
  const box = page.getByRole('region', { name: /Protein products compared/ });
  const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
});
