/**
 * POST /api/search: Algolia's multi-query protocol, `{ requests: [...] }` in, `{ results: [...] }` out (InstantSearch
 * reads the answer directly, so this route does not wrap it in `{ data }`). Errors keep the `{ errors }` envelope:
 * a bad body, an unknown index or a query over 512 characters is a 400.
 * Embedded mode answers from the in-process engine; hosted mode forwards to Algolia with the search key.
 */
import { array, object } from 'yup';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { INDEX_KINDS, indexName } from '@/lib/search/constants';
import { MAX_REQUESTS, normalizeRequests, SearchRequestError, type NormalizedRequest } from '@/lib/search/engine';
import { getSearchEngine } from '@/lib/search/server';
import { getServerSearchClient } from '@/lib/search/server-client';
import { replicaIndexNames } from '@/lib/search/sort';
import type { MultiQueryResponse } from '@/lib/search/types';

export const config = { api: { bodyParser: false } };

const bodySchema = object({
  requests: array()
    .typeError('requests must be an array of queries.')
    .required('The body must be { "requests": [ ... ] }.')
    .min(1, 'At least one request is needed.')
    .max(MAX_REQUESTS, `At most ${MAX_REQUESTS} requests are accepted at once.`),
})
  .typeError('The body must be { "requests": [ ... ] }.')
  .required('The body must be { "requests": [ ... ] }.');

function badRequest(error: unknown): never {
  if (error instanceof SearchRequestError) throw new ApiError(400, error.message, 'invalid_search');
  throw error;
}

async function hostedSearch(requests: NormalizedRequest[]): Promise<MultiQueryResponse> {
  const { indexPrefix } = getConfig().search;
  const known = new Set([...INDEX_KINDS.map((kind) => indexName(indexPrefix, kind)), ...replicaIndexNames(indexPrefix)]);
  for (const request of requests) {
    if (!known.has(request.indexName)) throw new ApiError(400, `Unknown index "${request.indexName}".`, 'invalid_search');
  }
  // Algolia failures arrive as UpstreamErrors (503 unreachable, 502 refused) through the route helper.
  const client = getServerSearchClient();
  return (await client.search(requests.map((r) => ({ indexName: r.indexName, params: r.params.raw })) as never)) as unknown as MultiQueryResponse;
}

export default defineRoute({
  async POST({ body, res }) {
    const { requests: raw } = await parseWith(bodySchema, body);
    let requests: NormalizedRequest[];
    try {
      requests = normalizeRequests({ requests: raw });
    } catch (error) {
      badRequest(error);
    }
    let response: MultiQueryResponse;
    if (getConfig().modes.search === 'hosted') {
      response = await hostedSearch(requests);
    } else {
      const engine = await getSearchEngine();
      try {
        response = engine.run(requests);
      } catch (error) {
        badRequest(error);
      }
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(response);
  },
});
