/** @jest-environment node */
import { resetConfigForTests } from '@/lib/config';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

let route: ServedRoute;
const saved = { flat: process.env.SHIPPING_FLAT_RATE_CENTS, free: process.env.SHIPPING_FREE_OVER_CENTS };

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/shipping'), '/api/shipping');
});

afterEach(() => {
  for (const [name, value] of [
    ['SHIPPING_FLAT_RATE_CENTS', saved.flat],
    ['SHIPPING_FREE_OVER_CENTS', saved.free],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
});

afterAll(() => route.close());

describe('GET /api/shipping', () => {
  it('answers the rates the checkout charges by, from the server config', async () => {
    delete process.env.SHIPPING_FLAT_RATE_CENTS;
    delete process.env.SHIPPING_FREE_OVER_CENTS;
    resetConfigForTests();
    const response = await route.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { flatRateCents: 995, freeOverCents: 9900 } });

    process.env.SHIPPING_FLAT_RATE_CENTS = '1200';
    process.env.SHIPPING_FREE_OVER_CENTS = '15000';
    resetConfigForTests();
    expect((await route.request('GET', '/')).json).toEqual({ data: { flatRateCents: 1200, freeOverCents: 15000 } });
  });

  it('refuses other methods with the error envelope', async () => {
    const response = await route.request('POST', '/', { body: {} });
    expect(response.status).toBe(405);
    expect(response.json).toEqual({ errors: [expect.objectContaining({ message: expect.any(String) })], requestId: response.headers.get('x-request-id') });
  });
});
