/**
 * The shop's rate limits, all in one table, counted by rate-limiter-flexible in the shared state (memory,
 * SQLite or Redis: lib/shared-state), so several instances share one count when Redis is configured. Keys are
 * the client address (lib/http/client-address.ts) or, for sign-in, account + address (./sign-in-delays.ts).
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { getSharedState } from '../shared-state';

const MINUTE = 60;

export const LIMITS = {
  /** Failed sign-ins from one address, whatever the accounts: 20 in 15 minutes. */
  signInFailuresPerAddress: { points: 20, durationSeconds: 15 * MINUTE },
  /** Failed sign-ups (captcha, email in use, bad input) from one address: 10 in 15 minutes. */
  signUpFailuresPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** Accounts created from one address: 30 an hour. */
  signUpsPerAddress: { points: 30, durationSeconds: 60 * MINUTE },
  /** Email-in-use checks from one address: 30 in 15 minutes (limits account enumeration). */
  emailChecksPerAddress: { points: 30, durationSeconds: 15 * MINUTE },
  /** Captcha solutions checked for one address: 30 in 15 minutes. */
  captchaChecksPerAddress: { points: 30, durationSeconds: 15 * MINUTE },
  /** Captcha challenges handed to one address: 60 in 15 minutes. */
  captchaChallengesPerAddress: { points: 60, durationSeconds: 15 * MINUTE },
  /** Carts a guest creates from one address: 60 in 10 minutes (shoppers behind one NAT included). */
  newCartsPerAddress: { points: 60, durationSeconds: 10 * MINUTE },
  /** Password reset emails asked for from one address: 5 in 15 minutes. */
  resetRequestsPerAddress: { points: 5, durationSeconds: 15 * MINUTE },
  /** Password reset emails asked for one email address, from anywhere: 3 an hour (no mail bombing). */
  resetRequestsPerEmail: { points: 3, durationSeconds: 60 * MINUTE },
  /** Reset links refused (wrong, used or expired) from one address: 10 in 15 minutes. */
  resetFailuresPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** Wrong current passwords of one signed-in customer (password or email change): 5 in 15 minutes. */
  passwordCheckFailuresPerCustomer: { points: 5, durationSeconds: 15 * MINUTE },
  /** Gift certificate codes refused (unknown or used up) for one address: 10 in 15 minutes (no guessing codes). */
  giftCertificateRefusalsPerAddress: { points: 10, durationSeconds: 15 * MINUTE },
  /** Back-in-stock alerts asked for from one address: 20 an hour. */
  stockAlertsPerAddress: { points: 20, durationSeconds: 60 * MINUTE },
  /**
   * Search queries from one address: 1,200 a minute, each query of a multi-query counted (typing in the search box
   * costs about 4 a keystroke, a listing refinement about 6; the largest multi-query, 50).
   */
  searchQueriesPerAddress: { points: 1200, durationSeconds: MINUTE },
} as const;

type LimitName = keyof typeof LIMITS;

export interface LimitState {
  /** Whether the hit was allowed (or, for peek, whether the next one would be). */
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the window ends (0 when allowed). */
  retryAfterMs: number;
}

async function limiter(name: LimitName) {
  return (await getSharedState()).limiter({ name, ...LIMITS[name] });
}

function stateOf(res: RateLimiterRes | null, points: number, allowed: boolean): LimitState {
  if (!res) return { allowed: true, remaining: points, retryAfterMs: 0 };
  return { allowed, remaining: res.remainingPoints, retryAfterMs: allowed ? 0 : Math.max(res.msBeforeNext, 0) };
}

/** Counts one hit (or `cost` of them) for the key and answers whether it was allowed. */
export async function hit(name: LimitName, key: string, cost = 1): Promise<LimitState> {
  const { points } = LIMITS[name];
  try {
    return stateOf(await (await limiter(name)).consume(key, cost), points, true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return stateOf(rejection, points, false);
    throw rejection;
  }
}

/** Whether the next hit would be allowed, without counting one. */
export async function peek(name: LimitName, key: string): Promise<LimitState> {
  const { points } = LIMITS[name];
  const res = await (await limiter(name)).get(key);
  return stateOf(res, points, !res || res.consumedPoints < points);
}

/** "8 seconds", "1 minute", "15 minutes": how long to wait, for a message. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
