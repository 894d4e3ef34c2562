/**
 * The Redis store (REDIS_URL): several instances of the shop share one state. Keys are prefixed `bn:` so the
 * shop can share a Redis with other applications. Rate limits use rate-limiter-flexible's Redis store, with an
 * in-memory limiter as insurance while Redis is unreachable. Any other command that fails while Redis is unreachable
 * is an upstream failure (503, "try again in a moment"), not a crash: a signed-in shopper's session cannot be checked,
 * while a guest's browsing, which needs no shared state, goes on.
 */
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { UpstreamError } from '../http/upstream-error';
import { closeRedisClients, redisClient } from './redis-client';
import type { LimiterOptions, SharedState } from './types';

const PREFIX = 'bn:';

async function unavailableIfFails<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw new UpstreamError({ service: null, status: 503, message: `shared state (Redis): ${(error as Error).message}`, cause: error });
  }
}

export class RedisSharedState implements SharedState {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private answered = false;

  constructor(url: string) {
    this.client = redisClient(url);
  }

  /** False until Redis first answers the readiness write or a command (readiness requires it until then: a wrong REDIS_URL). */
  get reached() {
    return this.answered;
  }

  private async command<T>(pending: Promise<T>): Promise<T> {
    const answer = await unavailableIfFails(pending);
    this.answered = true;
    return answer;
  }

  get(key: string) {
    return this.command(this.client.get(PREFIX + key));
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.command(this.client.set(PREFIX + key, value, 'PX', Math.max(1, Math.ceil(ttlMs))));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.command(this.client.set(PREFIX + key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX'))) === 'OK';
  }

  async increment(key: string, ttlMs: number) {
    const results = await this.command(this.client.multi().incr(PREFIX + key).pexpire(PREFIX + key, Math.max(1, Math.ceil(ttlMs))).exec());
    const [error, value] = results?.[0] ?? [new Error('Redis did not answer the increment.'), null];
    if (error) await unavailableIfFails(Promise.reject(error));
    return Number(value);
  }

  async delete(key: string) {
    await this.command(this.client.del(PREFIX + key));
  }

  limiter({ name, points, durationSeconds }: LimiterOptions): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: `${PREFIX}rl:${name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /**
   * A write under the shop's own prefix, not a PING: a Redis user limited to the `bn:` keys may be refused PING,
   * and a user that may PING may still be refused the keys. Either way, what the shop needs is what is tested.
   */
  async check() {
    const answer = await this.client.set(`${PREFIX}ready`, String(Date.now()), 'PX', 60_000);
    if (answer !== 'OK') throw new Error(`Redis answered ${answer} to the readiness write.`);
    this.answered = true;
  }

  async close() {
    this.limiters.clear();
    await closeRedisClients();
  }
}
