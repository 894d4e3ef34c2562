import { expect, test, type Page } from '@playwright/test';

/* The first paint waits for no script: with every script blocked (JavaScript off, and no script downloaded), the
   pages a shopper lands on show their heading and their largest image (the one the page preloads with
   fetchpriority="high") in the first screen, the image loaded, at a phone's width and a desktop's; and nothing on
   the page moves while it loads (layout shifts add up to 0). */

/**
 * A page that the browser paints only once it has parsed the whole document (the render-blocking `expect` link names
 * the last element of a Next page, its data script; a page without one is painted once parsed), so that the shifts
 * counted are those of what arrives after the HTML: images, fonts, styles. A busy machine can otherwise paint a
 * document its parser has only partly read (half a row of cards, a toolbar without its last button), and the parts
 * still to come move what is already drawn: how often depends on the machine's speed, not on the page. The shop
 * itself holds its first paint only until the header has been parsed (pages/_document.tsx).
 */
function paintedWhenParsed(html: string): string {
  return html.replace('<head>', '<head><link rel="expect" href="#__NEXT_DATA__" blocking="render">');
}

async function paintWhenParsed(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: paintedWhenParsed(await response.text()) });
  });
}

/** A shopper's browser (a headless one's user agent gets pages rendered per request whole, as crawlers do). */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1400, height: 900 } },
];

const PAGES = [
  { name: 'home', path: '/', heading: /./ },
  { name: 'product', path: '/products/whey-protein-isolate', heading: 'Whey Protein Isolate' },
  { name: 'category', path: '/categories/shop-by-sport', heading: /Sport/ },
  { name: 'search results', path: '/search-results-page?q=protein', heading: 'Search Bulk Nutrients' },
];

/**
 * The layout shifts of the page so far, summed as CLS counts them (shifts right after an input left out). Read
 * through the browser's own performance timeline (DevTools protocol: the page runs no script of its own), which
 * reports the shifts buffered since the page started loading.
 */
async function layoutShiftTotal(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  let total = 0;
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    const shift = event.layoutShiftDetails;
    if (event.type === 'layout-shift' && shift && !shift.hadRecentInput) total += shift.value;
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['layout-shift'] });
  await cdp.detach();
  return total;
}

test.describe('first paint without scripts', () => {
  test.use({ javaScriptEnabled: false, userAgent: CHROME });

  test('the layout shift probe sees a shift: an image without a size that arrives late pushes the text down', async ({ page }) => {
    // The image is held until the text has been painted in its first place (a screenshot makes the browser draw a
    // frame): a shift is a move between two painted frames, and on a busy machine a fixed delay could let the
    // image arrive before the first paint.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/late.svg', async (route) => {
      await released;
      await route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"></svg>' });
    });
    await page.route('**/shift-probe', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: paintedWhenParsed('<!doctype html><html><head><title>Probe</title></head><body><img src="/late.svg" alt=""><p>Text under the image.</p></body></html>'),
      }),
    );
    await page.goto('/shift-probe', { waitUntil: 'commit' });
    await expect(page.getByText('Text under the image.')).toBeVisible();
    await page.screenshot();
    release();
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByText('Text under the image.').evaluate((p) => p.getBoundingClientRect().top)).toBeGreaterThan(250);
    expect(await layoutShiftTotal(page)).toBeGreaterThan(0);
  });

  for (const { name: widthName, viewport } of WIDTHS) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      for (const { name, path, heading } of PAGES) {
        test(`${name}: the heading and the preloaded image are in the first screen, loaded (${widthName})`, async ({ page }) => {
          // The page does load scripts when it may; here none runs, not even the inline ones that would reveal
          // content React held back: what shows is the server's HTML alone.
          const html = await (await page.request.get(path)).text();
          expect(html).toMatch(/<script[^>]+src="\/_next\/static\//);
          // Its first paint waits for the whole header (up to <main>), never half of it.
          expect(html).toMatch(/<link rel="expect" href="#main" blocking="render"\/>[\s\S]*<main id="main"/);
          await page.goto(path, { waitUntil: 'load' });

          const h1 = page.getByRole('main').getByRole('heading', { level: 1, name: heading });
          await expect(h1).toBeVisible();
          await expect(h1).toBeInViewport();

          const image = page.locator('main img[fetchpriority="high"]').first();
          await expect(image).toBeVisible();
          await expect(image).toBeInViewport();
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        });

        test(`${name}: nothing moves while it loads (${widthName})`, async ({ page }) => {
          await paintWhenParsed(page);
          await page.goto(path, { waitUntil: 'load' });
          expect(await layoutShiftTotal(page)).toBe(0);
        });
      }
    });
  }
});

