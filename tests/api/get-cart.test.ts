/** @jest-environment node */
import { routeTestEnv, snapshotCartTables } from '@/tests/support/embedded-store';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';

const env = routeTestEnv();
let route: ServedRoute;

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/customer/getCart'), '/api/customer/getCart');
});

afterAll(async () => {
  await route.close();
  env.cleanup();
});

describe('POST /api/customer/getCart', () => {
  it('answers catalogue items for the cart lines, prices in cents, in order', async () => {
    const response = await route.request('POST', '/', { body: { productIds: [102, 101], variantIds: [10201, 10101] } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [
        {
          productId: 102,
          url: '/products/creatine-monohydrate',
          title: 'Creatine Monohydrate',
          image: { url: '/images/products/creatine.svg', altText: 'Creatine tub', isDefault: true, width: 800, height: 800 },
          priceCents: 2490,
          variant: { variantId: 10201, options: [{ title: 'Package Size', value: '250g' }] },
        },
        expect.objectContaining({ productId: 101, priceCents: 4990, variant: expect.objectContaining({ variantId: 10101 }) }),
      ],
    });
  });

  it('leaves out pairs that name nothing in the catalogue', async () => {
    const response = await route.request('POST', '/', { body: { productIds: [999, 101, 102], variantIds: [1, 10101, 10101] } });
    expect(response.status).toBe(200);
    expect((response.json as { data: { productId: number }[] }).data.map((item) => item.productId)).toEqual([101]);
    const empty = await route.request('POST', '/', { body: { productIds: [], variantIds: [] } });
    expect(empty.json).toEqual({ data: [] });
  });

  const cases: [string, unknown, RegExp][] = [
    ['malformed JSON', '{"productIds": [1,', /not valid JSON/],
    ['no body', undefined, /JSON object/],
    ['body is an array', [101], /JSON object/],
    ['productIds missing', { variantIds: [10101] }, /productIds has to be a list/],
    ['variantIds missing', { productIds: [101] }, /variantIds has to be a list/],
    ['productIds not a list', { productIds: 101, variantIds: [10101] }, /productIds has to be a list/],
    ['ids as text', { productIds: ['101'], variantIds: [10101] }, /productIds has to be a list/],
    ['negative id', { productIds: [-1], variantIds: [10101] }, /productIds has to be a list/],
    ['fractional id', { productIds: [101], variantIds: [10101.5] }, /variantIds has to be a list/],
    ['huge id', { productIds: [1e40], variantIds: [10101] }, /productIds has to be a list/],
    ['null in the list', { productIds: [null], variantIds: [10101] }, /productIds has to be a list/],
    ['lists of different lengths', { productIds: [101, 102], variantIds: [10101] }, /same length/],
    ['too many ids', { productIds: Array(251).fill(101), variantIds: Array(251).fill(10101) }, /At most 250/],
  ];

  it.each(cases)('%s: %j -> 400 with a clear message', async (_name, body, message) => {
    const before = snapshotCartTables(env.dataDir);
    const response = await route.request('POST', '/', { body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [{ message: expect.stringMatching(message), code: expect.any(String) }], requestId: response.headers.get('x-request-id') });
    expect(snapshotCartTables(env.dataDir)).toBe(before);
  });

  it.each(hostileJsonCases({ productIds: [101], variantIds: [10101] }))('hostile JSON, %s: a 4xx or the keys ignored, never a 500', async (_name, text, expected) => {
    const response = await route.request('POST', '/', { body: text });
    expectHostileHandled(response, expected);
    if (response.status === 200) expect((response.json as { data: unknown[] }).data).toHaveLength(1);
  });

  it('accepts POST only', async () => {
    const response = await route.request('GET');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
