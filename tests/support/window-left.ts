/**
 * What a time window (a rate limit's, a quota's) must still have to run, checked without depending on the
 * machine's speed: a window that opened no earlier than `openedAt` (Date.now() taken just before its first request)
 * has at least `windowMs - (now - openedAt)` left, however long the requests in between took.
 */
export function leastLeftMs(windowMs: number, openedAt: number): number {
  return windowMs - (Date.now() - openedAt);
}

/** The same in whole seconds, rounded up as a Retry-After header says it. */
export function leastRetryAfter(windowSeconds: number, openedAt: number): number {
  return Math.ceil(leastLeftMs(windowSeconds * 1000, openedAt) / 1000);
}
