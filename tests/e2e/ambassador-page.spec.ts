import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';

/* Content links to an ambassador (the ambassador link mark); each has a page of their own at /ambassadors/{name}:
   portrait, name, sport, bio and the blog posts that mention them. */

test('an ambassador link in a blog post opens their page, which leads back to the posts that mention them', async ({ page }) => {
  await page.goto('/blog/electrolytes-for-endurance');
  await page.getByRole('link', { name: 'Mia Fraser' }).click();
  await expect(page).toHaveURL(/\/ambassadors\/mia-fraser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mia Fraser' })).toBeVisible();
  await expect(page.getByText('Bulk Nutrients ambassador · Trail running')).toBeVisible();
  await expect(page.getByText('Mia races mountain ultras')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Portrait of Mia Fraser' })).toBeVisible();
  await expectAxeClean(page, { everyImpact: true });
  const posts = page.getByRole('region', { name: 'On the blog with Mia Fraser' });
  await posts.getByRole('link', { name: /Electrolytes/ }).first().click();
  await expect(page).toHaveURL(/\/blog\/electrolytes-for-endurance$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every ambassador the social hub lists has a page, and one that isn't there is a 404", async ({ page, request }) => {
    await page.goto('/bulk-nutrients-social-hub');
    const links = page.getByRole('main').locator('a[href^="/ambassadors/"]');
    await expect(links).toHaveCount(3);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect((await request.get('/ambassadors/nobody')).status()).toBe(404);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/ambassadors/mia-fraser</loc>');
  });
});
