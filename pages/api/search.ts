/**
 * POST /api/search: Algolia's multi-query protocol, `{ requests: [...] }` in, `{ results: [...] }` out (InstantSearch
 * reads the answer directly, so this route does not wrap it in `{ data }`). Errors keep the `{ errors }` envelope:
 * a bad body, an unknown index or a query over 512 characters is a 400.
 * Embedded mode answers from the in-process engine; hosted mode forwards to Algolia with the search key.
 */
import { array, object } from 'yup';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { MAX_REQUESTS, normalizeRequests, SearchRequestError } from '@/lib/search/engine';
import { getSearch } from '@/lib/search';
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

export default defineRoute({
  async POST({ body, res }) {
    const { requests: raw } = await parseWith(bodySchema, body);
    let response: MultiQueryResponse;
    try {
      // Algolia's failures arrive as UpstreamErrors (503 unreachable, 502 refused), mapped by the route helper.
      response = await (await getSearch()).search(normalizeRequests({ requests: raw }));
    } catch (error) {
      badRequest(error);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(response);
  },
});
