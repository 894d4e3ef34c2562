import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on what a page with JavaScript off shows. axe runs as a script in the page, which a context with JavaScript
 * disabled never runs: the page's HTML as it stands (its <noscript> content shown, as the browser shows it) is loaded
 * at the same address in a context of its own where scripts are allowed but the page's own are refused, and axe
 * checks it there. Fails on serious or critical violations, naming them.
 */
export async function expectAxeCleanWithoutScripts(page: Page): Promise<void> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/g, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('expectAxeCleanWithoutScripts needs a page of a launched browser');
  // Explicitly on: a test's `use({ javaScriptEnabled: false })` applies to the contexts it makes too.
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    const origin = new URL(url).origin;
    await copy.route('**/*', async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === copy.mainFrame()) await route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' });
      // No script of the page, and nothing from elsewhere (an embedded video's frame would keep axe waiting for it).
      else if (request.resourceType() === 'script' || new URL(request.url()).origin !== origin) await route.abort();
      else await route.continue();
    });
    await copy.goto(url);
    const results = await new AxeBuilder({ page: copy }).exclude('iframe').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `axe on ${url} without scripts`).toEqual([]);
  } finally {
    await context.close();
  }
}
