/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { gunzipSync } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import { createSearchEngine, isSearchRequestError, isSearchUnavailableError, normalizeRequests, type SearchEngine } from '@/lib/search/engine';
import { MAX_QUEUED_SEARCHES, SearchThread, type SearchAnswer } from '@/lib/search/engine/thread';
import type { MultiQueryResponse } from '@/lib/search/types';
import { fixtureRecords } from '@/tests/support/search-fixtures';

const PRODUCTS = 'sanity_production_products';
const requests = (params: Record<string, unknown>, indexName = PRODUCTS) => normalizeRequests({ requests: [{ indexName, params }] });
const decode = ({ body, encoding }: SearchAnswer) => JSON.parse(new TextDecoder().decode(encoding === 'gzip' ? gunzipSync(body) : body)) as MultiQueryResponse;
/** processingTimeMS is the one field that may differ between two runs. */
const timeless = (response: MultiQueryResponse) => response.results.map(({ processingTimeMS: _time, ...rest }) => rest);

/** A worker that takes messages and never answers. */
const silentWorker = () => new Worker("require('node:worker_threads').parentPort.on('message', () => {});", { eval: true });
/** A worker that answers every search with no results. */
const emptyWorker = () =>
  new Worker(
    `const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (m) => { if (m.type === 'search') parentPort.postMessage({ id: m.id, body: new TextEncoder().encode('{"results":[]}') }); });`,
    { eval: true },
  );
/** A worker that exits when it is given a search. */
const crashingWorker = () =>
  new Worker("require('node:worker_threads').parentPort.on('message', (m) => { if (m.type === 'search') process.exit(3); });", { eval: true });

let engine: SearchEngine;
let real: SearchThread;
const threads: SearchThread[] = [];
function thread(...args: ConstructorParameters<typeof SearchThread>): SearchThread {
  const created = new SearchThread(...args);
  threads.push(created);
  return created;
}

beforeAll(() => {
  engine = createSearchEngine(fixtureRecords(), 'sanity_production');
  // One real worker for the tests of what it answers (starting one from the sources takes seconds under jest).
  real = thread();
});

afterAll(async () => {
  await Promise.all(threads.map((t) => t.stop()));
});

describe('the search worker', () => {
  it('answers as the engine does on this thread, as JSON bytes', async () => {
    const worker = real;
    const asked = requests({ query: 'protein', facets: ['*'], attributesToSnippet: ['description:5'], filters: 'price > 30 OR flavours:Berry' });
    const answer = decode(await worker.search(engine, asked));
    expect(timeless(answer)).toEqual(timeless(engine.run(asked)));
    expect(answer.results[0].nbHits).toBe(2);
  });

  it('gzips a large answer for a client that takes gzip, and leaves a small one as it is', async () => {
    const worker = real;
    const large = requests({ query: '', hitsPerPage: 8, attributesToHighlight: ['*'] });
    const gzipped = await worker.search(engine, large, { gzip: true });
    expect(gzipped.encoding).toBe('gzip');
    expect(timeless(decode(gzipped))).toEqual(timeless(engine.run(large)));
    expect((await worker.search(engine, large)).encoding).toBe('identity');
    expect((await worker.search(engine, requests({ query: 'nothing-matches', hitsPerPage: 0 }), { gzip: true })).encoding).toBe('identity');
  });

  it('searches the records of the engine it is given: a replaced engine is sent again', async () => {
    const worker = real;
    expect(decode(await worker.search(engine, requests({ query: 'kombucha' }))).results[0].nbHits).toBe(0);
    const records = fixtureRecords();
    records.products[0].title = 'Kombucha Protein';
    const replaced = createSearchEngine(records, 'sanity_production');
    expect(decode(await worker.search(replaced, requests({ query: 'kombucha' }))).results[0].hits.map((h) => h.objectID)).toEqual(['product-101']);
    // And back: each search meets the engine it was asked of.
    expect(decode(await worker.search(engine, requests({ query: 'kombucha' }))).results[0].nbHits).toBe(0);
  });

  it('keeps the name of the errors it meets (told apart by name, not by class)', async () => {
    const worker = real;
    const failed = await worker.search(engine, requests({}, 'unknown_index')).catch((error: unknown) => error);
    expect(isSearchRequestError(failed)).toBe(true);
    expect((failed as Error).message).toMatch(/^Unknown index "unknown_index"/);
  });

  it(`refuses a search while ${MAX_QUEUED_SEARCHES} wait, as busy`, async () => {
    const worker = thread(silentWorker);
    const waiting = Array.from({ length: MAX_QUEUED_SEARCHES }, () => worker.search(engine, requests({})).catch((error: unknown) => error));
    const refused = await worker.search(engine, requests({})).catch((error: unknown) => error);
    expect(isSearchUnavailableError(refused)).toBe(true);
    expect((refused as Error).message).toBe('Search is busy right now. Please try again in a moment.');
    expect(worker.queued).toBe(MAX_QUEUED_SEARCHES);
    await worker.stop();
    for (const error of await Promise.all(waiting)) expect(isSearchUnavailableError(error)).toBe(true);
  });

  it('gives up on a worker that stops answering, and starts a new one for the next search', async () => {
    const spawn = jest.fn(silentWorker);
    const worker = thread(spawn, 1000);
    const stalled = await worker.search(engine, requests({})).catch((error: unknown) => error);
    expect(isSearchUnavailableError(stalled)).toBe(true);
    expect((stalled as Error).message).toBe('Search took too long. Please try again in a moment.');
    spawn.mockImplementation(emptyWorker);
    expect(decode(await worker.search(engine, requests({ query: 'whey' })))).toEqual({ results: [] });
    expect(spawn).toHaveBeenCalledTimes(2);
  });

  it('does not count a worker\'s start as stalling, however long it takes', async () => {
    // A stand-in thread that starts running well after the stall time, then answers every search at once.
    let started!: () => void;
    const slowToStart = () => {
      const stub = Object.assign(new EventEmitter(), {
        unref: () => undefined,
        terminate: async () => 0,
        postMessage: (m: { type: string; id: number }) => {
          if (m.type === 'search') searches.push(m.id);
        },
      });
      const searches: number[] = [];
      started = () => {
        stub.emit('online');
        for (const id of searches) stub.emit('message', { id, body: new TextEncoder().encode('{"results":[]}') });
      };
      return stub as unknown as Worker;
    };
    const worker = thread(slowToStart, 50);
    const answer = worker.search(engine, requests({ query: 'whey' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    started();
    expect(decode(await answer)).toEqual({ results: [] });
  });

  it('refuses the searches of a worker that dies, and starts a new one for the next search', async () => {
    const spawn = jest.fn(crashingWorker);
    const worker = thread(spawn);
    const lost = await Promise.all([worker.search(engine, requests({})), worker.search(engine, requests({}))].map((p) => p.catch((error: unknown) => error)));
    for (const error of lost) expect((error as Error).message).toBe('Search is restarting. Please try again in a moment.');
    spawn.mockImplementation(emptyWorker);
    expect(decode(await worker.search(engine, requests({ query: 'whey' })))).toEqual({ results: [] });
    expect(spawn).toHaveBeenCalledTimes(2);
  });
});
