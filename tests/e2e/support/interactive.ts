import { expect, type Locator } from '@playwright/test';

/** Waits until React has hydrated the element (its props are attached), so a click reaches its handler. */
export async function whenInteractive(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true);
  return locator;
}
