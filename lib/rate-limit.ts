/**
 * An in-memory sliding-window rate limiter: each key keeps the times of its recent hits, and a key is limited
 * while `limit` hits fall inside the last `windowMs`. Used by sign-in (failures per account and per IP),
 * sign-up and the email check.
 *
 * The state lives in this process (kept on globalThis, so every Next.js bundle shares one set of limiters).
 * That fits the embedded mode (one machine by design); a horizontally scaled hosted deployment gets one
 * window per instance, which still bounds guessing to `limit x instances` per window.
 */
import type { IncomingMessage } from 'node:http';
import { clientAddress } from './http/client-address';

export interface LimiterOptions {
  /** Hits allowed inside the window; the next one is refused. */
  limit: number;
  windowMs: number;
  /** Clock in ms (tests move it). */
  now?: () => number;
  /** Keys tracked at most (oldest dropped first), so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export interface LimitState {
  /** Whether another hit is allowed now. */
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** When the oldest counted hit leaves the window (0 when not limited). */
  retryAfterMs: number;
}

export class SlidingWindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly hits = new Map<string, number[]>();

  constructor(options: LimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key);
    if (!times) return [];
    const from = now - this.windowMs;
    const kept = times.filter((time) => time > from);
    if (kept.length === 0) this.hits.delete(key);
    else if (kept.length !== times.length) this.hits.set(key, kept);
    return kept;
  }

  private stateOf(times: number[], now: number): LimitState {
    const allowed = times.length < this.limit;
    const oldestCounted = times[times.length - this.limit];
    return {
      allowed,
      remaining: Math.max(this.limit - times.length, 0),
      retryAfterMs: allowed || oldestCounted === undefined ? 0 : Math.max(oldestCounted + this.windowMs - now, 0),
    };
  }

  /** The state of a key without counting a hit. */
  check(key: string): LimitState {
    const now = this.now();
    return this.stateOf(this.recent(key, now), now);
  }

  /** Counts a hit for the key and returns the state after it. */
  hit(key: string): LimitState {
    const now = this.now();
    const times = this.recent(key, now);
    times.push(now);
    this.hits.delete(key);
    this.hits.set(key, times);
    if (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest !== undefined) this.hits.delete(oldest);
    }
    return this.stateOf(times, now);
  }

  /** Forgets a key (e.g. the account's failures after a successful sign-in). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  clear(): void {
    this.hits.clear();
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The limiters of the account routes, one set per process. */
export interface AccountLimiters {
  /** Failed sign-ins per account (email): 5 in 15 minutes. */
  loginPerAccount: SlidingWindowLimiter;
  /** Failed sign-ins per IP address: 20 in 15 minutes. */
  loginPerIp: SlidingWindowLimiter;
  /** Failed sign-ups (captcha, email in use, bad input) per IP: 10 in 15 minutes. */
  signupFailuresPerIp: SlidingWindowLimiter;
  /** Accounts created per IP: 30 an hour. */
  signupsPerIp: SlidingWindowLimiter;
  /** Email-in-use checks per IP: 30 in 15 minutes (limits account enumeration). */
  emailChecksPerIp: SlidingWindowLimiter;
  /** Captcha answers per IP: 30 in 15 minutes. */
  captchaPerIp: SlidingWindowLimiter;
}

export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_IP = 20;
export const LOGIN_WINDOW_MS = FIFTEEN_MINUTES;

function createAccountLimiters(): AccountLimiters {
  return {
    loginPerAccount: new SlidingWindowLimiter({ limit: LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS }),
    loginPerIp: new SlidingWindowLimiter({ limit: LOGIN_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS }),
    signupFailuresPerIp: new SlidingWindowLimiter({ limit: 10, windowMs: FIFTEEN_MINUTES }),
    signupsPerIp: new SlidingWindowLimiter({ limit: 30, windowMs: 60 * 60 * 1000 }),
    emailChecksPerIp: new SlidingWindowLimiter({ limit: 30, windowMs: FIFTEEN_MINUTES }),
    captchaPerIp: new SlidingWindowLimiter({ limit: 30, windowMs: FIFTEEN_MINUTES }),
  };
}

const REGISTRY = Symbol.for('bulk-storefront.rate-limits');

/** The process-wide account limiters (shared by every bundle through globalThis). */
export function accountLimiters(): AccountLimiters {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: AccountLimiters };
  holder[REGISTRY] ??= createAccountLimiters();
  return holder[REGISTRY];
}

/** Tests only: forget every count. */
export function resetRateLimitsForTests(): void {
  for (const limiter of Object.values(accountLimiters())) limiter.clear();
}

/** Whole minutes to wait, at least 1, for a message. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}

/** The client's address (X-Forwarded-For only through proxies TRUST_PROXY names). */
export function clientIp(req: IncomingMessage): string {
  return clientAddress(req);
}
