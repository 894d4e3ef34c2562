/**
 * Starts the search worker. `new Worker(new URL(..., import.meta.url))` is the form bundlers follow: Turbopack
 * builds ./worker.ts into a chunk of its own for the server (and the standalone output), as it does for pages.
 * Jest maps this module to tests/support/spawn-search-worker.ts, which starts the same worker from the sources.
 */
import { Worker } from 'node:worker_threads';

export function spawnSearchWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { name: 'search' });
}
