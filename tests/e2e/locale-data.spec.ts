import { expect, test } from '@playwright/test';

/* A browser's first Intl call (a number or date format, a locale-aware comparison) loads its locale data: one task
   of about 30 ms on a fast computer, several times that on a slow phone. The pages shoppers land on write their
   prices and messages without it, so they must hydrate, with every deferred part and the cart's code, without one
   such call. */

const PAGES = ['/', '/products/whey-protein-isolate', '/categories/shop-by-sport', '/search?q=protein', '/about-us', '/blog'];

for (const path of PAGES) {
  test(`${path} hydrates without loading the browser's locale data`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __localeCalls: string[] }).__localeCalls = calls;
      const record = (name: string) => calls.push(`${name} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
      const wrap = (target: object, key: string, name: string) => {
        const original = (target as Record<string, (...args: unknown[]) => unknown>)[key];
        (target as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
          record(name);
          return original.apply(this, args);
        };
      };
      wrap(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
      wrap(String.prototype, 'localeCompare', 'String#localeCompare');
      for (const key of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) wrap(Date.prototype, key, `Date#${key}`);
      for (const key of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
        const Original = Intl[key] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[key] = new Proxy(Original, {
          construct(target, args) {
            record(`Intl.${key}`);
            return new target(...args);
          },
        });
      }
    });
    const scripts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path);
    // The first interaction hydrates every deferred part at once; the cart's code loads then too.
    await page.mouse.move(5, 5);
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.locator('header button').first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls)).toEqual([]);
  });
}
