#!/usr/bin/env node
// Search benchmarks.
//   node --expose-gc scripts/bench-search.mjs [--sizes 1000,10000,100000] [--queries 200] [--seed 42] [--json-only]
//        [--http http://127.0.0.1:3000]
// Engine: generates N products in memory with a seeded PRNG, builds the records and the embedded engine (the
// real code, imported through scripts/search/ts-loader.mjs), then times 200 mixed queries the way InstantSearch
// sends them (a hits query with facets and filters plus its disjunctive facet queries, in one multi-query).
// Prints a table and a JSON line. Over HTTP: `benchSearchHttp({ baseUrl })` (exported) times POST /api/search
// against a running server.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { percentile } from './bench/stats.mjs';
import { createRng, slugify } from './dataset/lib.mjs';
import { importTs } from './search/ts-loader.mjs';

/* ------------------------------------------------------- synthetic catalogue */

const BASES = [
  'Whey Protein Isolate', 'Whey Protein Concentrate', 'Casein Protein', 'Vegan Protein Blend', 'Creatine Monohydrate',
  'Beta Alanine', 'Citrulline Malate', 'BCAA', 'EAA', 'Glutamine', 'Pre Workout', 'Electrolyte Hydration', 'Collagen Peptides',
  'Magnesium Glycinate', 'Vitamin D3', 'Zinc', 'Fish Oil', 'Ashwagandha', 'Protein Bar', 'Mass Gainer', 'Greens Powder',
  'Caffeine Tablets', 'Carb Loader', 'Recovery Formula', 'Multivitamin', 'Taurine', 'Leucine', 'Betaine', 'HMB', 'Oats',
];
const MODIFIERS = ['Plus', 'Pro', 'Max', 'Lite', 'Advanced', 'Natural', 'Ultra', 'Elite', 'Sport', 'Pure', 'Daily', 'Night', 'Complete', 'Core', 'Active'];
const FLAVOURS = ['Chocolate', 'Vanilla', 'Strawberry', 'Cookies and Cream', 'Salted Caramel', 'Banana', 'Coffee', 'Lemon Lime', 'Berry', 'Watermelon', 'Sour Apple', 'Mango', 'Pineapple', 'Peach', 'Unflavoured', 'Mint Chocolate', 'Honeycomb', 'Blueberry', 'Raspberry', 'Cola'];
const SIZES = ['250g', '500g', '1kg', '2.5kg', '5kg'];
const WORDS = (
  'fast absorbing micronised tested australian made blend serve scoop mix water milk shake training recovery strength ' +
  'endurance muscle lean gains energy focus pump hydration sodium potassium magnesium amino acids grams protein carbs fat ' +
  'sugar free gluten dairy plant based vegan keto friendly morning evening daily dose capsules powder tablets natural ' +
  'flavour sweetened stevia lab tested batch quality pharmaceutical grade bulk value athletes runners cyclists lifters ' +
  'crossfit team sport recovery sleep immunity joints skin hair gut health digestion enzymes probiotics fibre oats'
).split(' ');
const ROOTS = ['Shop by Sport', 'Shop by Ingredient', 'Shop by Flavour', 'Shop by Goal', 'Shop by Diet', 'Recommended'];
const CHILDREN = ['Running', 'Cycling', 'Swimming', 'Lifting', 'Team Sports', 'Protein', 'Creatine', 'Amino Acids', 'Vitamins', 'Chocolate', 'Fruity', 'Muscle Gain', 'Weight Loss', 'Vegan', 'Keto', 'Best Sellers', 'New'];
const LEAVES = ['Beginner', 'Advanced', 'Trail', 'Track', 'Whey', 'Plant', 'Morning', 'Evening', 'Value Packs'];

