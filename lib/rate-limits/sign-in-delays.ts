/**
 * Progressive delays for sign-in, per account AND address: the first failures cost nothing, then each further
 * failure makes that address wait longer before it may try that account again (1 s, 2 s, 4 s ... up to
 * 15 minutes). A guesser is slowed to a crawl, but the real owner signing in from another address is never
 * locked out, and a success clears the count. Failures are forgotten a day after the first one.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { getSharedState } from '../shared-state';
import type { LimitState } from './index';

export const FREE_FAILURES = 3;
const MAX_DELAY_SECONDS = 15 * 60;
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** Seconds to wait after the n-th failure in a row. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_DELAY_SECONDS);
}

async function limiters() {
  const store = await getSharedState();
  return {
    // Counts failures only (penalty never refuses): a high ceiling, one window of a day.
    failures: store.limiter({ name: 'signInFailures', points: 1_000_000, durationSeconds: FAILURE_MEMORY_SECONDS }),
    // The current wait, as a block (1 point; block() puts it over).
    delay: store.limiter({ name: 'signInDelay', points: 1, durationSeconds: 1 }),
  };
}

const keyOf = (account: string, address: string) => `${account.trim().toLowerCase()}|${address}`;

/** Whether this address may try this account now (retryAfterMs is the wait when not). */
export async function signInAllowed(account: string, address: string): Promise<LimitState> {
  const { delay } = await limiters();
  const res = await delay.get(keyOf(account, address));
  const waiting = res !== null && res.consumedPoints > 1 && res.msBeforeNext > 0;
  return { allowed: !waiting, remaining: waiting ? 0 : 1, retryAfterMs: waiting ? res.msBeforeNext : 0 };
}

/** Records a failure and starts the delay it earns; answers the delay in seconds (0 for the free ones). */
export async function recordSignInFailure(account: string, address: string): Promise<number> {
  const { failures, delay } = await limiters();
  const key = keyOf(account, address);
  let count: number;
  try {
    count = (await failures.penalty(key, 1)).consumedPoints;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    count = rejection.consumedPoints;
  }
  const seconds = delayAfter(count);
  if (seconds > 0) await delay.block(key, seconds);
  return seconds;
}

/** After a successful sign-in: this address starts afresh for this account. */
export async function clearSignInFailures(account: string, address: string): Promise<void> {
  const { failures, delay } = await limiters();
  const key = keyOf(account, address);
  await Promise.all([failures.delete(key), delay.delete(key)]);
}
