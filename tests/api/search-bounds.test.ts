/** @jest-environment node */
/**
 * POST /api/search against requests that once stalled the server or answered 500: each is answered over HTTP by the
 * real route, with the engine on its worker thread.
 */
import { resetConfigForTests } from '@/lib/config';
import type * as EngineModule from '@/lib/search/engine';
import { createSearchEngine, SearchEngine } from '@/lib/search/engine';
import { setSearchEngineForTests } from '@/lib/search/embedded';
import type { MultiQueryResponse } from '@/lib/search/types';
import { fixtureRecords } from '@/tests/support/search-fixtures';
import { captureLogs } from '@/tests/support/capture-logs';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { resetSharedStateForTests } from '../helpers/shared-state';

process.env.SHARED_STATE_STORE = 'memory';
const PRODUCTS = 'sanity_production_products';
let route: ServedRoute;

beforeAll(async () => {
  resetConfigForTests();
  setSearchEngineForTests(createSearchEngine(fixtureRecords(), 'sanity_production'));
  route = await serveRoute((await import('@/pages/api/search')) as RouteModule, '/api/search');
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  setSearchEngineForTests(null);
  await route.close();
  await resetSharedStateForTests();
});

const search = (requests: unknown[]) => route.request('POST', '/', { body: { requests } });
const query = (params: Record<string, unknown>) => ({ indexName: PRODUCTS, params });
const many = (n: number, params: Record<string, unknown>) => Array.from({ length: n }, () => query(params));
const message = (json: unknown) => (json as { errors: { message: string; code?: string }[] }).errors[0];

/** The audit's request: 50 queries of 1,000 hits with every wildcard. */
const WILDCARDS = { facets: ['*'], attributesToHighlight: ['*'], attributesToSnippet: ['*:100'] };

