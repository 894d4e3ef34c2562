/**
 * Server only: the search client for server-side rendering. Embedded mode answers from the engine in this
 * process (no HTTP round trip); hosted mode is Algolia's lite client with the public search key.
 */
import type { SearchClient } from 'instantsearch.js';
import { getConfig } from '../config';
import { observeUpstream } from '../operations/upstream';
import { createSearchClient } from './client';
import { getSearchEngine } from './server';

export function getServerSearchClient(): SearchClient {
  const config = getConfig();
  if (config.modes.search === 'hosted') {
    const client = createSearchClient({ mode: 'hosted', appId: config.search.appId, searchKey: config.search.searchKey });
    const search: SearchClient['search'] = (requests) => observeUpstream({ service: 'algolia', operation: 'search' }, () => client.search(requests));
    return { ...client, search };
  }
  return createSearchClient({
    mode: 'embedded',
    cacheSize: 0,
    transport: async (requests) => (await getSearchEngine()).search({ requests }),
  });
}
