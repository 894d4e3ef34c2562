/** @jest-environment node */
import { createSearchEngine, PRODUCT_SETTINGS, SearchEngine, SearchRequestError } from '@/lib/search/engine';
import { SearchIndex } from '@/lib/search/engine/search-index';
import { fixtureRecords } from '@/tests/support/search-fixtures';
import type { HighlightResultValue, SearchResponse, SnippetResultValue } from '@/lib/search/types';

const PRODUCTS = 'sanity_production_products';
let engine: SearchEngine;

beforeAll(() => {
  engine = createSearchEngine(fixtureRecords(), 'sanity_production');
});

function search(params: Record<string, unknown>, indexName = PRODUCTS): SearchResponse {
  return engine.search({ requests: [{ indexName, params }] }).results[0];
}

const ids = (r: SearchResponse) => r.hits.map((h) => h.objectID);
const productIds = (...n: number[]) => n.map((id) => `product-${id}`);

// Fixture facts (see tests/support/search-fixtures.ts), rating order: 102 4.9, 101 4.7, 105 4.5, 107 4.4, 103 4.2, 106 4.0, 104 3.8, 108 3.5.
// Prices: 101 49.90, 102 29.90, 103 24.95, 104 19.90, 105 39.90, 106 44.90, 107 34.90, 108 29.90.

describe('empty query', () => {
  it('returns every record, best rated first, with Algolia result fields', () => {
    const r = search({ query: '', hitsPerPage: 20 });
    expect(ids(r)).toEqual(productIds(102, 101, 105, 107, 103, 106, 104, 108));
    expect(r).toMatchObject({ nbHits: 8, nbPages: 1, page: 0, hitsPerPage: 20, query: '', index: PRODUCTS, exhaustiveNbHits: true, exhaustiveFacetsCount: true });
    expect(typeof r.processingTimeMS).toBe('number');
    expect(r.params).toBe('query=&hitsPerPage=20');
    expect(r.facets).toBeUndefined();
  });

  it('pages through the hits', () => {
    const r = search({ hitsPerPage: 3, page: 2 });
    expect(ids(r)).toEqual(productIds(104, 108));
    expect(r.nbPages).toBe(3);
    expect(search({ hitsPerPage: 3, page: 5 }).hits).toEqual([]);
    const none = search({ hitsPerPage: 0, facets: ['categories.lvl0'] });
    expect(none.hits).toEqual([]);
    expect(none.nbHits).toBe(8);
    expect(none.nbPages).toBe(0);
  });
});

