/** Bullet lists in content show this many items, then this many more per 'More' click. */
export const LIST_PAGE_SIZE = 20;

/** Columns for a bullet list of n items: min(max(floor(n / 20), 1), 4). */
export function listColumnCount(itemCount: number): number {
  return Math.min(Math.max(Math.floor(itemCount / LIST_PAGE_SIZE), 1), 4);
}
