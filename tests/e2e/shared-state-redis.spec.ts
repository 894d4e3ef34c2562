/**
 * Two instances of the shop (two `next start` processes on one DATA_DIR) with REDIS_URL pointing at one real
 * Debian redis-server (TEST_REDIS_URL from `npm test`, or one started here): they share one rate limit, so a
 * client cannot double its allowance by alternating between instances. They are ready; a third, started with a
 * REDIS_URL where no Redis listens (a wrong one in a release), is not.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StartedServer } from '../../scripts/bench/server.mjs';
import { leastRetryAfter } from '../support/window-left';

/** The scripts are ES modules that use import.meta: loaded as they are, not through the spec's transform. */
const scripts = async () => ({
  ...((await import(pathToFileURL(path.resolve('scripts/bench/server.mjs')).href)) as typeof import('../../scripts/bench/server.mjs')),
  ...((await import(pathToFileURL(path.resolve('scripts/lib/redis.mjs')).href)) as typeof import('../../scripts/lib/redis.mjs')),
});

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let redis: { url: string; stop(): Promise<void> } | null = null;
let instances: StartedServer[] = [];
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const { ensureRedisServer, startRedis, startServer } = await scripts();
  let redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) {
    ensureRedisServer();
    redis = await startRedis();
    redisUrl = redis.url;
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-redis-e2e-'));
  const env = { REDIS_URL: redisUrl, DATA_DIR: dataDir, SESSION_SECRET: 'two-instances-share-this-session-secret-0123' };
  // One after the other: the first migrates and seeds the shared store.
  instances = [await startServer(env, { stdio: 'pipe' })];
  instances.push(await startServer(env, { stdio: 'pipe' }));
});

test.afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('two instances share one rate limit through Redis', async ({ request }) => {
  const [a, b] = instances;
  const check = (base: string, i: number) => request.get(`${base}/api/customer/checkEmail?email=${encodeURIComponent(`probe${i}@example.com`)}`);
  // The email-check limit is 30 per 15 minutes per address: 15 on each instance use it up together.
  const windowOpened = Date.now();
  for (let i = 0; i < 30; i += 1) {
    const response = await check(i % 2 === 0 ? a.base : b.base, i);
    expect(response.status(), `check ${i + 1}`).toBe(200);
  }
  for (const instance of [a, b]) {
    const refused = await check(instance.base, 99);
    expect(refused.status()).toBe(429);
    // The wait is what is left of the window the first check opened.
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(leastRetryAfter(15 * 60, windowOpened));
    expect((await refused.json()).errors[0]).toMatchObject({ code: 'rate_limited' });
  }
});

test('instances that reached Redis are ready; one whose REDIS_URL reaches no Redis is not, and says Redis without its URL', async ({ request }) => {
  for (const instance of instances) {
    const response = await request.get(`${instance.base}/api/ready`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ready', dependencies: { redis: { status: 'up' } } });
  }

  const { startServer } = await scripts();
  // Nothing listens on port 1. A DATA_DIR of its own: it seeds its own store.
  const wrong = await startServer({ REDIS_URL: 'redis://:hunter2@127.0.0.1:1/0' }, { stdio: 'pipe' });
  try {
    const response = await request.get(`${wrong.base}/api/ready`);
    expect(response.status()).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not_ready', dependencies: { store: { status: 'up' }, redis: { status: 'down', required: true } } });
    expect(await response.text()).not.toMatch(/hunter2|127\.0\.0\.1/);
  } finally {
    await wrong.stop();
  }
});
