// Search section of `npm run bench` (scripts/bench.mjs calls bench(base) with the running server's URL).
// Engine: the catalogue `npm run generate:catalogue -- --products N` writes, built in memory, its records and the
// embedded engine (the real code, imported through scripts/search/ts-loader.mjs), timed on 200 mixed multi-queries the
// way InstantSearch sends them (a hits query with facets and filters plus its disjunctive facet queries) at 1k, 10k and
// 100k products: p50/p95/p99, the p95 as a share of its budget (5 ms at 10k, 50 ms at 100k), and the price-sorted
// replica's p95 against it.
// HTTP: POST /api/search on the running server.
// Isolation: /api/health p99 while 8 clients send the largest accepted search, against its p99 with none (./search-isolation.mjs).
// BENCH_SEARCH_SIZES (e.g. 1000,10000) picks the engine's catalogue sizes.
import { performance } from 'node:perf_hooks';
import { CATEGORY_TREE, flattenCategories } from '../dataset/categories.mjs';
import { createRng, slugify } from '../dataset/lib.mjs';
import { productDoc, syntheticProducts, TEMPLATES } from '../generate-catalogue.mjs';
import { importTs } from '../search/ts-loader.mjs';
import { benchSearchIsolation } from './search-isolation.mjs';
import { percentile } from './stats.mjs';

/* ------------------------------------------------------- synthetic catalogue */

const ROOTS = CATEGORY_TREE.map((root) => root.title);
const range = (values) => ({ minCents: Math.min(...values), maxCents: Math.max(...values) });

/** A catalogue.json product as the embedded provider serves it (lib/commerce/embedded/catalogue.ts). */
function asProduct(product) {
  const variants = product.variants.map((v) => ({ ...v, purchasable: v.inventory > 0, image: null }));
  const hasRetail = variants.some((v) => v.retailPriceCents !== null);
  return {
    ...product,
    variants,
    priceRange: range(variants.map((v) => v.priceCents)),
    retailPriceRange: hasRetail ? range(variants.map((v) => v.retailPriceCents ?? v.priceCents)) : null,
  };
}

/** The search inputs of `npm run generate:catalogue -- --products N`'s catalogue (same products, content and categories). */
function generateInputs(count) {
  const products = [];
  const productContent = [];
  for (const made of syntheticProducts(count)) {
    const doc = productDoc(made);
    products.push(asProduct(made.product));
    productContent.push({ _id: doc._id, productId: doc.productId, title: doc.title, slug: doc.slug.current, shortDescription: doc.shortDescription, categoryIds: doc.categories.map((c) => c._ref) });
  }
  const blogTeasers = products.slice(0, 50).map((p, i) => ({
    id: `blog-${i}`, title: `${p.name} guide`, slug: `blog/guide-${i}`, excerpt: p.description,
    publishedAt: new Date(Date.UTC(2023, 0, 1 + i)).toISOString(), estimatedReadingTime: 3 + (i % 10), featuredImage: null, authorName: 'Sam Carter',
  }));
  const pages = ['Shipping FAQ', 'About Us', 'Contact Us', 'Careers', 'Returns', 'Privacy Policy'].map((title, i) => ({
    id: `page-${i}`, title, slug: slugify(title), description: `${title} at the store.`,
  }));
  return { products, productContent, categories: flattenCategories(), blogTeasers, pages };
}

/* ----------------------------------------------------------- query mix */

function typo(word, rng) {
  if (word.length < 5) return word;
  const i = rng.int(1, word.length - 2);
  return rng.chance(0.5) ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + 'x' + word.slice(i + 1);
}

/** 200 InstantSearch-like multi-queries: hits query (facets, filters) + one query per refined disjunctive facet. */
function queryMix(index, count, seed, rootNames = ROOTS) {
  const rng = createRng(seed);
  const names = TEMPLATES.flatMap((t) => [...t.bases, ...(t.flavours ?? [])]).join(' ');
  const vocabulary = [...new Set(names.toLowerCase().match(/[a-z0-9-]{2,}/g))];
  const batches = [];
  for (let i = 0; i < count; i += 1) {
    const kind = rng.int(0, 5);
    const word = rng.pick(vocabulary);
    const query = [
      '',
      word,
      word.slice(0, rng.int(1, Math.max(1, Math.min(4, word.length)))),
      typo(word, rng),
      `${word} ${rng.pick(vocabulary)}`,
      `${rng.pick(vocabulary)} ${word.slice(0, 3)}`,
    ][kind];
    const facetFilters = [];
    const numericFilters = [];
    const refinedCategory = rng.chance(0.4);
    if (refinedCategory) facetFilters.push([`categories.lvl0:${rng.pick(rootNames)}`]);
    const refinedPrice = rng.chance(0.4);
    if (refinedPrice) {
      const lo = rng.int(10, 80);
      numericFilters.push(`price>=${lo}`, `price<=${lo + rng.int(10, 80)}`);
    }
    const refinedRating = rng.chance(0.3);
    if (refinedRating) numericFilters.push('averageRating<=5', `averageRating>=${rng.int(1, 4)}`);
    const common = { query, maxValuesPerFacet: 500, highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
    const requests = [{
      indexName: index,
      params: {
        ...common, hitsPerPage: 12, page: 0,
        facets: ['averageRating', 'categories.lvl0', 'price'],
        ...(facetFilters.length ? { facetFilters } : {}),
        ...(numericFilters.length ? { numericFilters } : {}),
      },
    }];
    const disjunctive = (facet, keepFacet, keepNumeric) => {
      const ff = keepFacet ? facetFilters : [];
      const nf = numericFilters.filter(keepNumeric);
      requests.push({
        indexName: index,
        params: { ...common, hitsPerPage: 0, page: 0, analytics: false, clickAnalytics: false, facets: facet,
          ...(ff.length ? { facetFilters: ff } : {}), ...(nf.length ? { numericFilters: nf } : {}) },
      });
    };
    if (refinedPrice) disjunctive('price', true, (f) => !f.startsWith('price'));
    if (refinedRating) disjunctive('averageRating', true, (f) => !f.startsWith('averageRating'));
    if (refinedCategory) disjunctive(['categories.lvl0'], false, () => true);
    batches.push(requests);
  }
  return batches;
}

/* ------------------------------------------------------------- stats */

function summarize(times) {
  const round = (v) => Math.round(v * 1000) / 1000;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) };
}

