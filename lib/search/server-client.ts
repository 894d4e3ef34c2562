/**
 * Server only: the search client for server-side rendering and /api/search. Embedded mode answers from the engine
 * in this process (no HTTP round trip); hosted mode is Algolia's lite client with the public search key (and the
 * ALGOLIA_HOSTS override), whose calls are recorded (log line, span, readiness state) and whose failures become
 * UpstreamErrors of the search service.
 */
import type { SearchClient } from 'instantsearch.js';
import { getConfig } from '../config';
import { toUpstreamError } from '../http/upstream-error';
import { observeUpstream } from '../operations/upstream';
import { createSearchClient } from './client';
import { getSearchEngine } from './server';

function hostedServerClient(): SearchClient {
  const { appId, searchKey, hosts } = getConfig().search;
  const client = createSearchClient({ mode: 'hosted', appId, searchKey, hosts });
  // Algolia's lite client takes request options (the trace context's headers) after the requests.
  const search = client.search.bind(client) as (requests: Parameters<SearchClient['search']>[0], options: { headers: Record<string, string> }) => ReturnType<SearchClient['search']>;
  return {
    ...client,
    search: ((requests: Parameters<SearchClient['search']>[0]) =>
      observeUpstream({ service: 'algolia', operation: 'search' }, (headers) => search(requests, { headers })).catch((error: unknown) => {
        throw toUpstreamError('search', error);
      })) as SearchClient['search'],
  };
}

export function getServerSearchClient(): SearchClient {
  const config = getConfig();
  if (config.modes.search === 'hosted') return hostedServerClient();
  return createSearchClient({
    mode: 'embedded',
    cacheSize: 0,
    transport: async (requests) => (await getSearchEngine()).search({ requests }),
  });
}
