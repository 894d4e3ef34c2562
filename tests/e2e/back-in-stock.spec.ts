import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from '../support/e2e/axe';
import { E2E_DATA_DIR } from '../../playwright.config';
import { signUpThroughApi, uniqueEmail } from './support/accounts';
import { whenInteractive } from '../support/e2e/interactive';
import { productPage, untilCached } from './support/product-page';

const run = promisify(execFile);

/** `npm run stock` against the e2e server's store, as an admin would run it, telling the shop at `shopUrl`. */
async function stock(sku: string, add: number, shopUrl: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/stock.mjs', '--sku', sku, `--add=${add}`], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'production', SHOP_URL: shopUrl },
    timeout: 60_000,
  });
  return stdout;
}

function noticesTo(email: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.includes('back-in-stock'))
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
}

test("a sold-out size offers 'Email me when it's back'; restocking with npm run stock emails the shopper once", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('restock');
  await page.goto('/products/whey-protein-isolate');
  await (await whenInteractive(page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Salted Caramel' }))).check();
  await expect(page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^5kg/ })).toBeDisabled();

  const soldOut = page.getByRole('list', { name: 'Sold out' });
  await expect(soldOut).toContainText('Salted Caramel / 5kg: sold out');
  // A link to the alert's own page, which once hydrated opens the form here.
  await soldOut.getByRole('link', { name: /^Email me when it's back\s*: Salted Caramel \/ 5kg$/ }).click();
  const form = page.getByRole('form', { name: "Email me when it's back" });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  // The form is gone: the focus is on the confirmation that took its place, not lost to the page.
  await expect(page.getByRole('status').filter({ hasText: `We'll email ${email} once` })).toBeFocused();
  await expect(page).toHaveURL(/\/products\/whey-protein-isolate$/);
  await expectAxeClean(page);

  expect(noticesTo(email)).toHaveLength(0);
  const output = await stock('WPI-SALCA-5KG', 3, baseURL!);
  expect(output).toContain('WPI-SALCA-5KG: 0 -> 3 in stock');
  expect(output).toMatch(/[1-9]\d* back-in-stock notices? sent/);
  const [mail] = noticesTo(email);
  expect(mail).toMatch(/^Subject: Back in stock: Whey Protein Isolate \(Salted Caramel \/ 5kg\)$/m);
  expect(mail).toContain('/products/whey-protein-isolate?variant=10115');

  // A second restock does not email again (one notice per request).
  await stock('WPI-SALCA-5KG', 1, baseURL!);
  expect(noticesTo(email)).toHaveLength(1);
  await stock('WPI-SALCA-5KG', -4, baseURL!);
});

test('npm run stock regenerates the product page before it emails: the shopper who follows the link finds the size available', async ({ page, request, baseURL }) => {
  // Beta-Alanine 500g is sold out in the catalogue, and no other spec uses the product.
  const PRODUCT = '/products/beta-alanine';
  const SOLD_OUT = { productId: 128, variantId: 12802, sku: 'BALA-500G' };
  const url = baseURL + PRODUCT;
  await untilCached(url, SOLD_OUT.variantId);
  expect((await productPage(url, SOLD_OUT.variantId)).inventory).toBe(0);
  await page.goto(PRODUCT);
  const size = page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^500g/ });
  await expect(size).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Sold out' })).toContainText('500g: sold out');
  const email = uniqueEmail('regenerated');
  expect((await request.post('/api/stock-alerts', { data: { email, productId: SOLD_OUT.productId, variantId: SOLD_OUT.variantId } })).status()).toBe(200);

  const output = await stock(SOLD_OUT.sku, 5, baseURL!);
  expect(output).toContain('BALA-500G: 0 -> 5 in stock');
  // The page first, then the notice that links to it.
  const regenerated = output.indexOf(`Product page regenerated: ${PRODUCT}`);
  const sent = output.search(/1 back-in-stock notice sent/);
  expect(regenerated).toBeGreaterThan(-1);
  expect(sent).toBeGreaterThan(regenerated);
  const [mail] = noticesTo(email);
  expect(mail).toMatch(/^Subject: Back in stock: Beta-Alanine \(500g\)$/m);
  expect(mail).toContain(PRODUCT);

  // At once, not at the page's next regeneration: the link in the email opens a page offering the size.
  expect(await productPage(url, SOLD_OUT.variantId)).toEqual({ state: 'HIT', inventory: 5 });
  await page.reload();
  await expect(size).toBeEnabled();
  await expect(page.getByRole('list', { name: 'Sold out' })).toHaveCount(0);

  // Without a shop to tell (not running, or elsewhere), the change stands and the page waits for its revalidate
  // period: it still shows the 5 units a moment later.
  const untold = await stock(SOLD_OUT.sku, -5, 'http://127.0.0.1:9');
  expect(untold).toContain('BALA-500G: 5 -> 0 in stock');
  expect(untold).toContain('The shop was not told: no shop answers at http://127.0.0.1:9/api/webhooks/store');
  expect(untold).toContain('the product page shows the change at its next regeneration (within 60 s)');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await productPage(url, SOLD_OUT.variantId)).inventory).toBe(5);

  // The store webhook itself, as the script calls it: the page is sold out again for the next specs.
  const secret = fs.readFileSync(path.join(E2E_DATA_DIR, 'store-webhook-secret'), 'utf8').trim();
  const told = await request.post('/api/webhooks/store', { data: { productIds: [SOLD_OUT.productId] }, headers: { 'X-Webhook-Secret': secret } });
  expect(await told.json()).toEqual({ data: { revalidated: [PRODUCT] } });
  expect(await productPage(url, SOLD_OUT.variantId)).toEqual({ state: 'HIT', inventory: 0 });
});

test("the alert's own page fills in a signed-in customer's email, and the confirmation that replaces the form has the focus", async ({ page }) => {
  const email = uniqueEmail('alert-page');
  await signUpThroughApi(page.request, email);
  await page.goto('/products/whey-protein-isolate/back-in-stock?variant=10103');
  const form = page.getByRole('form', { name: "Email me when it's back" });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await (await whenInteractive(form.getByRole('button', { name: 'Notify me' }))).click();
  await expect(page.getByRole('status').filter({ hasText: `We'll email ${email} once` })).toBeFocused();
  await expect(form).toHaveCount(0);
});
