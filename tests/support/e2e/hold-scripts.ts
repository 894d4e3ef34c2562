import type { Page } from '@playwright/test';

/** The page's own scripts (Next's chunks): holding them back keeps the server's HTML on screen, not hydrated. */
export const PAGE_SCRIPTS = '**/_next/static/**/*.js';

/**
 * Holds back every script of the page (as a slow phone on 4G would be waiting for them) until `release` is called:
 * the shopper can read, type, choose and press in the server's HTML before React hydrates it. Scripts asked for
 * after the release (a later page) load at once.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PAGE_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Resolves once React has hydrated the page (an element of it has React's props attached). */
export async function hydrated(page: Page, selector = 'main'): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return Boolean(element) && Object.keys(element as Element).some((key) => key.startsWith('__reactProps') || key.startsWith('__reactFiber'));
  }, selector, { timeout: 30_000 });
}
