import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config';
import { uniqueEmail } from './support/accounts';
import { whenInteractive } from './support/interactive';

const run = promisify(execFile);

/** `npm run stock` against the e2e server's store, as an admin would run it. */
async function stock(sku: string, add: number): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/stock.mjs', '--sku', sku, `--add=${add}`], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'production' },
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

test("a sold-out size offers 'Email me when it's back'; restocking with npm run stock emails the shopper once", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('restock');
  await page.goto('/products/whey-protein-isolate');
  await (await whenInteractive(page.getByRole('group', { name: 'Flavour' }).getByRole('radio', { name: 'Salted Caramel' }))).check();
  await expect(page.getByRole('group', { name: 'Package Size' }).getByRole('radio', { name: /^5kg/ })).toBeDisabled();

  const soldOut = page.getByRole('list', { name: 'Sold out' });
  await expect(soldOut).toContainText('Salted Caramel / 5kg: sold out');
  await soldOut.getByRole('button', { name: /^Email me when it's back\s*: Salted Caramel \/ 5kg$/ }).click();
  const form = page.getByRole('form', { name: "Email me when it's back" });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We'll email ${email} once` })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  expect(noticesTo(email)).toHaveLength(0);
  const output = await stock('WPI-SALCA-5KG', 3);
  expect(output).toContain('WPI-SALCA-5KG: 0 -> 3 in stock');
  expect(output).toMatch(/[1-9]\d* back-in-stock notices? sent/);
  const [mail] = noticesTo(email);
  expect(mail).toMatch(/^Subject: Back in stock: Whey Protein Isolate \(Salted Caramel \/ 5kg\)$/m);
  expect(mail).toContain('/products/whey-protein-isolate');

  // A second restock does not email again (one notice per request).
  await stock('WPI-SALCA-5KG', 1);
  expect(noticesTo(email)).toHaveLength(1);
  await stock('WPI-SALCA-5KG', -4);
});
