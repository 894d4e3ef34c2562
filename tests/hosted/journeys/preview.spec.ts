import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { shopPreviewUrl } from '@/lib/preview/paths';
import { expect, PREVIEW_SECRET, test } from '../fixtures';

/* An editor's preview against the Sanity stand-in, opened as the Studio's 'Open preview' does
   (studio/lib/preview-url.ts): a one-hour secret written into the dataset with the editor's session, then the
   shop's /api/preview, which checks it against Sanity with the read token. Drafts come through the drafts
   perspective with that token, and Exit Preview returns to the published page. */

/** The Studio's client: the editor's session on the Sanity stand-in itself (not through the shop's fault proxy). */
const studioClient = () =>
  createClient({
    projectId: process.env.SANITY_PROJECT_ID,
    dataset: process.env.SANITY_DATASET,
    apiHost: process.env.HOSTED_SANITY_API_HOST,
    useProjectHostname: false,
    useCdn: false,
    token: process.env.SANITY_API_TOKEN,
    apiVersion: '2025-02-19',
  });

test('preview of a draft opened from the Studio, with Exit Preview', async ({ page, request, baseURL }) => {
  // No static secret opens a hosted preview, nor a secret Sanity does not hold.
  expect((await request.get(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&slug=about-us`, { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get(shopPreviewUrl(baseURL!, 'not-a-secret-sanity-holds', '/about-us'), { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get('/new-season-preview')).status()).toBe(404);

  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');

  const { secret } = await createPreviewSecret(studioClient(), 'bulk-storefront-studio', 'http://localhost:3333/', 'editor');
  await page.goto(shopPreviewUrl(baseURL!, secret, '/about-us'));
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
