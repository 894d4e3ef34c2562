/** Server only: the InstantSearch client that server-side rendering uses, over the search service (no HTTP round trip). */
import type { SearchClient } from 'instantsearch.js';
import { createSearchClient } from './client';
import { normalizeRequests } from './engine';
import { getSearch } from './index';

export function getServerSearchClient(): SearchClient {
  return createSearchClient({ cacheSize: 0, transport: async (requests) => (await getSearch()).search(normalizeRequests(requests)) });
}
