/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import handler, { config } from '@/pages/api/search';
import { createSearchEngine } from '@/lib/search/engine';
import { setSearchEngineForTests } from '@/lib/search/embedded';
import { fixtureRecords } from '@/tests/support/search-fixtures';
import { resetConfigForTests } from '@/lib/config';
import { expectHostileHandled, hostileJsonCases } from '../helpers/hostile-json';

// The search rate limit counts in this process's memory (not in a SQLite file under the working folder).
process.env.SHARED_STATE_STORE = 'memory';

const algoliaSearch = jest.fn(async () => ({ results: [] }));
jest.mock('algoliasearch/lite', () => ({ liteClient: () => ({ search: algoliaSearch }) }));

/** Runs the Next API handler behind a real HTTP server (the route reads the raw body stream itself). */
let server: http.Server;
let url: string;

beforeAll(async () => {
  setSearchEngineForTests(createSearchEngine(fixtureRecords(), 'sanity_production'));
  server = http.createServer((req, res) => {
    const apiReq = Object.assign(req, { query: {} }) as unknown as NextApiRequest;
    const apiRes = Object.assign(res, {
      status(code: number) {
        res.statusCode = code;
        return apiRes;
      },
      json(body: unknown) {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
        return apiRes;
      },
    }) as unknown as NextApiResponse;
    void handler(apiReq, apiRes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search`;
});

afterAll(async () => {
  setSearchEngineForTests(null);
  await new Promise((resolve) => server.close(resolve));
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/search', () => {
  it('turns off Next body parsing (the route reads and limits the body itself) and its 4 MB answer warning', () => {
    expect(config).toEqual({ api: { bodyParser: false, responseLimit: false } });
  });

  it('answers a multi-query in Algolia\'s shape (params as object, string or spread)', async () => {
    const res = await post({
      requests: [
        { indexName: 'sanity_production_products', params: { query: 'protein', hitsPerPage: 5, facets: ['categories.lvl0'] } },
        { indexName: 'sanity_production_blogs', params: 'query=creatine&hitsPerPage=5' },
        { indexName: 'sanity_production_pages', query: 'shipping', hitsPerPage: 5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { results: { nbHits: number; index: string; hits: { objectID: string }[]; facets?: unknown }[] };
    expect(body.results.map((r) => [r.index, r.nbHits])).toEqual([
      ['sanity_production_products', 2],
      ['sanity_production_blogs', 1],
      ['sanity_production_pages', 1],
    ]);
    expect(body.results[0].facets).toEqual({ 'categories.lvl0': { 'Shop by Goal': 1, 'Shop by Ingredient': 2 } });
    expect(body.results[2].hits[0].objectID).toBe('page-shipping');
  });

  it.each([
    ['no body', undefined, /requests/],
    ['not JSON', '{oops', /not valid JSON/],
    ['requests not an array', { requests: 'x' }, /array/],
    ['no requests', { requests: [] }, /At least one request/],
    ['an unknown index', { requests: [{ indexName: 'other_products' }] }, /Unknown index "other_products"/],
    ['a bad parameter', { requests: [{ indexName: 'sanity_production_products', params: { page: 'two' } }] }, /page/],
    ['a bad filter', { requests: [{ indexName: 'sanity_production_products', params: { numericFilters: ['price>>'] } }] }, /numeric filter/],
  ])('answers 400 with the error envelope for %s', async (_name, body, message) => {
    const res = await post(body === undefined ? '' : body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { errors: { message: string }[] };
    expect(json.errors[0].message).toMatch(message);
  });

  it('refuses a query longer than 512 characters and accepts 512', async () => {
    const long = await post({ requests: [{ indexName: 'sanity_production_products', params: { query: 'a'.repeat(513) } }] });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { errors: { message: string }[] }).errors[0].message).toBe('The query is longer than 512 characters.');
    const max = await post({ requests: [{ indexName: 'sanity_production_products', params: `query=${'a'.repeat(512)}` }] });
    expect(max.status).toBe(200);
  });

  it('allows POST only', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('refuses cross-site posts', async () => {
    const res = await post({ requests: [{ indexName: 'sanity_production_products' }] }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('hostile JSON', () => {
  it.each(hostileJsonCases({ requests: [{ indexName: 'sanity_production_products', params: { query: 'whey', facets: ['brand'] } }] }))(
    '%s',
    async (_name, text, expected) => {
      const res = await post(text);
      const json = res.status === 200 ? { results: [] } : await res.json();
      expectHostileHandled({ status: res.status, json, headers: res.headers, text: '', cookies: {} }, expected);
    },
  );
});

describe('an unknown index is a 400 in every mode', () => {
  const unknown = ['other_products', 'sanity_production_orders', 'constructor', '__proto__', 'toString', 'hasOwnProperty', ''];

  async function expectUnknown() {
    for (const indexName of unknown) {
      const res = await post({ requests: [{ indexName: 'sanity_production_products' }, { indexName, params: { query: 'x' } }] });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { errors: { message: string; code?: string }[] };
      expect(json.errors[0].message).toMatch(indexName ? /Unknown index/ : /indexName/);
    }
  }

  it('embedded (the in-process engine)', async () => {
    await expectUnknown();
  });

  it('hosted (refused before anything is sent to Algolia)', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { NEXT_PUBLIC_ALGOLIA_APP_ID: 'APPID', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-key' });
    resetConfigForTests();
    try {
      await expectUnknown();
      expect(algoliaSearch).not.toHaveBeenCalled();
      // A known index does reach Algolia (so the refusals above were the route's, not an accident of the mock).
      const known = await post({ requests: [{ indexName: 'sanity_production_products', params: { query: 'x' } }] });
      expect(known.status).toBe(200);
      expect(algoliaSearch).toHaveBeenCalledTimes(1);
    } finally {
      process.env = saved;
      resetConfigForTests();
    }
  });
});