export function generateInputs(count, seed = 42) {
  const rng = createRng(seed);
  const categories = [];
  for (const root of ROOTS) {
    const rootId = `cat-${slugify(root)}`;
    categories.push({ id: rootId, title: root, slug: `categories/${slugify(root)}`, description: `${root} range.`, parentId: null });
    for (let c = 0; c < 4; c += 1) {
      const child = rng.pick(CHILDREN);
      const childId = `${rootId}-${c}-${slugify(child)}`;
      categories.push({ id: childId, title: child, slug: `categories/${slugify(root)}/${slugify(child)}-${c}`, description: `${child} picks.`, parentId: rootId });
      for (let l = 0; l < 3; l += 1) {
        const leaf = rng.pick(LEAVES);
        categories.push({ id: `${childId}-${l}`, title: leaf, slug: `categories/${slugify(root)}/${slugify(child)}-${c}/${slugify(leaf)}-${l}`, description: `${leaf} ${child}.`, parentId: childId });
      }
    }
  }
  const leafIds = categories.filter((c) => c.parentId && categories.every((o) => o.parentId !== c.id)).map((c) => c.id);
  const midIds = categories.filter((c) => c.parentId && !leafIds.includes(c.id)).map((c) => c.id);
  const sentence = (n) => Array.from({ length: n }, () => rng.pick(WORDS)).join(' ');

  const products = [];
  const productContent = [];
  for (let i = 0; i < count; i += 1) {
    const id = 1000 + i;
    const name = `${rng.pick(BASES)} ${rng.pick(MODIFIERS)}${rng.chance(0.3) ? ` ${rng.pick(MODIFIERS)}` : ''}`;
    const slug = `${slugify(name)}-${id}`;
    const flavours = Array.from({ length: rng.int(1, 3) }, () => rng.pick(FLAVOURS));
    const sizes = Array.from({ length: rng.int(1, 2) }, () => rng.pick(SIZES));
    const base = rng.int(1000, 15000);
    const variants = [];
    sizes.forEach((size, s) =>
      flavours.forEach((flavour, f) => {
        variants.push({
          id: id * 100 + s * 10 + f,
          sku: `${slugify(name).slice(0, 4).toUpperCase()}-${id}-${s}${f}`,
          options: [{ name: 'Flavour', value: flavour }, { name: 'Package Size', value: size }],
          priceCents: base + s * 2000,
          retailPriceCents: null,
          inventory: rng.int(0, 200),
          purchasable: true,
        });
      }),
    );
    const rating = Math.round((3 + rng.next() * 2) * 10) / 10;
    products.push({
      id, slug, name, shortName: name,
      shortDescription: `${name} ${sentence(8)}.`,
      description: `${sentence(25)}. ${sentence(20)}.`,
      images: [{ url: `/images/products/${slug}.svg`, altText: name, isDefault: true, width: 800, height: 800 }],
      averageRating: rating, reviewCount: rng.int(0, 500), minQuantity: 0, maxQuantity: 0, variants,
      priceRange: { minCents: base, maxCents: base + (sizes.length - 1) * 2000 }, retailPriceRange: null, isGiftCertificate: false,
    });
    const cats = [rng.pick(leafIds)];
    if (rng.chance(0.5)) cats.push(rng.pick(midIds));
    if (rng.chance(0.3)) cats.push(rng.pick(leafIds));
    productContent.push({ _id: `product-${id}`, productId: id, title: name, slug, shortDescription: `${name} ${sentence(8)}.`, categoryIds: cats });
  }
  const blogTeasers = Array.from({ length: 50 }, (_, i) => ({
    id: `blog-${i}`, title: `${rng.pick(BASES)} guide ${i}`, slug: `blog/guide-${i}`, excerpt: sentence(15),
    publishedAt: new Date(Date.UTC(2023, 0, 1 + i)).toISOString(), estimatedReadingTime: rng.int(3, 12),
    featuredImage: null, authorName: rng.pick(['Sam Carter', 'Alex Ng', 'Jo Smith']),
  }));
  const pages = ['Shipping FAQ', 'About Us', 'Contact Us', 'Careers', 'Returns', 'Privacy Policy'].map((title, i) => ({
    id: `page-${i}`, title, slug: slugify(title), description: sentence(12),
  }));
  return { products, productContent, categories, blogTeasers, pages };
}

/* ----------------------------------------------------------- query mix */

function typo(word, rng) {
  if (word.length < 5) return word;
  const i = rng.int(1, word.length - 2);
  return rng.chance(0.5) ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word.slice(0, i) + 'x' + word.slice(i + 1);
}

/** 200 InstantSearch-like multi-queries: hits query (facets, filters) + one query per refined disjunctive facet. */
export function queryMix(index, count, seed = 7, rootNames = ROOTS) {
  const rng = createRng(seed);
  const vocabulary = [...new Set(BASES.join(' ').toLowerCase().split(' ').concat(FLAVOURS.join(' ').toLowerCase().split(' ')))];
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
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    mean: round(times.reduce((s, v) => s + v, 0) / (times.length || 1)),
    max: round(Math.max(0, ...times)),
  };
}

/* ------------------------------------------------------------- engine */

