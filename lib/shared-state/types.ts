import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedStateKind } from '../config';

export type { SharedStateKind };

/** A rate limit: `points` per `durationSeconds` (a fixed window from the first hit), keys prefixed with `name`. */
export interface LimiterOptions {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * The little state the shop shares between requests and instances: rate limits, used captcha passes and
 * session revocations. Every value expires. Three stores implement it: memory (one process), SQLite (beside
 * the embedded store, survives restarts) and Redis (REDIS_URL, shared by several instances).
 */
export interface SharedState {
  readonly kind: SharedStateKind;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores the value only when the key is absent (or expired): true when this call stored it. Atomic. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds 1 to a counter (absent counts as 0) and (re)sets its expiry; answers the new value. Atomic. */
  increment(key: string, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
  /** A rate-limiter-flexible limiter kept in this store (one per name). */
  limiter(options: LimiterOptions): RateLimiterAbstract;
  /** Resolves when the store answers (readiness checks); rejects otherwise. */
  check(): Promise<void>;
  /**
   * Whether the store has answered (a check or a command) since this process opened it. The local stores always
   * have; Redis not before its first answer, so readiness can tell a wrong REDIS_URL from a later outage.
   */
  readonly reached: boolean;
  close(): Promise<void>;
}
