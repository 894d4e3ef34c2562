// Search section of `npm run bench` (scripts/bench.mjs calls bench(base) with the running server's URL).
// Engine: p50/p95/p99 of 200 InstantSearch-like multi-queries at 1k, 10k and 100k generated products, with the
// p95 as a share of its budget (5 ms at 10k, 50 ms at 100k), and the price-sorted replica's p95 against it. HTTP: POST /api/search on the running server.
// Isolation: /api/health p99 while 8 clients send the largest accepted search, against its p99 with none (./search-isolation.mjs).
// BENCH_SEARCH_SIZES (e.g. 1000,10000) picks the engine's catalogue sizes.
import { benchEngine, benchSearchHttp } from '../bench-search.mjs';
import { benchSearchIsolation } from './search-isolation.mjs';

const BUDGET_P95_MS = { 1000: 5, 10000: 5, 100000: 50 };

export async function bench(base) {
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
  const isolation = await benchSearchIsolation(base);
  const engine = await benchEngine({ sizes, queries: 200, log: () => {} });
  const http = await benchSearchHttp({ baseUrl: base, queries: 200, concurrency: 1 });
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
