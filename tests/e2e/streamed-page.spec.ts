import { expect, test } from '@playwright/test';

/* React's server render sends a large page boundary after the footer, marks its place with a <template> and
   reveals it by script on a later animation frame, so a slow phone can paint the page before its content is in
   place. With scripts off the page stays at that moment: what is painted then must not move later. The footer stays
   below the first screen, instead of showing under the header and being pushed down when the page arrives (a
   layout shift Lighthouse measured at 0.217 on the home and product pages). */

const STREAMED = ['/', '/products/whey-protein-isolate', '/search-results-page?q=protein', '/blog'];
/** A shopper's browser (a headless one's user agent gets pages rendered per request whole, as crawlers do). */
const PHONE_CHROME = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

for (const width of [360, 1400]) {
  test.describe(`${width} px`, () => {
    test.use({ javaScriptEnabled: false, userAgent: PHONE_CHROME, viewport: { width, height: width < 768 ? 780 : 900 } });

    for (const path of STREAMED) {
      test(`${path}: while the page streams, the footer stays below the first screen`, async ({ page }) => {
        await page.goto(path);
        // Still streaming: a <template> holds the place of the page (or, on the search results, of its listing).
        await expect(page.locator('main#main template[id^="B:"]')).toHaveCount(1);
        const footerTop = await page.locator('body > div#__next > footer').evaluate((footer) => footer.getBoundingClientRect().top);
        expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()!.height);
      });
    }
  });
}
