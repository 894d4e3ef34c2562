/**
 * Jest's lib/search/engine/spawn-search-worker.ts (jest.config.js maps it here): the same worker, a real thread,
 * started from the sources through the scripts' TypeScript loader, since jest cannot hand a bundled worker file.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export function spawnSearchWorker(): Worker {
  return new Worker(path.join(__dirname, 'search-worker-entry.mjs'), { name: 'search' });
}
