import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContextOptions, type Page } from '@playwright/test';

export interface AxeOptions {
  /** Check only this part of the page (a CSS selector), when the rest has checks of its own. */
  within?: string;
  /** Fail on every violation; by default only serious and critical ones fail. */
  everyImpact?: boolean;
}

async function expectNoViolations(page: Page, { within, everyImpact }: AxeOptions, what: string, framesRefused = false): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  // A frame whose content was refused has nothing to check (and would keep axe waiting for it).
  if (framesRefused) builder.exclude('iframe');
  const { violations } = await builder.analyze();
  const failing = everyImpact ? violations : violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const describe = (v: (typeof violations)[number]) =>
    `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')})`;
  expect(failing.map(describe), `axe on ${what}`).toEqual([]);
}

/** axe on the page as it stands (scripts on). Fails on serious or critical violations, naming them. */
export async function expectAxeClean(page: Page, options: AxeOptions = {}): Promise<void> {
  await expectNoViolations(page, options, page.url());
}

export interface AxeWithoutScriptsOptions extends AxeOptions {
  /** Puts the copy in the state the test put the page in that is not in its HTML (a popover opened). */
  prepare?: (copy: Page) => Promise<unknown>;
  /** Options of the copy's browser context beyond the viewport (a phone's user agent, touch). */
  context?: BrowserContextOptions;
}

/**
 * axe on what a page with JavaScript off shows. axe runs as a script in the page, which a context with JavaScript
 * disabled never runs: the page's HTML as it stands (its <noscript> content shown, as the browser shows it) is loaded
 * at the same address in a context of its own where scripts are allowed but the page's own are refused, and axe
 * checks it there.
 */
export async function expectAxeCleanWithoutScripts(page: Page, { prepare, context: contextOptions, ...options }: AxeWithoutScriptsOptions = {}): Promise<void> {
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript\b[^>]*>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('expectAxeCleanWithoutScripts needs a page of a launched browser');
  // Explicitly on: a test's `use({ javaScriptEnabled: false })` applies to the contexts it makes too.
  const context = await browser.newContext({ viewport: page.viewportSize(), ...contextOptions, javaScriptEnabled: true });
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
    await prepare?.(copy);
    await expectNoViolations(copy, options, `${url} without scripts`, true);
  } finally {
    await context.close();
  }
}