/** The pages whose parts hydrate late, and how to reach each in the state a shopper sees it. */
const HYDRATING_PAGES: { name: string; path: string; before?: (page: Page) => Promise<void>; ready?: (page: Page) => Promise<void> }[] = [
  ...PAGES,
  {
    name: 'sign-up',
    path: '/create-account',
    // Its captcha widget loads once the form has hydrated: it takes the room kept for it.
    ready: (page) => page.waitForFunction(() => customElements.get('altcha-widget') && document.querySelector('altcha-widget input[type="checkbox"]')).then(() => undefined),
  },
  {
    name: 'cart with a line',
    path: '/cart',
    before: async (page) => {
      const added = await page.request.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 }, locale: 'en-us' } });
      expect(added.status()).toBe(200);
    },
  },
];

/** React has attached its handlers inside every part of the page whose code loads later (header, footer, the page's own). */
async function deferredPartsHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-deferred-header], [data-deferred-footer], [data-deferred-listing], [data-deferred-form], [data-deferred-cart], [data-deferred-page]')].every((part) =>
          [...part.querySelectorAll('a, button, form')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
        ),
      ),
    )
    .toBe(true);
}

/**
 * Notes when the first frame after the document was parsed (DOMContentLoaded) has been rendered. That frame lays out
 * everything the parser added since the last paint, so a page painted while half parsed (on a busy machine, a row of
 * cards with only its first card) shifts in it: the browser catching up with the HTML, not hydration.
 */
function markFirstFrameAfterParsing(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          (window as unknown as { firstFrameAfterParsing: number }).firstFrameAfterParsing = performance.now();
        }),
      ),
    );
  });
}

/**
 * The layout shifts after the document was parsed and that parse painted (markFirstFrameAfterParsing), when the
 * page's scripts run and its parts hydrate, with the elements each moved, from where to where. Shifts while the HTML
 * is still arriving are the browser painting a page it has only partly parsed (on a busy machine it may paint half a
 * header), not hydration; the test without scripts above counts those.
 */
function shiftsAfterParsing(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; at: number; moved: { element: string; from: number[]; to: number[] }[] }[]>((resolve) => {
        const parsed =
          (window as unknown as { firstFrameAfterParsing?: number }).firstFrameAfterParsing ??
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })
              .filter((shift) => shift.startTime > parsed && !shift.hadRecentInput)
              .map((shift) => ({
                value: shift.value,
                at: Math.round(shift.startTime),
                moved: (shift.sources ?? []).map((source) => ({
                  element: source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className} ${source.node.textContent?.slice(0, 40)}` : String(source.node?.nodeName),
                  from: [source.previousRect.x, source.previousRect.y, source.previousRect.width, source.previousRect.height].map(Math.round),
                  to: [source.currentRect.x, source.currentRect.y, source.currentRect.width, source.currentRect.height].map(Math.round),
                })),
              })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 1000);
      }),
  );
}

test.describe('nothing moves when the deferred parts hydrate', () => {
  test.use({ userAgent: CHROME });

  for (const { name: widthName, viewport } of WIDTHS) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });

      for (const { name, path, before, ready } of HYDRATING_PAGES) {
        test(`${name}: no layout shift through hydration (${widthName})`, async ({ page }) => {
          await before?.(page);
          await markFirstFrameAfterParsing(page);
          await page.goto(path, { waitUntil: 'load' });
          await deferredPartsHydrated(page);
          await ready?.(page);
          const shifts = await shiftsAfterParsing(page);
          expect(shifts.reduce((total, shift) => total + shift.value, 0), JSON.stringify(shifts)).toBe(0);
        });
      }
    });
  }
});
