/** @jest-environment node */
import { createBigCommerceService } from '@/lib/commerce/bigcommerce';
import { startFakeBigCommerce, type RunningFake } from '@/tests/support/fake-bigcommerce';
import { leastLeftMs } from '@/tests/support/window-left';

let fake: RunningFake;

afterEach(async () => {
  await fake?.close();
});

function config(running: RunningFake) {
  return {
    storeHash: running.config.storeHash,
    accessToken: running.config.accessToken,
    storefrontToken: running.config.storefrontToken,
    channelId: running.config.channelId,
    apiUrl: running.config.apiUrl,
    storefrontApiUrl: running.config.storefrontApiUrl,
  };
}

describe('fake BigCommerce over HTTP', () => {
  it('serves the embedded catalogue to the adapter and counts REST and GraphQL requests apart', async () => {
    fake = await startFakeBigCommerce({ port: 0, seed: 'catalogue' });
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const service = createBigCommerceService(config(fake));

    const product = await service.getProductBySlug('whey-protein-isolate');
    expect(product).toMatchObject({ id: 101, slug: 'whey-protein-isolate', name: 'Whey Protein Isolate', shortName: 'WPI' });
    expect(product?.variants[0]).toMatchObject({ id: 10101, sku: 'WPI-CHOC-1KG', priceCents: 4990, inventory: 275 });
    expect(product?.images[0].url).toBe('/images/products/whey-protein-isolate.svg');
    // Each flavour's pack shot, as the Storefront API's Variant.defaultImage.
    expect(product?.variants[0].image).toMatchObject({ url: '/images/products/whey-protein-isolate-chocolate.svg', altText: 'Whey Protein Isolate, Chocolate pack shot' });

    expect(fake.counts()).toMatchObject({ rest: 0, graphql: 1, operations: { 'graphql:ProductByPath': 1 } });
    expect(fake.failures()).toEqual([]);
  });

  it('records a request the specs do not define, and one with a body the schema refuses', async () => {
    fake = await startFakeBigCommerce({ port: 0 });
    const headers = { 'X-Auth-Token': fake.config.accessToken, 'content-type': 'application/json' };
    const unknown = await fetch(`${fake.config.apiUrl}/v3/no-such-thing`, { headers });
    expect(unknown.status).toBe(404);
    await fetch(`${fake.config.apiUrl}/v3/carts`, { method: 'POST', headers, body: JSON.stringify({ line_items: 'many' }) });
    const graphql = await fetch(fake.config.storefrontApiUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fake.config.storefrontToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { noSuchField } }' }),
    });
    expect(((await graphql.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);

    const failures = fake.failures();
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringContaining('no operation in the reference specs matches GET /v3/no-such-thing'),
        expect.stringContaining('carts.v3.yml#createCart body /line_items must be array'),
        expect.stringContaining('Cannot query field "noSuchField" on type "Site"'),
      ]),
    );
    const state = (await (await fetch(`${fake.url}/__fake/state`)).json()) as { failures: string[] };
    expect(state.failures).toEqual(failures);
  });

  it('enforces the REST quota with the X-Rate-Limit headers and a 429 naming the wait', async () => {
    const windowOpened = Date.now();
    fake = await startFakeBigCommerce({ port: 0, quota: { requests: 3, windowMs: 30_000 } });
    const headers = { 'X-Auth-Token': fake.config.accessToken };
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await fetch(`${fake.config.apiUrl}/v3/catalog/products?limit=1`, { headers }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0].headers.get('x-rate-limit-requests-quota')).toBe('3');
    expect(answers[2].headers.get('x-rate-limit-requests-left')).toBe('0');
    const reset = Number(answers[3].headers.get('x-rate-limit-time-reset-ms'));
    // What is left of the window, which opened when the fake started.
    expect(reset).toBeGreaterThanOrEqual(leastLeftMs(30_000, windowOpened));
    expect(reset).toBeLessThanOrEqual(30_000);
    expect(answers[3].headers.get('retry-after')).toBe(String(Math.ceil(reset / 1000)));
    expect(fake.counts()).toMatchObject({ rest: 4, rateLimited: 1 });
  });

  it('takes an order through its hosted checkout page and resets to the seed', async () => {
    fake = await startFakeBigCommerce({ port: 0 });
    const cartId = fake.store.seedCart([{ product_id: 191, variant_id: 362, quantity: 2 }], 1);
    const page = await fetch(`${fake.url}/cart.php?action=loadInCheckout&id=${cartId}`);
    expect(await page.text()).toContain('Place order');
    const placed = await fetch(`${fake.url}/__fake/checkout`, { method: 'POST', body: new URLSearchParams({ cartId }) });
    expect(await placed.text()).toMatch(/Order #\d+ placed/);
    expect(fake.store.carts.has(cartId)).toBe(false);
    expect(fake.store.orders.filter((order) => order.customer_id === 1)).toHaveLength(4);

    await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
    expect(fake.store.orders.filter((order) => order.customer_id === 1)).toHaveLength(3);
  });

  it('answers every API request with the outage status while one is set', async () => {
    fake = await startFakeBigCommerce({ port: 0 });
    await fetch(`${fake.url}/__fake/outage`, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    const down = await fetch(`${fake.config.apiUrl}/v3/catalog/products`, { headers: { 'X-Auth-Token': fake.config.accessToken } });
    expect(down.status).toBe(503);
    await fetch(`${fake.url}/__fake/outage`, { method: 'POST', body: JSON.stringify({ status: 0 }) });
    const up = await fetch(`${fake.config.apiUrl}/v3/catalog/products`, { headers: { 'X-Auth-Token': fake.config.accessToken } });
    expect(up.status).toBe(200);
  });
});
