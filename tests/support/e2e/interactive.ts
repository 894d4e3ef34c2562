import { expect, type Locator } from '@playwright/test';

/** Waits until React has hydrated the element (its props are attached): a click or keystroke before that is lost. */
export async function whenInteractive(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 20_000 })
    .toBe(true);
  return locator;
}
