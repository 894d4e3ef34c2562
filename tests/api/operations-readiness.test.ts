/** @jest-environment node */
import { routeTestEnv } from '@/tests/support/embedded-store';
import { openStore } from '@/lib/commerce/embedded/db';
import { resetConfigForTests } from '@/lib/config';
import { drain, onShutdown, resetLifecycleForTests } from '@/lib/operations/lifecycle';
import { beginUpstreamCall, resetUpstreamStates } from '@/lib/operations/upstream';
import { closeSharedState } from '@/lib/shared-state';
import { ensureRedisServer, startRedis } from '../../scripts/lib/redis.mjs';
import { serveRoute, sessionCookie, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
let ready: ServedRoute;
let health: ServedRoute;

beforeAll(async () => {
  ready = await serveRoute((await import('@/pages/api/ready')) as RouteModule, '/api/ready');
  health = await serveRoute((await import('@/pages/api/health')) as RouteModule, '/api/health');
});

afterAll(async () => {
  await Promise.all([ready.close(), health.close()]);
  await closeSharedState();
  env.cleanup();
});

afterEach(async () => {
  resetLifecycleForTests();
  resetUpstreamStates();
  for (const name of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_TOKEN', 'PREVIEW_SECRET', 'REDIS_URL']) delete process.env[name];
  resetConfigForTests();
  await closeSharedState();
});

describe('GET /api/health', () => {
  it('answers 200 with no dependency, uncached', async () => {
    const response = await health.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('is ready when the embedded store reads and writes', async () => {
    const response = await ready.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      status: 'ready',
      dependencies: {
        store: { status: 'up', required: true, latencyMs: expect.any(Number) },
        // The shared state of an embedded shop: its SQLite file beside the store.
        'shared-state': { status: 'up', required: true, latencyMs: expect.any(Number) },
      },
    });
  });

  it('is not ready while Redis has never answered since this process started (a wrong REDIS_URL), naming Redis, never its URL', async () => {
    process.env.REDIS_URL = 'redis://:hunter2@127.0.0.1:1/0'; // nothing listens on port 1
    resetConfigForTests();
    const response = await ready.request('GET', '/');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({
      status: 'not_ready',
      dependencies: {
        store: expect.objectContaining({ status: 'up' }),
        redis: { status: 'down', required: true, latencyMs: expect.any(Number), reason: expect.stringMatching(/^[A-Za-z_]+$/) },
      },
    });
    expect(response.text).not.toMatch(/hunter2|127\.0\.0\.1/);
  });

  it('once Redis has answered, reports it down by an error code only, without leaving the balancer: its outage hits every instance alike', async () => {
    // A redis-server of this test's own, stopped halfway.
    ensureRedisServer();
    const own = await startRedis();
    try {
      process.env.REDIS_URL = own.url;
      resetConfigForTests();
      let response = await ready.request('GET', '/');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        status: 'ready',
        dependencies: { store: expect.objectContaining({ status: 'up' }), redis: { status: 'up', required: false, latencyMs: expect.any(Number) } },
      });

      await own.stop();
      response = await ready.request('GET', '/');
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ status: 'ready', dependencies: { store: { status: 'up' }, redis: { status: 'down', required: false, reason: expect.stringMatching(/^[A-Za-z_]+$/) } } });
      expect(response.text).not.toContain(own.url);
    } finally {
      await own.stop();
    }

    // Meanwhile a guest is served, and a signed-in shopper, whose session cannot be checked, is told to try again (503).
    const whoAmI = await serveRoute((await import('@/pages/api/bigcommerce/customers')) as RouteModule, '/api/bigcommerce/customers');
    try {
      expect((await whoAmI.request('GET', '/')).status).toBe(200);
      const signedIn = await whoAmI.request('GET', '/', { cookies: await sessionCookie({ customerId: 7, email: 'a@example.com', sid: 'outage-sid' }) });
      expect(signedIn.status).toBe(503);
      expect(signedIn.json).toMatchObject({ errors: [{ message: expect.stringMatching(/not answering right now/) }] });
    } finally {
      await whoAmI.close();
    }
  });

  it('is 503 when the store cannot be written', async () => {
    await ready.request('GET', '/'); // opens the store
    const { store } = openStore(env.dataDir);
    store.exec('PRAGMA query_only = ON');
    try {
      const response = await ready.request('GET', '/');
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({ status: 'not_ready', dependencies: { store: { status: 'down', required: true, reason: 'read_only' } } });
    } finally {
      store.exec('PRAGMA query_only = OFF');
    }
    expect((await ready.request('GET', '/')).status).toBe(200);
  });

  it('reports each hosted service from the calls the app made, without calling it, and stays ready when one is down', async () => {
    Object.assign(process.env, { SANITY_PROJECT_ID: 'p', SANITY_DATASET: 'production', SANITY_API_TOKEN: 'secret-token', PREVIEW_SECRET: 'preview-secret-'.padEnd(32, '0') });
    resetConfigForTests();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    let response = await ready.request('GET', '/');
    expect(response.json).toMatchObject({ status: 'ready', dependencies: { sanity: { status: 'unknown', required: false } } });

    beginUpstreamCall({ service: 'sanity', operation: 'fetch page' }).end({ status: 200 });
    beginUpstreamCall({ service: 'sanity', operation: 'fetch page' }).end({ status: null, failure: 'timeout' });
    beginUpstreamCall({ service: 'sanity', operation: 'fetch page' }).end({ status: 503 });
    response = await ready.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      status: 'ready',
      dependencies: { sanity: { status: 'down', required: false, lastStatus: 503, failuresInRow: 2, lastCallAt: expect.any(String) } },
    });
    expect(response.text).not.toContain('secret-token');

    beginUpstreamCall({ service: 'sanity', operation: 'fetch page' }).end({ status: 404 });
    response = await ready.request('GET', '/');
    expect(response.json).toMatchObject({ dependencies: { sanity: { status: 'up', lastStatus: 404, failuresInRow: 0 } } });
    // The probes themselves called nothing (the route test's own requests go through the real fetch).
    expect(fetchSpy.mock.calls.filter(([url]) => !String(url).startsWith('http://127.0.0.1'))).toEqual([]);
    fetchSpy.mockRestore();
  });

  it('turns 503 as soon as shutdown begins, while liveness stays 200', async () => {
    resetLifecycleForTests(); // only this test's resource below is closed by the drain
    const closed: string[] = [];
    onShutdown('test resource', () => {
      closed.push('test resource');
    });
    // A delay far longer than the two requests below take, however busy the machine: nothing is closed meanwhile.
    const draining = drain({ graceMs: 1_000, delayMs: 5_000 });
    const response = await ready.request('GET', '/');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ status: 'draining', dependencies: {} });
    expect((await health.request('GET', '/')).status).toBe(200);
    expect(closed).toEqual([]);
    await expect(draining).resolves.toBe(true);
    expect(closed).toEqual(['test resource']);
  });
});
