/** The in-memory store: one process, gone at restart. The default when neither SQLite nor Redis applies. */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LimiterOptions, SharedState } from './types';

const MAX_ENTRIES = 100_000;

export class MemorySharedState implements SharedState {
  readonly kind = 'memory' as const;
  readonly reached = true;
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private live(key: string, now = Date.now()) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: string, ttlMs: number): void {
    const now = Date.now();
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + ttlMs });
    if (this.entries.size > MAX_ENTRIES) {
      for (const [candidate, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(candidate);
      // Still full: the oldest entries go first (a flood of keys cannot exhaust memory).
      for (const candidate of this.entries.keys()) {
        if (this.entries.size <= MAX_ENTRIES) break;
        this.entries.delete(candidate);
      }
    }
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.put(key, value, ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.put(key, value, ttlMs);
    return true;
  }

  async increment(key: string, ttlMs: number) {
    const next = Number(this.live(key)?.value ?? 0) + 1;
    this.put(key, String(next), ttlMs);
    return next;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  limiter({ name, points, durationSeconds }: LimiterOptions): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async check() {}

  async close() {
    this.entries.clear();
    this.limiters.clear();
  }
}
