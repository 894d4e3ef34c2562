import { expect, PREVIEW_SECRET, test } from '../fixtures';

/* An editor's preview against the Sanity stand-in: drafts come through the drafts perspective with the read token
   (the stand-in refuses them without it), and Exit Preview returns to the published page. */

test('preview of a draft with Exit Preview', async ({ page, request }) => {
  expect((await request.get('/api/preview?secret=nope&slug=about-us', { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get('/new-season-preview')).status()).toBe(404);

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  await page.goto(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&slug=about-us`);
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us (draft)');
  await expect(page.getByRole('region', { name: 'Preview mode' })).toContainText('you are seeing draft content');

  // A page that exists only as a draft.
  const draftOnly = await page.goto('/new-season-preview');
  expect(draftOnly?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New season preview');

  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Exit Preview' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page.getByRole('button', { name: 'Exit Preview' })).toHaveCount(0);
  expect((await page.request.get('/new-season-preview')).status()).toBe(404);
});
