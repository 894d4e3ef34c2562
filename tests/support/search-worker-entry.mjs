// The search worker from its TypeScript sources (the build bundles lib/search/engine/worker.ts instead): jest's
// stand-in for lib/search/engine/spawn-search-worker.ts starts this file as a real worker_threads thread.
import { importTs } from '../../scripts/search/ts-loader.mjs';

await importTs('lib/search/engine/worker.ts');
