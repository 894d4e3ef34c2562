/** @jest-environment node */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '@/lib/http/api-error';
import { fetchJson } from '@/lib/http/fetcher';
import { defineRoute } from '@/lib/http/route';
import { createRequestHook } from '@/lib/operations/http-server';
import { getLogger, scrub, serializeError } from '@/lib/operations/logger';
import { acceptRequestId, currentRequest, requestStorage } from '@/lib/operations/request-context';
import { createRouteMatcher } from '@/lib/operations/routes';
import { captureLogs, type CapturedLogs } from '../support/capture-logs';
import { serveRoute, type RouteModule } from '../helpers/serve-route';

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

describe('what may be logged', () => {
  it('scrubs email addresses, bearer tokens and key=value secrets out of free text', () => {
    expect(scrub('Customer jane.doe+shop@example.com.au already exists')).toBe('Customer ***@example.com.au already exists');
    expect(scrub('Authorization: Bearer abc.def-123')).not.toContain('abc.def-123');
    expect(scrub('failed with password=hunter2&token: xyz')).toBe('failed with password=[redacted]&token: [redacted]');
  });

  it('logs errors by type, scrubbed message and stack, status and code only', () => {
    const error = Object.assign(new Error('No account for sam@example.com'), { status: 404, code: 'not_found', body: { email: 'sam@example.com' } });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'Error', message: 'No account for ***@example.com', status: 404, code: 'not_found' });
    expect(JSON.stringify(serialized)).not.toContain('sam@example.com');
  });

  it('redacts secret-bearing keys should one ever be passed', () => {
    getLogger().info({ password: 'hunter2', customer: { email: 'sam@example.com' } }, 'oops');
    expect(logs.text()).not.toContain('hunter2');
    expect(logs.text()).not.toContain('sam@example.com');
  });
});

describe('the request context', () => {
  it("puts the request's id and trace id on every line logged while serving it, at the configured level", () => {
    requestStorage().run({ requestId: 'req-12345678', traceId: 'a'.repeat(32) }, () => {
      getLogger().info({ customer: { email: 'sam@example.com' } }, 'other');
      getLogger().debug({ route: '/api/health' }, 'probe');
    });
    expect(logs.lines.map((line) => line.msg)).toEqual(['other', 'probe']);
    expect(logs.lines[0]).toMatchObject({ level: 'info', requestId: 'req-12345678', traceId: 'a'.repeat(32) });
    expect(typeof logs.lines[0].time).toBe('string');
    expect(logs.text()).not.toContain('sam@example.com');
    logs.restore();
    logs = captureLogs('warn');
    getLogger().info({ route: '/' }, 'request');
    getLogger().warn({ upstream: 'bigcommerce' }, 'upstream call failed');
    expect(logs.lines.map((line) => line.msg)).toEqual(['upstream call failed']);
  });
});

describe('request ids', () => {
  it('accepts a well-formed X-Request-Id only', () => {
    expect(acceptRequestId('3f2c1a9e-1d2b-4c3d-9e8f-0a1b2c3d4e5f')).toBe('3f2c1a9e-1d2b-4c3d-9e8f-0a1b2c3d4e5f');
    expect(acceptRequestId('Root=1-67891233-abcdef012345678912345678')).toBeNull();
    expect(acceptRequestId('short')).toBeNull();
    expect(acceptRequestId('evil\nid-with-a-newline')).toBeNull();
    expect(acceptRequestId('x'.repeat(129))).toBeNull();
    expect(acceptRequestId(undefined)).toBeNull();
  });

  it('echoes the id in the response header and in every error body, and logs unexpected errors under it', async () => {
    const route = await serveRoute({
      default: defineRoute({
        GET: () => {
          throw new ApiError(409, 'Nope.', 'conflict');
        },
        POST: () => {
          throw new Error('database exploded for sam@example.com');
        },
      }),
    } as RouteModule);
    try {
      const given = await route.request('GET', '/', { headers: { 'x-request-id': 'lb-assigned-id-0001' } });
      expect(given.headers.get('x-request-id')).toBe('lb-assigned-id-0001');
      expect(given.json).toEqual({ errors: [{ message: 'Nope.', code: 'conflict' }], requestId: 'lb-assigned-id-0001' });

      const generated = await route.request('POST', '/', { headers: { 'x-request-id': 'bad id' }, body: {} });
      const id = generated.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(generated.json).toEqual({ errors: [{ message: expect.any(String), code: 'internal' }], requestId: id });
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'unexpected error', err: expect.objectContaining({ message: 'database exploded for ***@example.com' }) }));
    } finally {
      await route.close();
    }
  });
});