/* ------------------------------------------------------------- engine */

async function benchEngine(sizes) {
  const { createSearchEngine } = await importTs('lib/search/engine/index.ts');
  const { buildSearchRecords } = await importTs('lib/search/records.ts');
  const { PRODUCT_SORTS } = await importTs('lib/search/sort.ts');
  const priceAsc = PRODUCT_SORTS.find((sort) => sort.key === 'price_asc');
  const prefix = 'bench';
  const index = `${prefix}_products`;
  const out = [];
  for (const size of sizes) {
    const records = buildSearchRecords(generateInputs(size));
    const t1 = performance.now();
    const engine = createSearchEngine(records, prefix);
    const t2 = performance.now();
    const batches = queryMix(index, 200, 42 + size);
    for (const batch of batches) engine.search({ requests: batch }); // warm-up pass (JIT), not timed
    const batchTimes = [];
    for (const batch of batches) {
      const start = performance.now();
      engine.search({ requests: batch });
      batchTimes.push(performance.now() - start);
    }
    // The same mix sorted by price (InstantSearch sends every request of a sorted search to the replica), and the
    // cost of one more replica over the built primary (the engine builds four).
    const sortedBatches = batches.map((batch) => batch.map((request) => ({ ...request, indexName: `${index}_price_asc` })));
    for (const batch of sortedBatches) engine.search({ requests: batch });
    const sortedTimes = [];
    for (const batch of sortedBatches) {
      const start = performance.now();
      engine.search({ requests: batch });
      sortedTimes.push(performance.now() - start);
    }
    const r0 = performance.now();
    engine.index(index).replica(`${index}_bench_replica`, priceAsc.ranking);
    const replicaMs = performance.now() - r0;
    out.push({
      products: size,
      buildMs: Math.round(t2 - t1),
      replicaMs: Math.round(replicaMs),
      multiQuery: summarize(batchTimes),
      sortedMultiQuery: summarize(sortedTimes),
    });
  }
  return out;
}

/* --------------------------------------------------------------- HTTP */

/** POST /api/search on the running server, one query at a time: p50/p95/p99 in ms over 200 InstantSearch-like multi-queries. */
async function benchSearchHttp(baseUrl) {
  const batches = queryMix('sanity_production_products', 200, 11, ['Shop by Sport', 'Shop by Ingredient', 'Shop by Goal']);
  const url = `${baseUrl}/api/search`;
  const post = (requests) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests }) }).then(async (r) => {
      if (!r.ok) throw new Error(`POST /api/search answered ${r.status}: ${await r.text()}`);
      return r.json();
    });
  for (const batch of batches.slice(0, 10)) await post(batch); // warm-up (first build of the index, JIT)
  const times = [];
  for (const batch of batches) {
    const start = performance.now();
    await post(batch);
    times.push(performance.now() - start);
  }
  return { queries: times.length, ...summarize(times) };
}

const BUDGET_P95_MS = { 1000: 5, 10000: 5, 100000: 50 };

export async function bench(base) {
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
  const isolation = await benchSearchIsolation(base);
  const engine = await benchEngine(sizes);
  const http = await benchSearchHttp(base);
  return {
    engine: engine.map((r) => ({
      products: r.products,
      buildMs: r.buildMs,
      p50: r.multiQuery.p50,
      p95: r.multiQuery.p95,
      p99: r.multiQuery.p99,
      'p95 / budget': Math.round((r.multiQuery.p95 / BUDGET_P95_MS[r.products]) * 100) / 100,
      // A sort is a replica: its queries against the relevance ones, and one replica's build against the engine's.
      'sorted p95 / relevance p95': Math.round((r.sortedMultiQuery.p95 / Math.max(r.multiQuery.p95, 0.001)) * 100) / 100,
      'replica build / engine build': Math.round((r.replicaMs / Math.max(r.buildMs, 1)) * 100) / 100,
    })),
    http: [{ endpoint: '/api/search', queries: http.queries, p50: http.p50, p95: http.p95, p99: http.p99 }],
    'GET /api/health p99 while 8 clients send the largest accepted search, against none, same run (target <= 2x)': isolation,
  };
}
