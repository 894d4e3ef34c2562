/** @jest-environment node */
import {
  createSearchEngine,
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  MAX_HITS_PER_RESPONSE,
  MAX_REQUESTS,
  MAX_SNIPPET_WORDS,
  normalizeRequests,
  PRODUCT_SETTINGS,
  SearchRequestError,
  type SearchEngine,
} from '@/lib/search/engine';
import type { HighlightResultValue, SearchResponse, SnippetResultValue } from '@/lib/search/types';
import { fixtureRecords } from '@/tests/support/search-fixtures';

const PRODUCTS = 'sanity_production_products';
let engine: SearchEngine;

beforeAll(() => {
  engine = createSearchEngine(fixtureRecords(), 'sanity_production');
});

const query = (params: Record<string, unknown>) => ({ indexName: PRODUCTS, params });
const many = (n: number, params: Record<string, unknown>) => Array.from({ length: n }, () => query(params));

function refusal(body: unknown): string {
  try {
    normalizeRequests(body);
  } catch (error) {
    expect(error).toBeInstanceOf(SearchRequestError);
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('queries and hits', () => {
  it('takes 50 queries in one multi-query and refuses 51', () => {
    expect(normalizeRequests({ requests: many(MAX_REQUESTS, { hitsPerPage: 0 }) })).toHaveLength(50);
    expect(refusal({ requests: many(MAX_REQUESTS + 1, { hitsPerPage: 0 }) })).toBe('At most 50 requests are accepted at once.');
  });

  it('takes 1,000 hits for one query and refuses 1,001', () => {
    expect(normalizeRequests({ requests: [query({ hitsPerPage: 1000 })] })[0].params.hitsPerPage).toBe(1000);
    expect(refusal({ requests: [query({ hitsPerPage: 1001 })] })).toMatch(/hitsPerPage must be a whole number from 0 to 1000/);
  });

  it('counts the hits of every query of a multi-query against 1,000 in all', () => {
    // 50 queries of the default 20 hits are exactly 1,000.
    expect(normalizeRequests({ requests: many(50, {}) })).toHaveLength(50);
    expect(refusal({ requests: many(50, { hitsPerPage: 1000 }) })).toBe('The queries ask for 50000 hits in all; at most 1000 are answered in one response.');
    expect(refusal({ requests: [query({ hitsPerPage: 600 }), query({ hitsPerPage: 401 })] })).toMatch(/1001 hits in all/);
  });

  it('does not count hits past the pagination limit, which are never answered', () => {
    // Page 1 of 1,000 starts at hit 1,000: nothing can be answered there.
    const requests = normalizeRequests({ requests: [query({ hitsPerPage: 1000 }), query({ hitsPerPage: 1000, page: 1 })] });
    expect(requests).toHaveLength(2);
    expect(engine.run(requests).results[1].hits).toEqual([]);
    expect(MAX_HITS_PER_RESPONSE).toBe(1000);
  });
});

describe('filters', () => {
  it('refuses filters longer than 2,000 characters, saying how long they were', () => {
    const deep = `${'('.repeat(20_000)}price > 1${')'.repeat(20_000)}`;
    expect(refusal({ requests: [query({ filters: deep })] })).toBe('The filters are 40009 characters long; at most 2000 are accepted.');
    expect(refusal({ requests: [query({ filters: `${'NOT '.repeat(3000)}price > 1` })] })).toBe('The filters are 12009 characters long; at most 2000 are accepted.');
    const list = Array.from({ length: 300 }, (_, i) => `flavours:Flavour number ${i}`);
    expect(refusal({ requests: [query({ facetFilters: list })] })).toMatch(/^The filters are \d+ characters long; at most 2000/);
    expect(MAX_FILTER_LENGTH).toBe(2000);
  });

  it('refuses filters nested deeper than 20 levels, each parenthesis and NOT a level', () => {
    const nest = (n: number) => `${'('.repeat(n)}price > 1${')'.repeat(n)}`;
    expect(normalizeRequests({ requests: [query({ filters: nest(MAX_FILTER_DEPTH) })] })[0].params.filter).toEqual({ type: 'numeric', attribute: 'price', operator: '>', value: 1 });
    const message = 'The filters nest more than 20 levels deep (parentheses and NOT); at most 20 are accepted.';
    expect(refusal({ requests: [query({ filters: nest(MAX_FILTER_DEPTH + 1) })] })).toBe(message);
    expect(refusal({ requests: [query({ filters: `${'NOT '.repeat(21)}price > 1` })] })).toBe(message);
    expect(refusal({ requests: [query({ filters: `${'NOT ('.repeat(11)}price > 1${')'.repeat(11)}` })] })).toBe(message);
  });

  it('refuses more than 100 conditions in one query', () => {
    const conditions = (n: number) => Array.from({ length: n }, (_, i) => `price>${i}`);
    expect(normalizeRequests({ requests: [query({ numericFilters: conditions(MAX_FILTER_CONDITIONS) })] })).toHaveLength(1);
    expect(refusal({ requests: [query({ numericFilters: conditions(60), filters: conditions(41).join(' OR ') })] })).toBe(
      'The filters hold 101 conditions; at most 100 are accepted.',
    );
  });

  it('answers 20-deep filters and NOT chains the same as their flat form', () => {
    const flat = engine.search({ requests: [query({ filters: 'price > 30' })] }).results[0];
    const nested = engine.search({ requests: [query({ filters: `${'('.repeat(20)}price > 30${')'.repeat(20)}` })] }).results[0];
    const notNot = engine.search({ requests: [query({ filters: `${'NOT '.repeat(20)}price > 30` })] }).results[0];
    expect(nested.hits.map((h) => h.objectID)).toEqual(flat.hits.map((h) => h.objectID));
    expect(notNot.hits.map((h) => h.objectID)).toEqual(flat.hits.map((h) => h.objectID));
    expect(flat.nbHits).toBe(4);
  });

  it('treats an empty OR group as no condition', () => {
    expect(engine.search({ requests: [query({ facetFilters: [[]] })] }).results[0].nbHits).toBe(8);
  });
});

describe('attributes', () => {
  const one = (params: Record<string, unknown>): SearchResponse => engine.search({ requests: [query(params)] }).results[0];

  it('"*" highlights and snippets the record\'s own fields and nothing else', () => {
    const r = one({ query: 'whey', hitsPerPage: 1, attributesToHighlight: ['*'], attributesToSnippet: ['*:100'] });
    const hit = r.hits[0];
    const fields = Object.keys(fixtureRecords().products[0]).filter((key) => key !== 'objectID');
    for (const key of Object.keys(hit._highlightResult ?? {})) expect(fields).toContain(key);
    for (const key of Object.keys(hit._snippetResult ?? {})) expect(fields).toContain(key);
    expect((hit._highlightResult?.title as HighlightResultValue).value).toBe('<em>Whey</em> Protein Isolate');
  });

  it('"*" facets are the index\'s faceted attributes', () => {
    expect(Object.keys(one({ facets: ['*'], hitsPerPage: 0 }).facets ?? {}).sort()).toEqual([...PRODUCT_SETTINGS.attributesForFaceting].sort());
  });

  it('inherited names ("constructor", "__proto__") are no attribute of a record', () => {
    const r = one({ hitsPerPage: 1, attributesToRetrieve: ['constructor', '__proto__', 'title'], attributesToHighlight: ['constructor', '__proto__.toString', 'toString'] });
    expect(Object.keys(r.hits[0])).toEqual(['objectID', 'title', '_highlightResult']);
    expect(r.hits[0]._highlightResult).toEqual({});
    expect(({} as Record<string, unknown>).toString).toBe(Object.prototype.toString);
  });

  it('caps snippets at 100 words, whatever length is asked for', () => {
    const records = fixtureRecords();
    records.products[0].description = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const long = createSearchEngine(records, 'sanity_production');
    const r = long.search({ requests: [query({ query: 'word5', hitsPerPage: 1, attributesToSnippet: ['description:100000'] })] }).results[0];
    const snippet = (r.hits[0]._snippetResult?.description as SnippetResultValue).value;
    expect(snippet.replace('…', '').split(' ')).toHaveLength(MAX_SNIPPET_WORDS);
  });

  it('answers each attribute once however often the lists repeat it', () => {
    const r = one({ query: 'whey', hitsPerPage: 1, attributesToSnippet: Array.from({ length: 100 }, (_, i) => `*:${i + 1}`) });
    expect((r.hits[0]._snippetResult?.title as SnippetResultValue).value).toBe('<em>Whey</em> Protein Isolate');
    expect(normalizeRequests({ requests: [query({ attributesToHighlight: ['title', 'title', ' title'] })] })[0].params.attributesToHighlight).toEqual(['title']);
  });

  it('refuses more than 100 attributes in a list, or an attribute name over 100 characters', () => {
    const names = Array.from({ length: 101 }, (_, i) => `a${i}`);
    expect(refusal({ requests: [query({ attributesToHighlight: names })] })).toBe('The parameter attributesToHighlight names 101 attributes; at most 100 are accepted.');
    expect(refusal({ requests: [query({ facets: ['x'.repeat(5000)] })] })).toBe(
      `The parameter facets names an attribute of 5000 characters ("${'x'.repeat(40)}…"); at most 100 are accepted.`,
    );
  });

  it('refuses highlight tags and ellipses over 64 characters (each is repeated in every hit)', () => {
    expect(refusal({ requests: [query({ highlightPreTag: '<'.repeat(65) })] })).toBe('The parameter highlightPreTag is 65 characters long; at most 64 are accepted.');
    expect(refusal({ requests: [query({ snippetEllipsisText: '.'.repeat(10_000) })] })).toMatch(/snippetEllipsisText is 10000 characters long/);
  });
});

describe('messages', () => {
  it('quote at most 40 characters of the input, whatever its size', () => {
    const name = `x${'y'.repeat(5000)}`;
    let message = '';
    try {
      engine.search({ requests: [{ indexName: name }] });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Unknown index "xy{39}…"\. Known indexes: sanity_production_products, /);
    expect(message.length).toBeLessThanOrEqual(500);
    expect(refusal({ requests: [query({ filters: `price > ${'9'.repeat(1500)}x` })] })).toBe(
      `Invalid numeric filter "price > ${'9'.repeat(32)}…": "${'9'.repeat(40)}…" is not a number.`,
    );
  });
});