export async function benchEngine({ sizes = [1000, 10000, 100000], queries = 200, seed = 42, log = console.error } = {}) {
  const { createSearchEngine } = await importTs('lib/search/engine/index.ts');
  const { buildSearchRecords } = await importTs('lib/search/records.ts');
  const { PRODUCT_SORTS } = await importTs('lib/search/sort.ts');
  const priceAsc = PRODUCT_SORTS.find((sort) => sort.key === 'price_asc');
  const prefix = 'bench';
  const index = `${prefix}_products`;
  const out = [];
  for (const size of sizes) {
    const inputs = generateInputs(size, seed);
    const t0 = performance.now();
    const records = buildSearchRecords(inputs);
    const t1 = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const engine = createSearchEngine(records, prefix);
    const t2 = performance.now();
    const heapAfter = process.memoryUsage().heapUsed;
    const batches = queryMix(index, queries, seed + size);
    for (const batch of batches) engine.search({ requests: batch }); // warm-up pass (JIT), not timed
    globalThis.gc?.(); // run with --expose-gc to start timing without the build's garbage
    const batchTimes = [];
    const queryTimes = [];
    let totalHits = 0;
    for (const batch of batches) {
      const start = performance.now();
      const { results } = engine.search({ requests: batch });
      batchTimes.push(performance.now() - start);
      totalHits += results[0].nbHits;
      // Each request alone, memo-free: the cost of one query with its facets and filters.
      for (const request of batch) {
        const s = performance.now();
        engine.search({ requests: [request] });
        queryTimes.push(performance.now() - s);
      }
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
    const row = {
      products: size,
      replicaMs: Math.round(replicaMs),
      sortedMultiQuery: summarize(sortedTimes),
      recordsMs: Math.round(t1 - t0),
      buildMs: Math.round(t2 - t1),
      heapMB: Math.round(Math.max(0, heapAfter - heapBefore) / 1048576),
      multiQuery: summarize(batchTimes),
      singleQuery: summarize(queryTimes),
      requestsPerBatch: Math.round((queryTimes.length / batchTimes.length) * 100) / 100,
      avgHits: Math.round(totalHits / batches.length),
    };
    log(`[bench-search] ${size} products: build ${row.buildMs} ms (one replica ${row.replicaMs} ms), multi-query p95 ${row.multiQuery.p95} ms, sorted ${row.sortedMultiQuery.p95} ms`);
    out.push(row);
  }
  return out;
}

/* --------------------------------------------------------------- HTTP */

/**
 * Times POST /api/search on a running server (the lead's `npm run bench` can call this).
 * Returns { p50, p95, p99, mean, max } in ms over `queries` InstantSearch-like multi-queries.
 */
export async function benchSearchHttp({ baseUrl = 'http://127.0.0.1:3000', prefix = 'sanity_production', queries = 200, concurrency = 4, seed = 11 } = {}) {
  const batches = queryMix(`${prefix}_products`, queries, seed, ['Shop by Sport', 'Shop by Ingredient', 'Shop by Goal']);
  const url = `${baseUrl.replace(/\/$/, '')}/api/search`;
  const post = (requests) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requests }) }).then(async (r) => {
      if (!r.ok) throw new Error(`POST /api/search answered ${r.status}: ${await r.text()}`);
      return r.json();
    });
  for (const batch of batches.slice(0, 10)) await post(batch); // warm-up (first build of the index, JIT)
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next];
      next += 1;
      const start = performance.now();
      await post(batch);
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { endpoint: url, queries: times.length, concurrency, ...summarize(times) };
}

/* ---------------------------------------------------------------- CLI */

function printTable(rows) {
  const header = ['products', 'build ms', 'heap MB', 'multi p50', 'multi p95', 'multi p99', 'single p50', 'single p95', 'single p99', 'req/batch', 'avg hits'];
  const lines = rows.map((r) => [r.products, r.buildMs, r.heapMB, r.multiQuery.p50, r.multiQuery.p95, r.multiQuery.p99, r.singleQuery.p50, r.singleQuery.p95, r.singleQuery.p99, r.requestsPerBatch, r.avgHits].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l) => console.log(fmt(l)));
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const sizes = arg('sizes', '1000,10000,100000').split(',').map(Number).filter((n) => n > 0);
  const queries = Number(arg('queries', '200'));
  const seed = Number(arg('seed', '42'));
  const rows = await benchEngine({ sizes, queries, seed });
  const httpUrl = arg('http', null);
  const http = httpUrl ? await benchSearchHttp({ baseUrl: httpUrl, queries }) : null;
  if (!args.includes('--json-only')) {
    console.log(`\nEmbedded search engine, ${queries} mixed InstantSearch multi-queries per size (times in ms)\n`);
    printTable(rows);
    if (http) console.log(`\nPOST /api/search ${http.endpoint}: p50 ${http.p50} ms, p95 ${http.p95} ms, p99 ${http.p99} ms\n`);
  }
  console.log(JSON.stringify({ benchmark: 'search', node: process.version, engine: rows, http }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