describe('bounds', () => {
  it('refuses the audit\'s request (50 queries of 1,000 hits with every wildcard), saying what was too large', async () => {
    const res = await search(many(50, { query: '', hitsPerPage: 1000, ...WILDCARDS }));
    expect(res.status).toBe(400);
    expect(message(res.json)).toEqual({ message: 'The queries ask for 50000 hits in all; at most 1000 are answered in one response.', code: 'invalid_search' });
  });

  it('answers the largest request it accepts: 50 queries, 1,000 hits in all, every wildcard on the record\'s own fields', async () => {
    const res = await search(many(50, { query: '', hitsPerPage: 20, page: 0, ...WILDCARDS }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { results } = res.json as MultiQueryResponse;
    expect(results).toHaveLength(50);
    // The fixture has 8 products: each query answers all of them.
    expect(results.reduce((sum, r) => sum + r.hits.length, 0)).toBe(400);
    const fields = new Set(Object.keys(fixtureRecords().products[0]));
    for (const hit of results[0].hits) {
      for (const key of [...Object.keys(hit._highlightResult ?? {}), ...Object.keys(hit._snippetResult ?? {})]) expect(fields).toContain(key);
    }
  });

  it('refuses 51 queries, 1,001 hits for one query, and 1,001 hits in all', async () => {
    const refused = [
      [many(51, { hitsPerPage: 0 }), 'At most 50 requests are accepted at once.'],
      [[query({ hitsPerPage: 1001 })], 'The parameter hitsPerPage must be a whole number from 0 to 1000.'],
      [[query({ hitsPerPage: 1000 }), query({ hitsPerPage: 1 })], 'The queries ask for 1001 hits in all; at most 1000 are answered in one response.'],
    ] as const;
    for (const [requests, text] of refused) {
      const res = await search([...requests]);
      expect(res.status).toBe(400);
      expect(message(res.json).message).toBe(text);
    }
  });

  it('refuses filters nested 20,000 deep or "NOT " 3,000 times with a 400 that says what was too large', async () => {
    const nested = await search([query({ filters: `${'('.repeat(20_000)}price > 1${')'.repeat(20_000)}` })]);
    expect(nested.status).toBe(400);
    expect(message(nested.json).message).toBe('The filters are 40009 characters long; at most 2000 are accepted.');
    const nots = await search([query({ filters: `${'NOT '.repeat(3000)}price > 1` })]);
    expect(nots.status).toBe(400);
    expect(message(nots.json).message).toBe('The filters are 12009 characters long; at most 2000 are accepted.');
    const deep = await search([query({ filters: `${'NOT '.repeat(400)}price > 1` })]);
    expect(deep.status).toBe(400);
    expect(message(deep.json).message).toBe('The filters nest more than 20 levels deep (parentheses and NOT); at most 20 are accepted.');
  });
});

describe('compression', () => {
  it('gzips a large answer on the worker when the client takes gzip, and not when it refuses it', async () => {
    const requests = many(5, { query: '', hitsPerPage: 8, attributesToHighlight: ['*'] });
    const plain = await route.request('POST', '/', { body: { requests }, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const gzipped = await route.request('POST', '/', { body: { requests }, headers: { 'accept-encoding': 'br, gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    const strip = (json: unknown) => (json as MultiQueryResponse).results.map(({ processingTimeMS: _time, ...rest }) => rest);
    expect(strip(gzipped.json)).toEqual(strip(plain.json));
    const refused = await route.request('POST', '/', { body: { requests }, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once one address has sent 1,200 queries in a minute', async () => {
    // 24 multi-queries of 50 queries: 1,200.
    for (let i = 0; i < 24; i += 1) expect((await search(many(50, { hitsPerPage: 0 }))).status).toBe(200);
    const refused = await search([query({ hitsPerPage: 0 })]);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(message(refused.json)).toEqual({ message: expect.stringMatching(/^Too many searches from this address\. Please try again in (\d+ seconds?|1 minute)\.$/), code: 'rate_limited' });
  });
});

/** Bad input of every kind the audit found answering 500 (and a few more): each is a 400. */
const BAD_INPUT: [string, unknown[]][] = [
  ['an unknown index', [{ indexName: 'other_products' }]],
  ['a 5 KB index name', [{ indexName: `x${'y'.repeat(5000)}` }]],
  ['"__proto__" as the index', [{ indexName: '__proto__' }]],
  ['filters "(a:b"', [query({ filters: '(a:b' })]],
  ['filters "price > abc"', [query({ filters: 'price > abc' })]],
  ['filters "a:b)"', [query({ filters: 'a:b)' })]],
  ['filters "NOT"', [query({ filters: 'NOT' })]],
  ['filters "a:b AND"', [query({ filters: 'a:b AND' })]],
  ['filters "OR a:b"', [query({ filters: 'OR a:b' })]],
  ['filters with an unclosed quote', [query({ filters: 'a:"b' })]],
  ['filters "!a:b"', [query({ filters: '!a:b' })]],
  ['filters "a:b c:d"', [query({ filters: 'a:b c:d' })]],
  ['filters "price:1 TO abc"', [query({ filters: 'price:1 TO abc' })]],
  ['filters "price:1 TO"', [query({ filters: 'price:1 TO' })]],
  ['filters "price >"', [query({ filters: 'price >' })]],
  ['filters ":b"', [query({ filters: ':b' })]],
  ['filters "()"', [query({ filters: '()' })]],
  ['facetFilters [""]', [query({ facetFilters: [''] })]],
  ['facetFilters [":x"]', [query({ facetFilters: [':x'] })]],
  ['facetFilters [["a:b", ""]]', [query({ facetFilters: [['a:b', '']] })]],
  ['facetFilters ["no-colon"]', [query({ facetFilters: ['no-colon'] })]],
  ['facetFilters nested two levels', [query({ facetFilters: [[['a:b']]] })]],
  ['facetFilters as broken JSON in the params string', [{ indexName: PRODUCTS, params: 'facetFilters=%5Bbroken' }]],
  ['numericFilters ["price>x"]', [query({ numericFilters: ['price>x'] })]],
  ['numericFilters ["price"]', [query({ numericFilters: ['price'] })]],
  ['numericFilters ["price:1 TO"]', [query({ numericFilters: ['price:1 TO'] })]],
  ['numericFilters ["price:a TO b"]', [query({ numericFilters: ['price:a TO b'] })]],
  ['numericFilters ["price=Infinity"]', [query({ numericFilters: ['price=Infinity'] })]],
  ['numericFilters ["price>>1"]', [query({ numericFilters: ['price>>1'] })]],
  ['numericFilters "price>x" (the string form)', [query({ numericFilters: 'price>x' })]],
  ['numericFilters [[""]]', [query({ numericFilters: [['']] })]],
  ['101 filter conditions', [query({ numericFilters: Array.from({ length: 101 }, (_, i) => `price>${i}`) })]],
  ['filters 21 levels deep', [query({ filters: `${'('.repeat(21)}price > 1${')'.repeat(21)}` })]],
  ['101 attributes to highlight', [query({ attributesToHighlight: Array.from({ length: 101 }, (_, i) => `a${i}`) })]],
  ['a 1 KB highlight tag', [query({ highlightPreTag: '<'.repeat(1000) })]],
  ['page -1', [query({ page: -1 })]],
  ['a query over 512 characters', [query({ query: 'q'.repeat(513) })]],
  ['a facet query (type "facet")', [{ indexName: PRODUCTS, type: 'facet', facet: 'flavours' }]],
];

describe('bad input', () => {
  let foreign: SearchEngine;

  beforeAll(() => {
    // The process-wide engine is built by whichever bundle asks first (often a page's): an engine made by another
    // copy of the engine's modules, whose errors are not instances of the route's SearchRequestError.
    jest.isolateModules(() => {
      const copy = jest.requireActual<typeof EngineModule>('@/lib/search/engine');
      foreign = copy.createSearchEngine(fixtureRecords(), 'sanity_production');
    });
    expect(foreign).not.toBeInstanceOf(SearchEngine);
    setSearchEngineForTests(foreign);
  });

  afterAll(() => setSearchEngineForTests(createSearchEngine(fixtureRecords(), 'sanity_production')));

  it.each(BAD_INPUT)('%s is a 400 with a short message', async (_name, requests) => {
    const res = await search(requests);
    expect(res.status).toBe(400);
    const error = message(res.json);
    expect(error.code).toBe('invalid_search');
    expect(error.message.length).toBeLessThanOrEqual(500);
    expect(error.message).not.toMatch(/y{41}|<{41}|q{41}/);
  });

  it('logs nothing at error level for them, and never more than a short prefix of the input', async () => {
    const logs = captureLogs('debug');
    try {
      for (const [, requests] of BAD_INPUT) await search(requests);
      expect(logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(logs.text()).not.toMatch(/y{41}|<{41}|q{41}/);
    } finally {
      logs.restore();
    }
  });

  it('still answers good requests with that engine, on the worker', async () => {
    const run = jest.spyOn(Object.getPrototypeOf(foreign) as SearchEngine, 'run');
    try {
      const res = await search([query({ query: 'whey', filters: 'price > 30' })]);
      expect(res.status).toBe(200);
      expect((res.json as MultiQueryResponse).results[0].hits.map((h) => h.objectID)).toEqual(['product-101']);
      // The route's own thread only checked the index names: the engine ran on the worker.
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
  });
});
