/** Query-string readers shared by API routes and pages (browser-safe: no server module is imported). */

/** Reads a single query value ("a" for ?x=a&x=b gives "a"). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=` as a page number from 1: missing or malformed values ("0", "abc", "1.5", a 7th digit) are the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const raw = queryValue(value);
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
