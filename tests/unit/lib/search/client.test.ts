/** @jest-environment node */
import { createSearchClient, multiSearch } from '@/lib/search/client';
import type { SearchResponse } from '@/lib/search/types';

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

  describe('a query of symbols or emoji alone', () => {
    const request = (query: string, extra: Record<string, unknown> = {}) => ({ indexName: 'sanity_production_products', params: { query, hitsPerPage: 12, ...extra } });
    const everything = { hits: [{ objectID: 'product-1' }], nbHits: 77, page: 0, nbPages: 7, hitsPerPage: 12, query: '' } as unknown as SearchResponse;

    it.each(['🍌', '!!!', ' ?! ', '🍌🍌 …', '—'])('matches nothing, echoing %p, without asking the engine', async (query) => {
      const transport = jest.fn(() => ({ results: [everything] }));
      const client = createSearchClient({ mode: 'embedded', transport, cacheSize: 0 });
      const [result] = await multiSearch(client, [request(query, { facets: ['flavours'] })]);
      expect(result).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 12, query, facets: {}, index: 'sanity_production_products' });
      expect(transport).not.toHaveBeenCalled();
    });

    it('leaves a blank query (everything) and one with a letter or digit to the engine; mixed requests keep their order', async () => {
      const transport = jest.fn((requests: { params?: unknown }[]) => ({ results: requests.map(() => everything) }));
      const client = createSearchClient({ mode: 'embedded', transport, cacheSize: 0 });
      const queries = ['', '   ', '🍌', 'whey!', '100%', 'café', '!!!'];
      const results = await multiSearch(client, queries.map((query) => request(query)));
      expect(results.map((result) => result.nbHits)).toEqual([77, 77, 0, 77, 77, 77, 0]);
      expect(transport).toHaveBeenCalledTimes(1);
      expect((transport.mock.calls[0][0] as { params: { query: string } }[]).map((sent) => sent.params.query)).toEqual(['', '   ', 'whey!', '100%', 'café']);
    });

    it("hosted: InstantSearch can still put its cache of the server's results around search (it assigns client.search as it hydrates)", () => {
      const client = createSearchClient({ mode: 'hosted', appId: 'APPID', searchKey: 'search-only-key' }) as unknown as { search: (requests: unknown) => unknown };
      const own = client.search;
      const cached = (requests: unknown) => own(requests);
      expect(() => {
        client.search = cached;
      }).not.toThrow();
      expect(client.search).toBe(cached);
    });

    it('hosted: answered before Algolia is asked, the client otherwise unchanged', async () => {
      const client = createSearchClient({ mode: 'hosted', appId: 'APPID', searchKey: 'search-only-key' });
      expect((client as unknown as { appId: string }).appId).toBe('APPID');
      const [result] = await multiSearch(client, [request('!!!')]);
      expect(result).toMatchObject({ hits: [], nbHits: 0, query: '!!!' });
    });
  });
});
