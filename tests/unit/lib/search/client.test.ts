/** @jest-environment node */
import { createSearchClient, multiSearch } from '@/lib/search/client';

describe('createSearchClient', () => {
  it('embedded: posts the multi-query to /api/search and caches identical queries', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }), { headers: { 'content-type': 'application/json' } }));
    const client = createSearchClient({ mode: 'embedded', endpoint: 'http://shop.test/api/search', fetchImpl: fetchImpl as unknown as typeof fetch });
    const requests = [{ indexName: 'sanity_production_products', params: { query: 'whey', hitsPerPage: 5 } }];
    const results = await multiSearch(client, requests);
    expect(results).toEqual([{ hits: [], nbHits: 0 }]);
    await multiSearch(client, requests);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://shop.test/api/search');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ requests });
  });

  it('embedded: a transport answers directly (server-side rendering)', async () => {
    const transport = jest.fn(() => ({ results: [] }));
    const client = createSearchClient({ mode: 'embedded', transport, cacheSize: 0 });
    await client.search([{ indexName: 'x', params: { query: 'a' } }] as never);
    await client.search([{ indexName: 'x', params: { query: 'a' } }] as never);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('hosted: Algolia\'s lite client with the public search key', () => {
    const client = createSearchClient({ mode: 'hosted', appId: 'APPID', searchKey: 'search-only-key' }) as unknown as {
      appId: string;
      search: unknown;
    };
    expect(client.appId).toBe('APPID');
    expect(typeof client.search).toBe('function');
  });
});
