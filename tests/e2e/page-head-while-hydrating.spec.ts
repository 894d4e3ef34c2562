import { expect, test } from '@playwright/test';

/*
 * While a page hydrates, its title, description and canonical link stay in the document: the browser's tab and
 * history, a share sheet opened then and a crawler that runs scripts all see the page's own. (Next rewrites the head
 * from the <Head>s mounted so far; one mounted before the page's own emptied the title for a moment.)
 */

declare global {
  interface Window {
    headLog: { title: string; description: number; canonical: number }[];
  }
}

for (const path of ['/', '/products/whey-protein-isolate', '/categories/shop-by-goal', '/blog', '/cart']) {
  test(`${path}: the title and meta tags stay while the page hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      window.headLog = [];
      const note = () => {
        if (!document.head) return;
        window.headLog.push({
          title: document.title,
          description: document.head.querySelectorAll('meta[name="description"]').length,
          canonical: document.head.querySelectorAll('link[rel="canonical"]').length,
        });
      };
      // Every change to the head, as it happens (a title emptied and set again in later tasks is seen).
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(path, { waitUntil: 'load' });
    // Hydrated: the header's search box has become interactive and the page's scripts have all run.
    await page.waitForLoadState('networkidle');
    const log = await page.evaluate(() => window.headLog);
    const first = log.find((entry) => entry.title !== '');
    expect(first, 'the server HTML has a title').toBeDefined();
    const after = log.slice(log.indexOf(first!));
    expect(after.map((entry) => entry.title).filter((title) => title !== first!.title)).toEqual([]);
    if (path !== '/cart') {
      // The page's description and canonical link are in the HTML from the start and never taken out.
      const withTags = after.findIndex((entry) => entry.description === 1 && entry.canonical === 1);
      expect(withTags).toBeGreaterThanOrEqual(0);
      expect(after.slice(withTags).filter((entry) => entry.description !== 1 || entry.canonical !== 1)).toEqual([]);
    }
    await expect(page).toHaveTitle(first!.title);
  });
}
