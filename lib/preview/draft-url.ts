/**
 * The URL the browser refreshes the alert at (/api/alerts) differs in draft mode, so no cache keyed by URL (the
 * browser's, a CDN's) ever answers an editor's draft request with a copy of a shopper's answer, while shoppers keep
 * their cacheable URL. Whatever carries the draft parameter is answered `private, no-store`, with or without a valid
 * draft-mode cookie, so nothing is ever stored under a draft URL either. Pure: the browser hook and the route share it.
 */
const DRAFT_PARAM = 'draft';

/** The URL to fetch `path` at: `path?draft=1` while an editor previews, `path` itself for shoppers. */
export function draftAwareUrl(path: string, preview: boolean): string {
  return preview ? `${path}${path.includes('?') ? '&' : '?'}${DRAFT_PARAM}=1` : path;
}

/** Whether a request asked for the draft URL (its answer is then never stored by any cache). */
function isDraftUrl(query: Partial<Record<string, string | string[]>>): boolean {
  return query[DRAFT_PARAM] !== undefined;
}

/** Cache-Control of a shell data answer: shoppers' answers cacheable for `shopper`, the rest private and never stored. */
export function shellCacheControl(options: { preview: boolean; query: Partial<Record<string, string | string[]>>; shopper: string }): string {
  return options.preview || isDraftUrl(options.query) ? 'private, no-store' : options.shopper;
}
