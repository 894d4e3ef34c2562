/**
 * POST /api/search: Algolia's multi-query protocol, `{ requests: [...] }` in, `{ results: [...] }` out (InstantSearch
 * reads the answer directly, so this route does not wrap it in `{ data }`). Errors keep the `{ errors }` envelope:
 * a bad body, an unknown index, bad filters or a request past the engine's bounds (lib/search/engine/limits.ts) is
 * a 400 saying what was wrong; more queries from one address than the search limit allows is a 429 with Retry-After.
 * The search service answers with the bytes to send: embedded mode from the engine's worker thread (503 with
 * Retry-After when the worker is busy or restarting), hosted mode from Algolia with the search key.
 */
import { array, object } from 'yup';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute, parseWith } from '@/lib/http/route';
import { hit } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { getSearch } from '@/lib/search';
import { INVALID_SEARCH, isSearchRequestError, isSearchUnavailableError, MAX_REQUESTS, normalizeRequests } from '@/lib/search/engine';
import type { SearchAnswer } from '@/lib/search/engine/thread';

// The route reads and limits the body itself. An answer is bounded by the engine's limits (1,000 hits), not by
// Next's 4 MB warning: 1,000 hits with every attribute highlighted and snippeted are well over it (docs/performance.md).
export const config = { api: { bodyParser: false, responseLimit: false } };

const bodySchema = object({
  requests: array()
    .typeError('requests must be an array of queries.')
    .required('The body must be { "requests": [ ... ] }.')
    .min(1, 'At least one request is needed.')
    .max(MAX_REQUESTS, `At most ${MAX_REQUESTS} requests are accepted at once.`),
})
  .typeError('The body must be { "requests": [ ... ] }.')
  .required('The body must be { "requests": [ ... ] }.');

/** The engine's errors by name (they may come from another bundle, or from the worker): 400, or 503 with Retry-After. */
function searchError(error: unknown, res: { setHeader(name: string, value: string): unknown }): never {
  if (isSearchRequestError(error)) throw new ApiError(400, error.message, INVALID_SEARCH);
  if (isSearchUnavailableError(error)) {
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1))));
    throw new ApiError(503, error.message, 'search_unavailable');
  }
  throw error;
}

/** Whether Accept-Encoding takes gzip (listed, and not with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return coding.trim() === 'gzip' && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

export default defineRoute({
  async POST({ req, res, body }) {
    const { requests: raw } = await parseWith(bodySchema, body);
    // Every query of the multi-query counts, before any is looked at (a refused one costs as much to send).
    refuseIfLimited(res, [await hit('searchQueriesPerAddress', clientAddress(req), raw.length)], (wait) => `Too many searches from this address. Please try again in ${wait}.`);
    res.setHeader('Cache-Control', 'no-store');
    let answer: SearchAnswer;
    try {
      // Algolia's failures arrive as UpstreamErrors (503 unreachable, 502 refused), mapped by the route helper.
      answer = await (await getSearch()).answer(normalizeRequests({ requests: raw }), { gzip: acceptsGzip(req.headers['accept-encoding']) });
    } catch (error) {
      searchError(error, res);
    }
    const { body: bytes, encoding } = answer;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    // Already gzipped by the worker: Next's compression leaves an encoded answer alone.
    if (encoding === 'gzip') res.setHeader('Content-Encoding', 'gzip');
    res.status(200).end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  },
});
