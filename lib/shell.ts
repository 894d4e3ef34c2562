import { getContent } from './content';
import type { Alert } from './content/types';
import { buildShopByMenu, type ShopByGroup } from './navigation';

/** What the header shows on every page, in the page's own HTML: the site alert and the menu's Shop by groups. */
export interface Shell {
  alert: Alert | null;
  menu: ShopByGroup[];
  /**
   * The page's address as requested (path and query), on a page rendered per request: where the header's Sign in
   * comes back to. A static page, rendered once for every query, has none (the header then uses its route's path).
   */
  path?: string;
  /** The year in Sydney when the server read the shell: the footer's copyright ends with it (the same in the browser). */
  year?: number;
}

/** A process that could not read the content yet: no alert, and each group's own link without its categories. */
const NO_CONTENT: Shell = { alert: null, menu: buildShopByMenu([]) };

/** How long the shoppers' shell is used before it is read again (the alert's public max-age at /api/alerts). */
const SHELL_MAX_AGE_MS = 60_000;

/** The current year in the shop's own time zone (a New Year in Sydney comes before the server's UTC one). */
export function shopYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(now));
}

async function readShell(preview: boolean): Promise<Shell> {
  const content = getContent();
  const [alert, categories] = await Promise.all([content.getAlert({ preview }), content.listCategories({ preview })]);
  return { alert, menu: buildShopByMenu(categories), year: shopYear() };
}

/** After a failed reading, pages keep the shell they have (or the empty one) this long before it is read again. */
const SHELL_RETRY_MS = 10_000;

let known: { shell: Shell; readAt: number } | null = null;
let reading: Promise<Shell> | null = null;

function readShoppersShell(): Promise<Shell> {
  reading ??= readShell(false)
    .then(
      (shell) => {
        known = { shell, readAt: Date.now() };
        return shell;
      },
      () => {
        // Counted as read a little before the minute is up, so it is read again once SHELL_RETRY_MS have passed.
        known = { shell: known?.shell ?? { ...NO_CONTENT, year: shopYear() }, readAt: Date.now() - SHELL_MAX_AGE_MS + SHELL_RETRY_MS };
        return known.shell;
      },
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

/**
 * The shell for a page's props. An editor's preview reads the drafts each time. Shoppers share one reading per
 * process, read again once it is a minute old: every page rendered per request carries the shell without a content
 * query of its own (over a large embedded dataset the two queries take over a second), and a page never waits for
 * the content service once the shell has been read: it gets the last good shell while a new one is read, and keeps
 * it when that reading fails (read again 10 s later). Only a process's first pages wait; if that reading fails, the
 * pages of the next 10 s get no alert and no categories, without waiting.
 */
export async function loadShell(preview: boolean): Promise<Shell> {
  if (preview) return readShell(true).catch(() => NO_CONTENT);
  if (known && Date.now() - known.readAt < SHELL_MAX_AGE_MS) return known.shell;
  const next = readShoppersShell();
  return known ? known.shell : next;
}
