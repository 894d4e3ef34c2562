import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { expect, test } from '@playwright/test';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

/* POST /api/search on the production build (the standalone server): the engine answers from its own worker thread,
   which the build bundles as a chunk of its own; bounds, bad input and the rate limit hold as in the unit tests. */

let server: StandaloneServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-search-api-'));
  server = await startStandalone({ dataDir, env: { LOG_LEVEL: 'info' } });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PRODUCTS = 'sanity_production_products';
const WILDCARDS = { facets: ['*'], attributesToHighlight: ['*'], attributesToSnippet: ['*:100'] };
const largest = Array.from({ length: 50 }, () => ({ indexName: PRODUCTS, params: { query: '', hitsPerPage: 20, ...WILDCARDS } }));

/** The names of the server process's threads (Node 24 names a worker's thread after its `name`). */
function threadNames(pid: number): string[] {
  const tasks = `/proc/${pid}/task`;
  return fs.readdirSync(tasks).flatMap((task) => {
    try {
      return [fs.readFileSync(`${tasks}/${task}/comm`, 'utf8').trim()];
    } catch {
      return [];
    }
  });
}

/**
 * Whether this Node names a worker's thread after its `name` (Node 24 does; Node 22 leaves every thread "node").
 * The server runs on this Node too (process.execPath).
 */
async function workerThreadsNamed(): Promise<boolean> {
  const worker = new Worker('require("node:worker_threads").parentPort.postMessage("up"); setInterval(() => {}, 1000);', { eval: true, name: 'name-probe' });
  try {
    await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    return threadNames(process.pid).includes('name-probe');
  } finally {
    await worker.terminate();
  }
}

test('the build answers searches on a worker thread of its own, and bad input with 400s', async ({ request }) => {
  test.skip(!fs.existsSync('/proc/self/task'), 'thread names are read from /proc');
  // The largest searches take seconds each on a busy machine, one after another on the worker.
  test.setTimeout(240_000);
  const search = (requests: unknown[]) => request.post(`${server.base}/api/search`, { data: { requests } });
  const pid = server.child.pid as number;
  // Where threads carry no name, the worker shows as a thread more than before the first search.
  const named = await workerThreadsNamed();
  const threadsBefore = threadNames(pid).length;
  expect(threadNames(pid)).not.toContain('search');

  const answer = await search(largest);
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { hits: { _highlightResult?: object }[] }[] };
  expect(results).toHaveLength(50);
  expect(results.reduce((sum, r) => sum + r.hits.length, 0)).toBe(1000);
  if (named) expect(threadNames(pid)).toContain('search');
  else expect(threadNames(pid).length).toBeGreaterThan(threadsBefore);

  // Health answers while four of the largest searches are under way.
  const searches = Array.from({ length: 4 }, () => search(largest));
  expect((await request.get(`${server.base}/api/health`)).status()).toBe(200);
  for (const done of await Promise.all(searches)) expect(done.status()).toBe(200);

  const refused = await search(Array.from({ length: 50 }, () => ({ indexName: PRODUCTS, params: { hitsPerPage: 1000, ...WILDCARDS } })));
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ errors: [{ message: 'The queries ask for 50000 hits in all; at most 1000 are answered in one response.', code: 'invalid_search' }] });

  const longName = `x${'y'.repeat(5000)}`;
  const bad = [
    [{ indexName: 'other_products' }],
    [{ indexName: longName }],
    [{ indexName: PRODUCTS, params: { filters: '(a:b' } }],
    [{ indexName: PRODUCTS, params: { filters: 'price > abc' } }],
    [{ indexName: PRODUCTS, params: { facetFilters: [''] } }],
    [{ indexName: PRODUCTS, params: { numericFilters: ['price>x'] } }],
    [{ indexName: PRODUCTS, params: { filters: `${'('.repeat(20_000)}price > 1${')'.repeat(20_000)}` } }],
    [{ indexName: PRODUCTS, params: { filters: `${'NOT '.repeat(3000)}price > 1` } }],
  ];
  for (const requests of bad) {
    const res = await search(requests);
    expect(res.status()).toBe(400);
    const { errors } = (await res.json()) as { errors: { message: string; code: string }[] };
    expect(errors[0].code).toBe('invalid_search');
    expect(errors[0].message.length).toBeLessThanOrEqual(500);
  }
  // Nothing of it at error level, and never more than a short prefix of the input in the log.
  expect(server.logLines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  expect(server.output()).not.toContain('y'.repeat(41));
});

test('a word typed as one finds the products that have its two parts in one attribute, and marks both', async ({ request }) => {
  // In the shop's dataset "sugar" and "free" are one word in BCAA 2:1:1's and Electrolyte Tablets' descriptions;
  // Taurine and Stim-Free Pre-Workout have them only apart ("Low Sugar" category, "stimulant free", "Stim-Free").
  const answer = await request.post(`${server.base}/api/search`, {
    data: { requests: [{ indexName: PRODUCTS, params: { query: 'sugarfree', hitsPerPage: 50, attributesToHighlight: ['description'] } }] },
  });
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: { hits: { title: string; _highlightResult: { description: { value: string } } }[] }[] };
  const titles = results[0].hits.map((hit) => hit.title);
  expect(titles).toEqual(expect.arrayContaining(['BCAA 2:1:1', 'Electrolyte Tablets']));
  expect(titles).not.toContain('Taurine');
  expect(titles).not.toContain('Stim-Free Pre-Workout');
  const bcaa = results[0].hits.find((hit) => hit.title === 'BCAA 2:1:1');
  expect(bcaa?._highlightResult.description.value).toContain('<em>sugar</em>-<em>free</em>');
});

test('one address is limited to 1,200 search queries a minute: then 429 with Retry-After', async ({ request }) => {
  const search = (requests: unknown[]) => request.post(`${server.base}/api/search`, { data: { requests } });
  const cheap = Array.from({ length: 50 }, () => ({ indexName: PRODUCTS, params: { hitsPerPage: 0 } }));
  let status = 200;
  let sent = 0;
  // The first test spent some of this address's queries: send until refused, at most one minute's worth.
  while (status === 200 && sent < 1200) {
    status = (await search(cheap)).status();
    sent += 50;
  }
  const refused = await search(cheap.slice(0, 1));
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await refused.json()) as unknown).toMatchObject({ errors: [{ code: 'rate_limited' }] });
});
