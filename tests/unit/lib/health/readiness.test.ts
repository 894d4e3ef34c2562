/**
 * @jest-environment node
 *
 * The readiness rule for Redis (REDIS_URL): required until it has first answered since this process started (a
 * release with a wrong REDIS_URL stays out of the balancer), reported but not required once it has (a later outage
 * hits every instance alike). The shared state here is a stand-in whose PING is switched on and off; the route
 * test (tests/api/operations-readiness.test.ts) does the same against a real redis-server.
 */
import { resetConfigForTests } from '@/lib/config';
import { readiness } from '@/lib/health/readiness';

const redis = { kind: 'redis' as const, answers: false, reached: false };

jest.mock('@/lib/commerce', () => ({ getCommerce: async () => ({ checkStore: () => undefined }) }));
jest.mock('@/lib/shared-state', () => ({
  getSharedState: async () => ({
    kind: redis.kind,
    get reached() {
      return redis.reached;
    },
    async check() {
      if (!redis.answers) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      redis.reached = true;
    },
  }),
}));

beforeAll(() => {
  process.env.REDIS_URL = 'redis://:hunter2@127.0.0.1:1/0';
  resetConfigForTests();
});

afterAll(() => {
  delete process.env.REDIS_URL;
  resetConfigForTests();
});

beforeEach(() => {
  Object.assign(redis, { answers: false, reached: false });
});

it('is not ready while Redis has never answered since start, naming Redis and nothing of its URL', async () => {
  const report = await readiness();
  expect(report).toEqual({
    status: 'not_ready',
    dependencies: {
      store: expect.objectContaining({ status: 'up', required: true }),
      redis: { status: 'down', required: true, latencyMs: expect.any(Number), reason: 'ECONNREFUSED' },
    },
  });
  expect(JSON.stringify(report)).not.toMatch(/hunter2|127\.0\.0\.1/);
  // Still never reached: still not ready.
  expect((await readiness()).status).toBe('not_ready');
});

it('is ready once Redis answers, and stays ready with Redis reported down when it goes away later', async () => {
  expect((await readiness()).status).toBe('not_ready');

  redis.answers = true;
  expect(await readiness()).toMatchObject({ status: 'ready', dependencies: { redis: { status: 'up', required: false } } });

  redis.answers = false;
  const report = await readiness();
  expect(report).toMatchObject({ status: 'ready', dependencies: { redis: { status: 'down', required: false, reason: 'ECONNREFUSED' } } });
});

it('counts a command Redis answered (not only a PING) as reached', async () => {
  redis.reached = true; // e.g. a rate limit or a session check answered before the first probe
  expect(await readiness()).toMatchObject({ status: 'ready', dependencies: { redis: { status: 'down', required: false } } });
});
