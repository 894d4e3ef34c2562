/**
 * A one-time notice a script leaves for the page it goes on to ("Address saved." once the address form has saved by
 * script and opens the list): what a form post without JavaScript shows on that page from its flash. Kept in memory
 * for the next page only: whatever page opens next takes it, and it shows only if that page is the one it was left for.
 */
let pending: { path: string; message: string } | null = null;

export function leaveNoticeFor(path: string, message: string): void {
  pending = { path, message };
}

/** The notice left for `path` (a page's address; its query and anchor do not count), once. */
export function takeNoticeFor(path: string): string | null {
  const left = pending;
  pending = null;
  return left && left.path === path.split(/[?#]/)[0] ? left.message : null;
}
