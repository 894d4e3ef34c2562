import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { whenInteractive } from '../support/e2e/interactive';
import { ROOT, STANDALONE_DIR, startStandalone, type StandaloneServer } from '../support/standalone-server';

/* The container image, without Docker: the standalone output alone in a folder, with the static assets and the
   public folder copied beside server.js exactly as the Dockerfile's final stage does, started with
   `node server.js` and a clean environment. A shopper then browses and adds to the cart. */

let image: string;
let server: StandaloneServer;

test.beforeAll(async () => {
  image = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-image-'));
  const own = (folder: string) => path.join(STANDALONE_DIR, folder);
  // COPY .next/standalone ./  (without what build.mjs added beside it, to copy that the Dockerfile's way)
  fs.cpSync(STANDALONE_DIR, image, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !source.startsWith(own('.next/static')) && !source.startsWith(own('public')),
  });
  // COPY .next/static ./.next/static and COPY public ./public
  fs.cpSync(path.join(ROOT, '.next', 'static'), path.join(image, '.next', 'static'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'public'), path.join(image, 'public'), { recursive: true });
  server = await startStandalone({ dir: image, dataDir: path.join(image, 'data-volume') });
});

test.afterAll(async () => {
  const exit = await server?.stop();
  fs.rmSync(image, { recursive: true, force: true });
  expect(exit?.code).toBe(0);
});

test('the standalone server serves the home, product and search pages and takes a cart add', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(server.base) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto(`${server.base}/`);
  await expect(page.getByRole('region', { name: 'Featured products' }).getByRole('article').first()).toBeVisible();
  // Public files (images) and static chunks come from the folders copied beside server.js.
  const favicon = await page.request.get(`${server.base}/favicon.svg`);
  expect(favicon.status()).toBe(200);

  await page.goto(`${server.base}/products/whey-protein-isolate`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whey Protein Isolate');
  await whenInteractive(page.getByRole('group', { name: 'Package Size' }).getByRole('radio').first());
  await page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Chocolate' }).check();
  await page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^1kg/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const panel = page.getByRole('dialog', { name: 'Your current cart' });
  await expect(panel.getByTestId('cart-line')).toContainText('Whey Protein Isolate');
  await expect(page.getByTestId('cart-badge')).toContainText('1');

  await page.goto(`${server.base}/search-results-page?q=protein`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Bulk Nutrients' })).toBeVisible();
  await expect(page.getByText(/\d+ results for “protein”/)).toBeVisible();

  // The cart lives in the DATA_DIR volume: it is there on the next page.
  await page.goto(`${server.base}/cart`);
  await expect(page.getByTestId('cart-line')).toContainText('Whey Protein Isolate');
  expect(failed).toEqual([]);
});

test('the standalone server refuses to start on a partly configured service, naming what is missing', async () => {
  // server.js does not run next.config.ts: the start-up check in instrumentation.ts stands in for it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-misconfigured-'));
  try {
    const started = startStandalone({ dataDir, env: { SANITY_PROJECT_ID: 'only-this-one' }, timeoutMs: 30_000 });
    await expect(started).rejects.toThrow(/The server exited[\s\S]*SANITY_DATASET, SANITY_API_TOKEN/);
    await expect(started).rejects.toThrow(/"code":1/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the standalone output holds the server, not the project: no sources, tests or docs go into the image', () => {
  const top = fs.readdirSync(STANDALONE_DIR).filter((name) => !name.startsWith('.'));
  // server.js and its package.json, the traced node_modules, the dataset (outputFileTracingIncludes), and the
  // public folder the build copies beside it (scripts/lib/build.mjs).
  expect(top.sort()).toEqual(['data', 'node_modules', 'package.json', 'public', 'server.js']);
});