describe('facets', () => {
  it('counts values over the matching records and computes stats for numbers', () => {
    const r = search({ facets: ['categories.lvl0', 'categories.lvl2', 'price'] });
    expect(r.facets?.['categories.lvl0']).toEqual({ 'Shop by Sport': 4, 'Shop by Goal': 3, 'Shop by Ingredient': 2 });
    expect(r.facets?.['categories.lvl2']).toEqual({ 'Shop by Ingredient > Protein > Whey': 1, 'Shop by Sport > Running > Trail Running': 1 });
    expect(r.facets_stats?.price).toEqual({ min: 19.9, max: 49.9, avg: 34.28, sum: 274.25 });
  });

  it('"*" asks for every faceted attribute', () => {
    const r = search({ facets: ['*'], hitsPerPage: 0 });
    expect(Object.keys(r.facets ?? {}).sort()).toEqual(['averageRating', 'categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'categoryIds', 'flavours', 'price', 'sizes', 'stars']);
    expect(r.facets?.averageRating).toMatchObject({ '4.9': 1, '3.5': 1 });
  });

  it('keeps the most frequent values, ties in alphabetical order, up to maxValuesPerFacet', () => {
    const r = search({ facets: 'categories.lvl1', maxValuesPerFacet: 3 });
    expect(Object.entries(r.facets?.['categories.lvl1'] ?? {})).toEqual([
      ['Shop by Sport > Running', 4],
      ['Shop by Goal > Muscle Gain', 3],
      ['Shop by Ingredient > Protein', 2],
    ]);
  });

  it('answers the disjunctive queries InstantSearch sends (same filters minus the facet, no hits)', () => {
    const [main, disjunctive] = engine.search({
      requests: [
        { indexName: PRODUCTS, params: { facets: ['categories.lvl0'], facetFilters: [['categories.lvl0:Shop by Goal']], hitsPerPage: 12 } },
        { indexName: PRODUCTS, params: { facets: 'categories.lvl0', hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false } },
      ],
    }).results;
    expect(main.nbHits).toBe(3);
    expect(main.facets?.['categories.lvl0']).toEqual({ 'Shop by Goal': 3, 'Shop by Ingredient': 1, 'Shop by Sport': 1 });
    expect(disjunctive.hits).toEqual([]);
    expect(disjunctive.facets?.['categories.lvl0']).toEqual({ 'Shop by Sport': 4, 'Shop by Goal': 3, 'Shop by Ingredient': 2 });
  });
});

describe('sort replicas', () => {
  const replica = (key: string) => `${PRODUCTS}_${key}`;

  it('answers every sort replica name beside the products index', () => {
    expect(Object.keys(engine.counts())).toEqual(
      expect.arrayContaining([PRODUCTS, replica('price_asc'), replica('price_desc'), replica('rating_desc'), replica('newest')]),
    );
    expect(engine.counts()[replica('price_asc')]).toBe(8);
  });

  it('orders by the replica attribute first; equal values keep the custom ranking (best rated first)', () => {
    // 102 and 108 both cost $29.90: 102 (4.9) before 108 (3.5) either way.
    expect(ids(search({ hitsPerPage: 20 }, replica('price_asc')))).toEqual(productIds(104, 103, 102, 108, 107, 105, 106, 101));
    expect(ids(search({ hitsPerPage: 20 }, replica('price_desc')))).toEqual(productIds(101, 106, 105, 107, 102, 108, 103, 104));
    expect(ids(search({ hitsPerPage: 20 }, replica('rating_desc')))).toEqual(productIds(102, 101, 105, 107, 103, 106, 104, 108));
    expect(ids(search({ hitsPerPage: 20 }, replica('newest')))).toEqual(productIds(108, 107, 106, 105, 104, 103, 102, 101));
  });

  it('sorts the text matches too, and pages and filters as the primary does', () => {
    const relevance = ids(search({ query: 'protein' }));
    expect([...relevance].sort()).toEqual(productIds(101, 106));
    expect(ids(search({ query: 'protein' }, replica('price_asc')))).toEqual(productIds(106, 101));
    expect(ids(search({ query: 'protein' }, replica('price_desc')))).toEqual(productIds(101, 106));
    const filtered = search({ facetFilters: [['categories.lvl0:Shop by Sport']], hitsPerPage: 2, page: 1, facets: ['flavours'] }, replica('price_asc'));
    // Shop by Sport: 102, 103, 104, 107 -> by price 104, 103, 102, 107.
    expect(ids(filtered)).toEqual(productIds(102, 107));
    expect(filtered).toMatchObject({ nbHits: 4, nbPages: 2, index: replica('price_asc') });
    expect(filtered.facets?.flavours).toEqual(search({ facetFilters: [['categories.lvl0:Shop by Sport']], facets: ['flavours'] }).facets?.flavours);
  });
});

describe('category pages', () => {
  it('filter on a category id, which covers the products of its descendants', () => {
    // cat-sport: 102, 104, 107 (running), 103 (trail running, under running), 103 and 107 (cycling).
    expect(ids(search({ filters: 'categoryIds:"cat-sport"', hitsPerPage: 20 }))).toEqual(productIds(102, 107, 103, 104));
    expect(ids(search({ filters: 'categoryIds:"cat-trail"', hitsPerPage: 20 }))).toEqual(productIds(103));
  });
});

describe('flavour and size facets', () => {
  it('counts the products of each flavour and pack size (an OR filter narrows to either)', () => {
    const r = search({ facets: ['flavours', 'sizes'], hitsPerPage: 0 });
    expect(r.facets?.flavours).toEqual({ Unflavoured: 3, Berry: 2, Chocolate: 2, 'Lemon Lime': 2, 'Sour Apple': 1, Vanilla: 1, Watermelon: 1 });
    expect(r.facets?.sizes).toEqual({ '1kg': 8, '2.5kg': 2 });
    expect(ids(search({ facetFilters: [['flavours:Chocolate', 'flavours:Berry']], hitsPerPage: 20 }))).toEqual(productIds(101, 107, 103, 106));
  });
});

describe('facetFilters', () => {
  it('ANDs the outer list and ORs inner arrays', () => {
    expect(ids(search({ facetFilters: [['categories.lvl0:Shop by Sport'], 'categories.lvl1:Shop by Goal > Muscle Gain'] }))).toEqual(productIds(102));
    const or = search({ facetFilters: [['categories.lvl1:Shop by Sport > Cycling', 'categories.lvl1:Shop by Ingredient > Protein']] });
    expect(ids(or)).toEqual(productIds(101, 107, 103, 106));
  });

  it('negates with a leading dash, ignores case, and matches nothing for unknown values', () => {
    expect(ids(search({ facetFilters: ['categories.lvl0:-Shop by Sport'] }))).toEqual(productIds(101, 105, 106, 108));
    expect(search({ facetFilters: ['categories.lvl0:shop by sport'] }).nbHits).toBe(4);
    expect(search({ facetFilters: ['categories.lvl0:Nope'] }).nbHits).toBe(0);
    expect(search({ facetFilters: ['unknownAttribute:x'] }).nbHits).toBe(0);
  });

  it('takes the JSON string form of the params', () => {
    const r = engine.search({
      requests: [{ indexName: PRODUCTS, params: 'hitsPerPage=5&facetFilters=%5B%5B%22categories.lvl0%3AShop%20by%20Goal%22%5D%5D' }],
    }).results[0];
    expect(ids(r)).toEqual(productIds(102, 101, 105));
  });
});

describe('numericFilters and filters', () => {
  it('applies comparisons, ranges and OR groups', () => {
    expect(ids(search({ numericFilters: ['price>=30', 'price<=45'] }))).toEqual(productIds(105, 107, 106));
    expect(ids(search({ numericFilters: ['averageRating>=4.5'] }))).toEqual(productIds(102, 101, 105));
    expect(ids(search({ numericFilters: [['price<20', 'price>45']] }))).toEqual(productIds(101, 104));
    expect(ids(search({ numericFilters: ['price:25 TO 35'] }))).toEqual(productIds(102, 107, 108));
    expect(search({ numericFilters: ['price!=29.9'] }).nbHits).toBe(6);
    expect(search({ numericFilters: ['price = 24.95'] }).nbHits).toBe(1);
  });

  it('parses the filters string (AND, OR, NOT, quotes, parentheses)', () => {
    expect(ids(search({ filters: 'categories.lvl0:"Shop by Sport" AND price < 30' }))).toEqual(productIds(102, 103, 104));
    expect(search({ filters: 'NOT categories.lvl0:"Shop by Sport" OR averageRating > 4.8' }).nbHits).toBe(5);
    // 102 (29.90, 5 stars), 103 (24.95, 4 stars) and 108 (29.90, 3.5 stars) cost 20 to 30; NOT stars=4 drops 103.
    expect(ids(search({ filters: '(price:20 TO 30) AND NOT stars=4' }))).toEqual(productIds(102, 108));
  });

  it('facets count within the filtered records', () => {
    const r = search({ numericFilters: ['averageRating>=4.4'], facets: ['categories.lvl0', 'averageRating'] });
    expect(r.facets?.['categories.lvl0']).toEqual({ 'Shop by Goal': 3, 'Shop by Sport': 2, 'Shop by Ingredient': 1 });
    expect(r.facets_stats?.averageRating).toEqual({ min: 4.4, max: 4.9, avg: 4.63, sum: 18.5 });
  });
});

describe('text', () => {
  it('matches every word, boosts titles, and combines with filters', () => {
    expect(ids(search({ query: 'protein' }))).toEqual(productIds(101, 106));
    expect(ids(search({ query: 'vanilla protein' }))).toEqual(productIds(101));
    expect(search({ query: 'protein', numericFilters: ['price<45'] }).nbHits).toBe(1);
    expect(search({ query: 'zzz' }).nbHits).toBe(0);
  });

  it('completes the last word as a prefix, but not earlier words', () => {
    expect(ids(search({ query: 'elec' }))).toEqual(productIds(103));
    expect(ids(search({ query: 'whe' }))).toEqual(productIds(101));
    expect(ids(search({ query: 'isolate prot' }))).toEqual(productIds(101));
    expect(search({ query: 'prot isolate' }).nbHits).toBe(0);
  });

  it('tolerates a typo from 5 letters (a swap counts as one), none below', () => {
    expect(ids(search({ query: 'protien' }))).toEqual(productIds(101, 106));
    expect(ids(search({ query: 'cretine' }))).toEqual(productIds(102));
    expect(ids(search({ query: 'electrolite' }))).toEqual(productIds(103));
    expect(search({ query: 'bcca' }).nbHits).toBe(0);
    expect(ids(search({ query: 'bcaa' }))).toEqual(productIds(107));
  });

  it('finds words typed as one in records that have them apart (splitting), hyphens or not', () => {
    // The record's title is "Pre Workout"; "Pre-Workout" tokenises the same.
    for (const query of ['preworkout', 'PreWorkout', 'pre workout', 'pre-workout', 'Pre Workout']) {
      expect(ids(search({ query }))).toEqual(productIds(105));
    }
    expect(ids(search({ query: 'wheyprotein' }))).toEqual(productIds(101));
    expect(ids(search({ query: 'wheyprotein isolate' }))).toEqual(productIds(101));
    // Both parts must be words of the records.
    expect(search({ query: 'wheyzzzz' }).nbHits).toBe(0);
  });

  it('finds words typed apart in records that have them as one (concatenation of neighbours or of the whole query)', () => {
    expect(ids(search({ query: 'mono hydrate' }))).toEqual(productIds(102));
    expect(ids(search({ query: 'creatine mono hydrate' }))).toEqual(productIds(102));
    expect(ids(search({ query: 'mono hy drate' }))).toEqual(productIds(102));
    // Ending with the last word, the concatenation is completed as that word is.
    expect(ids(search({ query: 'creatine mono hyd' }))).toEqual(productIds(102));
    // Only neighbours join: "mono creatine hydrate" has no "monohydrate" to offer.
    expect(search({ query: 'mono creatine hydrate' }).nbHits).toBe(0);
  });

  it('searches every index', () => {
    expect(ids(search({ query: 'creatine' }, 'sanity_production_blogs'))).toEqual(['blog-creatine']);
    expect(ids(search({ query: 'ship' }, 'sanity_production_pages'))).toEqual(['page-shipping']);
    expect(ids(search({ query: 'running' }, 'sanity_production_categories'))).toEqual(['cat-running', 'cat-trail']);
  });
});

describe('highlighting and snippets', () => {
  const title = (r: SearchResponse, i = 0) => r.hits[i]._highlightResult?.title as HighlightResultValue;

  it('marks what matched with the requested tags', () => {
    const r = search({ query: 'prot', highlightPreTag: '<b>', highlightPostTag: '</b>' });
    expect(title(r)).toEqual({ value: 'Whey <b>Prot</b>ein Isolate', matchLevel: 'full', matchedWords: ['prot'], fullyHighlighted: false });
    const typo = search({ query: 'protien' });
    expect(title(typo).value).toBe('Whey <em>Protein</em> Isolate');
  });

  it('marks both parts of a split word and a word that stands for several query words', () => {
    expect(title(search({ query: 'preworkout' }))).toEqual({ value: '<em>Pre</em> <em>Workout</em>', matchLevel: 'full', matchedWords: ['preworkout'], fullyHighlighted: true });
    expect(title(search({ query: 'mono hydrate' }))).toMatchObject({ value: 'Creatine <em>Monohydrate</em>', matchLevel: 'full', matchedWords: ['mono', 'hydrate'] });
    expect(title(search({ query: 'creatine mono hyd' })).value).toBe('<em>Creatine</em> <em>Monohyd</em>rate');
  });

  it('reports partial and full matches per attribute', () => {
    const r = search({ query: 'whey isolate' });
    expect(title(r)).toMatchObject({ value: '<em>Whey</em> Protein <em>Isolate</em>', matchLevel: 'full', matchedWords: ['whey', 'isolate'] });
    expect(r.hits[0]._highlightResult?.shortDescription).toMatchObject({ matchLevel: 'partial', matchedWords: ['whey'] });
    const none = search({ query: '' });
    expect(title(none)).toEqual({ value: 'Creatine Monohydrate', matchLevel: 'none', matchedWords: [] });
  });

  it('limits highlighted and retrieved attributes on request', () => {
    const r = search({ query: 'bcaa', attributesToRetrieve: ['title'], attributesToHighlight: ['title', 'sku'] });
    expect(Object.keys(r.hits[0]).sort()).toEqual(['_highlightResult', 'objectID', 'title']);
    expect(Object.keys(r.hits[0]._highlightResult ?? {})).toEqual(['title']);
    expect(search({ query: 'bcaa', attributesToHighlight: [] }).hits[0]._highlightResult).toBeUndefined();
  });

  it('snippets a window of words around the first match', () => {
    const r = search({ query: 'grams', attributesToSnippet: ['description:4'] });
    expect(r.hits[0]._snippetResult?.description as SnippetResultValue).toEqual({ value: '…27 <em>grams</em> of protein…', matchLevel: 'full' });
  });
});

describe('a word typed as one whose parts are in different attributes', () => {
  // Products of the shop's dataset (data/catalogue.json), cut to the words that matter: "sugarfree" stands for
  // "sugar" + "free", which Taurine and Stim-Free Pre-Workout only have in different attributes (the "Low Sugar"
  // category, "stimulant free" or "Stim-Free" elsewhere), BCAA 2:1:1 and Electrolyte Tablets in one.
  const record = (id: number, title: string, shortDescription: string, description: string, lvl1: string[], averageRating: number) => ({
    objectID: `product-${id}`,
    title,
    sku: `SKU-${id}`,
    shortDescription,
    description,
    categories: { lvl0: lvl1.map((c) => c.split(' > ')[0]), lvl1 },
    averageRating,
    reviewCount: 10,
  });
  const records = [
    record(130, 'Taurine', 'Pure taurine powder with a mild taste.', 'On its own it is stimulant free and is often paired with caffeine.', ['Shop by Diet > Low Sugar'], 4.9),
    record(135, 'Stim-Free Pre-Workout', 'All the pump and endurance ingredients of our pre-workout, with zero caffeine.', 'For evening training.', ['Shop by Diet > Low Sugar'], 4.8),
    record(123, 'BCAA 2:1:1', 'Leucine, isoleucine and valine in a 2:1:1 ratio with a refreshing, sugar-free flavour.', 'A popular sugar-free drink to sip during training.', ['Shop by Ingredient > Amino Acids'], 4.5),
    record(142, 'Electrolyte Tablets', 'Effervescent electrolyte tablets in a tube of 20.', 'They fizz into a light, sugar-free drink in about two minutes.', ['Shop by Diet > Low Sugar'], 4.2),
  ];
  const products = new SearchEngine([new SearchIndex('products', records, PRODUCT_SETTINGS)]);
  const find = (params: Record<string, unknown>) => products.search({ requests: [{ indexName: 'products', params }] }).results[0];

  it('matches only the records that have both parts in one attribute', () => {
    expect(ids(find({ query: 'sugarfree' }))).toEqual(['product-123', 'product-142']);
    expect(ids(find({ query: 'sugarfree', restrictSearchableAttributes: ['description'] }))).toEqual(['product-123', 'product-142']);
    expect(ids(find({ query: 'sugarfree', restrictSearchableAttributes: ['shortDescription'] }))).toEqual(['product-123']);
    // Typed apart, they are two words that may be anywhere.
    expect(find({ query: 'sugar free' }).nbHits).toBe(4);
  });

  it('marks both parts where the text has both, and neither where it has one', () => {
    const [bcaa, tablets] = find({ query: 'sugarfree', attributesToHighlight: ['shortDescription', 'description'] }).hits;
    expect(bcaa._highlightResult?.shortDescription).toEqual({
      value: 'Leucine, isoleucine and valine in a 2:1:1 ratio with a refreshing, <em>sugar</em>-<em>free</em> flavour.',
      matchLevel: 'full',
      matchedWords: ['sugarfree'],
      fullyHighlighted: false,
    });
    expect((bcaa._highlightResult?.description as HighlightResultValue).value).toBe('A popular <em>sugar</em>-<em>free</em> drink to sip during training.');
    expect(tablets._highlightResult?.shortDescription).toMatchObject({ value: 'Effervescent electrolyte tablets in a tube of 20.', matchLevel: 'none' });
  });

  it('marks the parts of several split words and the other words in one go', () => {
    const [hit] = find({ query: 'sugarfree drink twominutes', attributesToHighlight: ['description'] }).hits;
    expect(hit._highlightResult?.description).toEqual({
      value: 'They fizz into a light, <em>sugar</em>-<em>free</em> <em>drink</em> in about <em>two</em> <em>minutes</em>.',
      matchLevel: 'full',
      matchedWords: ['sugarfree', 'drink', 'twominutes'],
      fullyHighlighted: false,
    });
  });
});

describe('bad requests', () => {
  const fails = (body: unknown, message: RegExp) => {
    expect(() => engine.search(body)).toThrow(SearchRequestError);
    expect(() => engine.search(body)).toThrow(message);
  };

  it('rejects what cannot be answered with a clear message', () => {
    fails({}, /requests/);
    fails({ requests: [] }, /At least one/);
    fails({ requests: [{ params: {} }] }, /indexName/);
    fails({ requests: [{ indexName: 'nope' }] }, /Unknown index "nope"/);
    fails({ requests: [{ indexName: PRODUCTS, params: { query: 'x'.repeat(513) } }] }, /longer than 512/);
    fails({ requests: [{ indexName: PRODUCTS, params: { hitsPerPage: -1 } }] }, /hitsPerPage/);
    fails({ requests: [{ indexName: PRODUCTS, params: { numericFilters: ['price>>1'] } }] }, /numeric filter/);
    fails({ requests: [{ indexName: PRODUCTS, params: { filters: '(price > 1' } }] }, /Invalid filters/);
    fails({ requests: [{ indexName: PRODUCTS, params: { facetFilters: [[['a:b']]] } }] }, /one level deep/);
    fails({ requests: [{ indexName: PRODUCTS, params: 'facetFilters=%5Bbroken' }] }, /not valid JSON/);
  });

  it('accepts a query of exactly 512 characters', () => {
    expect(search({ query: 'a'.repeat(512) }).nbHits).toBe(0);
  });
});
