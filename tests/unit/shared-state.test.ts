/**
 * @jest-environment node
 *
 * The shared-state port (lib/shared-state) behaves the same on its three stores: memory, SQLite and a real
 * Debian redis-server (TEST_REDIS_URL from `npm test`, or one started here on a unix socket).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemorySharedState } from '@/lib/shared-state/memory';
import { RedisSharedState } from '@/lib/shared-state/redis';
import { SqliteSharedState } from '@/lib/shared-state/sqlite';
import { leastLeftMs } from '@/tests/support/window-left';
import type { SharedState } from '@/lib/shared-state/types';
import { ensureRedisServer, startRedis } from '../../scripts/lib/redis.mjs';

let redis: { url: string; stop(): Promise<void> } | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-state-'));

beforeAll(async () => {
  if (process.env.TEST_REDIS_URL) return;
  ensureRedisServer();
  redis = await startRedis();
});

afterAll(async () => {
  await redis?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const redisUrl = () => process.env.TEST_REDIS_URL ?? redis!.url;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stores: [string, () => SharedState][] = [
  ['memory', () => new MemorySharedState()],
  ['sqlite', () => new SqliteSharedState(dataDir)],
  ['redis', () => new RedisSharedState(redisUrl())],
];

describe.each(stores)('the %s store', (kind, open) => {
  let store: SharedState;
  let n = 0;
  const key = (name: string) => `test:${kind}:${process.pid}:${name}:${(n += 1)}`;

  beforeAll(() => {
    store = open();
  });
  afterAll(() => store.close());

  it('answers its kind and passes its check', async () => {
    expect(store.kind).toBe(kind);
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('sets, gets and deletes values that expire', async () => {
    const k = key('value');
    expect(await store.get(k)).toBeNull();
    await store.set(k, 'hello', 60_000);
    expect(await store.get(k)).toBe('hello');
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
    const short = key('short');
    await store.set(short, 'soon gone', 80);
    await sleep(150);
    expect(await store.get(short)).toBeNull();
  });

  it('sets a value only when absent, atomically: exactly one of many concurrent callers wins', async () => {
    const k = key('once');
    const results = await Promise.all(Array.from({ length: 20 }, () => store.setIfAbsent(k, '1', 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.setIfAbsent(k, '1', 60_000)).toBe(false);
    const expiring = key('expiring');
    expect(await store.setIfAbsent(expiring, '1', 80)).toBe(true);
    await sleep(150);
    expect(await store.setIfAbsent(expiring, '1', 60_000)).toBe(true);
  });

  it('increments counters from 0, concurrently without losing any', async () => {
    const k = key('counter');
    const values = await Promise.all(Array.from({ length: 25 }, () => store.increment(k, 60_000)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await store.get(k)).toBe('25');
  });

  it('keeps rate limits with rate-limiter-flexible: points per window, then refusals with the wait', async () => {
    const name = key('limit');
    const windowOpened = Date.now();
    const limiter = store.limiter({ name, points: 3, durationSeconds: 60 });
    expect(store.limiter({ name, points: 3, durationSeconds: 60 })).toBe(limiter);
    for (let i = 0; i < 3; i += 1) await expect(limiter.consume('203.0.113.1')).resolves.toMatchObject({ remainingPoints: 2 - i });
    const refused = await limiter.consume('203.0.113.1').catch((rejection: unknown) => rejection);
    expect(refused).toMatchObject({ remainingPoints: 0, consumedPoints: 4, msBeforeNext: expect.any(Number) });
    // The wait is what is left of the window the first point opened.
    expect((refused as { msBeforeNext: number }).msBeforeNext).toBeGreaterThanOrEqual(leastLeftMs(60_000, windowOpened));
    expect((refused as { msBeforeNext: number }).msBeforeNext).toBeLessThanOrEqual(60_000);
    // Another key is counted apart.
    await expect(limiter.consume('203.0.113.2')).resolves.toMatchObject({ remainingPoints: 2 });
  });
});

describe('surviving a restart', () => {
  it('the SQLite store keeps its values, counters and limits in DATA_DIR/shared-state.db (mode 0600)', async () => {
    const first = new SqliteSharedState(dataDir);
    await first.set('session:revoked:abc', '1', 60_000);
    await first.increment('session:version:7', 60_000);
    await first.limiter({ name: 'restart', points: 1, durationSeconds: 60 }).consume('x');
    await first.close();
    const second = new SqliteSharedState(dataDir);
    expect(await second.get('session:revoked:abc')).toBe('1');
    expect(await second.increment('session:version:7', 60_000)).toBe(2);
    await expect(second.limiter({ name: 'restart', points: 1, durationSeconds: 60 }).consume('x')).rejects.toMatchObject({ consumedPoints: 2 });
    await second.close();
    expect(fs.statSync(path.join(dataDir, 'shared-state.db')).mode & 0o777).toBe(0o600);
  });

  it('two Redis clients (as two instances would have) share one state and one limit', async () => {
    const a = new RedisSharedState(redisUrl());
    // A second client of its own, as another process would open.
    const { default: Redis } = await import('ioredis');
    const url = redisUrl();
    const other = url.startsWith('/') ? new Redis({ path: url }) : new Redis(url);
    try {
      await a.set('shared:probe', 'from a', 60_000);
      expect(await other.get('bn:shared:probe')).toBe('from a');
    } finally {
      other.disconnect();
      await a.close();
    }
  });
});

describe('whether the store has been reached (readiness requires Redis until then)', () => {
  it('the local stores always have; Redis from the first command it answers', async () => {
    expect(new MemorySharedState().reached).toBe(true);
    const store = new RedisSharedState(redisUrl());
    try {
      expect(store.reached).toBe(false);
      expect(await store.get('reach:probe')).toBeNull();
      expect(store.reached).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("Redis's readiness check is a write under the shop's own prefix, what a user limited to its keys may do", async () => {
    const store = new RedisSharedState(redisUrl());
    try {
      await store.check();
      expect(store.reached).toBe(true);
      expect(Number(await store.get('ready'))).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
