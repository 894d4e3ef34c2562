import { ApiError } from '@/lib/http/api-error';
import { defineRoute } from '@/lib/http/route';

export const config = { api: { bodyParser: false } };

/**
 * Any /api path that no route owns: a 404 in the API's own error envelope, for every method, so a script calling a
 * mistyped or retired endpoint reads JSON (not the shop's HTML 404 page). Next.js matches every named route first.
 */
function notFound(): never {
  throw new ApiError(404, 'There is no API at this address.', 'not_found');
}

// A body is read as on every route first: one that is not valid JSON, too large or nested too deeply gets that 400.
export default defineRoute({ GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound });
