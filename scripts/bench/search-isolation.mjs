// Part of the search section of `npm run bench`: does a search slow the rest of the server down? GET /api/health's
// p99 while 8 clients send the largest search the route accepts, back to back, against its p99 with no search
// running, measured in the same run on the same server (before and after the loaded window, merged). The target
// is at most 2x. Each search comes from a new address (the bench server trusts loopback's X-Forwarded-For), so the
// per-address rate limit does not thin the load: this measures the engine's isolation, not the limiter.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 5);
const CLIENTS = 8;
const TARGET_RATIO = 2;

/** Largest body the route reads (lib/http/route.ts). */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Conditions that match every product, nested 19 deep, evaluated in full: 60 of them, as many as fit 50 times in
 * the largest body beside the rest of the queries.
 */
function largestFilters() {
  const conditions = Array.from({ length: 60 }, (_, i) => `price > -${i + 1}`).join(' OR ');
  return `${'('.repeat(19)}${conditions}${')'.repeat(19)}`;
}

/**
 * The largest search the route accepts: 50 queries, 1,000 hits in all, every wildcard, snippets of 100 words,
 * filters, in a body just under the size limit.
 */
function largestSearch() {
  const params = {
    query: '',
    hitsPerPage: 20,
    facets: ['*'],
    maxValuesPerFacet: 1000,
    attributesToHighlight: ['*'],
    attributesToSnippet: ['*:100'],
    filters: largestFilters(),
  };
  const body = JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: 'sanity_production_products', params })) });
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) throw new Error(`the search body is ${Buffer.byteLength(body)} bytes, over the route's limit`);
  return body;
}

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/**
 * One POST over a plain socket, the answer read and dropped (gzip accepted, as a browser would, and not inflated:
 * the bench client spends as little of the machine's CPU as it can). Resolves to the status and the bytes received.
 */
function post(base, body, agent) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/search`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'x-forwarded-for': nextAddress(), 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode, bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** CLIENTS loops sending the search until stop() is called; stop() resolves once every loop has ended. */
function searchLoad(base, body) {
  let running = true;
  const times = [];
  const statuses = {};
  let bytes = 0;
  let encoding = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const loop = async () => {
    while (running) {
      const start = performance.now();
      const answer = await post(base, body, agent);
      times.push(performance.now() - start);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      bytes = answer.bytes;
      encoding = answer.encoding;
    }
  };
  const loops = Array.from({ length: CLIENTS }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { searches: times.length, statuses, p50: percentile(times, 50), bytes, encoding };
    },
  };
}

/** GET /api/health from one client, back to back, for `seconds`: every response time. */
async function healthTimes(base, seconds) {
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url: `${base}/api/health`, connections: 1, duration: seconds }, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return { times, non2xx: result.non2xx };
}

const p99 = (times) => percentile(times, 99);

const round2 = (value) => +value.toFixed(2);

export async function benchSearchIsolation(base) {
  const body = largestSearch();
  // Warm-up: the worker's first engine build, the JIT of both paths.
  const first = await post(base, body);
  if (first.status !== 200) throw new Error(`the largest accepted search answered ${first.status}`);
  await healthTimes(base, 1);

  const before = await healthTimes(base, SECONDS);
  const load = searchLoad(base, body);
  const loaded = await healthTimes(base, SECONDS);
  const searched = await load.stop();
  const after = await healthTimes(base, SECONDS);

  const idleP99 = p99([...before.times, ...after.times]);
  const loadedP99 = p99(loaded.times);
  return [
    {
      clients: CLIENTS,
      seconds: SECONDS,
      'health p99 idle ms': round2(idleP99),
      'health p99 (before, after) ms': `${round2(p99(before.times))}, ${round2(p99(after.times))}`,
      'health p99 under search ms': round2(loadedP99),
      'loaded / idle': round2(loadedP99 / (idleP99 || 0.001)),
      target: `<= ${TARGET_RATIO}`,
      'health requests (idle, loaded)': `${before.times.length + after.times.length}, ${loaded.times.length}`,
      searches: searched.searches,
      'search p50 ms': Math.round(searched.p50),
      'search statuses': JSON.stringify(searched.statuses),
      'answer MB (as sent)': round2(searched.bytes / 1e6),
      'answer encoding': searched.encoding,
      'health non-2xx': before.non2xx + loaded.non2xx + after.non2xx,
    },
  ];
}
