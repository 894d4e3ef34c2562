import { createSearchClient } from '@/lib/search/client';
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine';
import { fixtureRecords } from '@/tests/support/search-fixtures';
import type { MultiQueryRequest } from '@/lib/search/types';

/** A search client answering from the embedded engine over the fixture records, recording each multi-query. */
export function fixtureSearchClient(engine: SearchEngine = createSearchEngine(fixtureRecords(), 'sanity_production')) {
  const calls: MultiQueryRequest[][] = [];
  const client = createSearchClient({
    mode: 'embedded',
    cacheSize: 0,
    transport: (requests) => {
      calls.push(requests);
      return engine.search({ requests });
    },
  });
  return { client, calls, engine };
}
