/**
 * @jest-environment node
 *
 * HEAD is answered wherever GET is (monitors probe with HEAD): the GET handler's status and headers, no body.
 * Every API route under pages/api is found on disk, so a new GET route is covered without being listed here.
 */
import { routeTestEnv } from '@/tests/support/embedded-store';
import { apiRouteNames } from '../helpers/api-routes';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
const files = apiRouteNames();

afterAll(() => env.cleanup());

describe('HEAD /api/health', () => {
  let health: ServedRoute;
  beforeAll(async () => {
    health = await serveRoute((await import('@/pages/api/health')) as RouteModule, '/api/health');
  });
  afterAll(() => health.close());

  it('answers 200 with GET\'s headers and no body', async () => {
    const head = await health.request('HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(head.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('lists HEAD beside GET in Allow', async () => {
    const post = await health.request('POST', '/', { body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe.each(files)('/api/%s', (name) => {
  let route: ServedRoute;
  beforeAll(async () => {
    route = await serveRoute((await import(`@/pages/api/${name}`)) as RouteModule, `/api/${name}`);
  });
  afterAll(() => route.close());

  it('answers HEAD as it answers GET (same status, no body), and refuses it only where GET is refused', async () => {
    const [get, head] = [await route.request('GET', '/?id=1'), await route.request('HEAD', '/?id=1')];
    expect(head.text).toBe('');
    expect(head.status).toBe(get.status);
    if (get.status === 405) expect(head.headers.get('allow')).toBe(get.headers.get('allow'));
    else expect(head.status).not.toBe(405);
  });
});
