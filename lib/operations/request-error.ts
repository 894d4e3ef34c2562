/**
 * Server only. A page or route that failed while rendering (Next.js's `onRequestError`, instrumentation.ts), as one
 * JSON line of the app's logger with the request's id: an upstream outage (the page answered the shop's 503 state)
 * is a warning naming the service, anything else an error. Next.js also prints its own plain-text line to stderr.
 */
import { classifyUpstream } from '../http/upstream-error';
import { getLogger } from './logger';
import { pathOf } from './routes';

export interface FailedRequest {
  path: string;
  method: string;
}

export interface FailedRoute {
  routePath: string;
  routeType: string;
}

export function logRequestError(error: unknown, request: FailedRequest, route: FailedRoute): void {
  const upstream = classifyUpstream(error);
  // The path without its query: a query can hold a secret (a password reset link's token) or a shopper's search.
  const fields = { err: error, method: request.method, path: pathOf(request.path), route: route.routePath, routeType: route.routeType };
  if (upstream) getLogger().warn({ ...fields, service: upstream.service }, 'request failed: an upstream service did not answer');
  else getLogger().error(fields, 'request failed');
}