describe('hosted-service calls through the fetch wrapper', () => {
  it('logs service, operation, status and duration, never the URL or its query', async () => {
    const fetchImpl = jest.fn(async () => Response.json({ ok: true }, { status: 201 }));
    await fetchJson('https://api.example.test/stores/abc/v3/customers?email:in=sam@example.com', {
      fetchImpl,
      service: 'bigcommerce',
      operation: 'GET /customers',
    });
    const line = logs.lines.find((entry) => entry.msg === 'upstream call');
    expect(line).toEqual(expect.objectContaining({ level: 'info', upstream: 'bigcommerce', operation: 'GET /customers', status: 201, durationMs: expect.any(Number) }));
    expect(logs.text()).not.toContain('sam@example.com');
    expect(logs.text()).not.toContain('api.example.test');
  });

  it('logs a failed call at warn with why it failed', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(fetchJson('https://api.example.test/x', { fetchImpl, service: 'sanity', operation: 'fetch page' })).rejects.toMatchObject({ status: 503 });
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'upstream call failed', upstream: 'sanity', status: null, failure: 'network' }));
  });

  it('records nothing for calls that name no service (the browser, same-origin calls)', async () => {
    await fetchJson('http://127.0.0.1:1/x', { fetchImpl: jest.fn(async () => Response.json({})) });
    expect(logs.lines).toEqual([]);
  });
});

describe('the per-request server hook', () => {
  it('gives every request an id and a context, and logs one line with method, route, status and duration when its response ends', async () => {
    const hook = createRequestHook((pathname) => (pathname.startsWith('/products/') ? '/products/[slug]' : pathname));
    diagnostics.subscribe('http.server.request.start', hook);
    const seen: (string | undefined)[] = [];
    const server = http.createServer((req, res) => {
      setTimeout(() => {
        seen.push(currentRequest()?.requestId);
        getLogger().info('inside the handler');
        res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
        res.end('ok');
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const [a, b] = await Promise.all([fetch(`${base}/products/whey?email=sam@example.com`), fetch(`${base}/missing`, { headers: { 'x-request-id': 'caller-id-000042' } })]);
      expect(b.headers.get('x-request-id')).toBe('caller-id-000042');
      const idA = a.headers.get('x-request-id');
      expect(seen.sort()).toEqual([idA, 'caller-id-000042'].sort());
      // Written as each response closes, which may come just after the client has its answer.
      while (logs.lines.filter((line) => line.msg === 'request').length < 2) await new Promise((resolve) => setImmediate(resolve));
      expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: idA, method: 'GET', route: '/products/[slug]', status: 200, durationMs: expect.any(Number) }));
      expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: 'caller-id-000042', route: '/missing', status: 404 }));
      expect(logs.lines.filter((line) => line.msg === 'inside the handler').map((line) => line.requestId).sort()).toEqual([idA, 'caller-id-000042'].sort());
      expect(logs.text()).not.toContain('sam@example.com');
    } finally {
      diagnostics.unsubscribe('http.server.request.start', hook);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('routes', () => {
  it('maps paths to the build routes manifest, public files and Next.js assets', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
    fs.mkdirSync(path.join(root, '.next'));
    fs.mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'images', 'logo.svg'), '<svg/>');
    fs.writeFileSync(
      path.join(root, '.next', 'routes-manifest.json'),
      JSON.stringify({
        staticRoutes: [{ page: '/', regex: '^/(?:/)?$' }, { page: '/api/bigcommerce/cart', regex: '^/api/bigcommerce/cart(?:/)?$' }],
        dynamicRoutes: [
          { page: '/products/[slug]', regex: '^/products/([^/]+?)(?:/)?$' },
          { page: '/[...slug]', regex: '^/(.+?)(?:/)?$' },
        ],
        dataRoutes: [{ page: '/products/[slug]', dataRouteRegex: '^/_next/data/BUILD/products/([^/]+?)\\.json$' }],
      }),
    );
    const routeOf = createRouteMatcher(root);
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/api/bigcommerce/cart')).toBe('/api/bigcommerce/cart');
    expect(routeOf('/products/whey-isolate')).toBe('/products/[slug]');
    expect(routeOf('/about-us')).toBe('/[...slug]');
    expect(routeOf('/images/logo.svg')).toBe('/(public)');
    expect(routeOf('/_next/static/chunks/main.js')).toBe('/_next/static');
    expect(routeOf('/_next/image')).toBe('/_next/image');
    expect(routeOf('/_next/data/BUILD/products/whey.json')).toBe('/_next/data /products/[slug]');
    expect(createRouteMatcher(path.join(root, 'nowhere'))('/products/x')).toBe('/products/x');
    fs.rmSync(root, { recursive: true, force: true });
  });
});
