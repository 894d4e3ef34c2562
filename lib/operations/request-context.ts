/**
 * Server only. What the logs know about the request being served: its id (from a well-formed X-Request-Id, or
 * generated) and, when tracing is on, its trace id. The server hooks (http-server.ts) enter it when a request
 * arrives; everything the request then runs (pages, API routes, upstream calls) reads it from here. (The
 * request's span itself lives in OpenTelemetry's own context: tracing.ts.)
 *
 * The storage is kept on globalThis: Next.js compiles instrumentation, pages and API routes as separate
 * bundles, and they must all see the same request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

export interface RequestContext {
  requestId: string;
  /** Set when the request is traced. */
  traceId?: string;
}

const STORAGE = Symbol.for('bulk-storefront.request-context');

export function requestStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<RequestContext> };
  holder[STORAGE] ??= new AsyncLocalStorage<RequestContext>();
  return holder[STORAGE];
}

/** The request this code runs for, if any. */
export function currentRequest(): RequestContext | undefined {
  return requestStorage().getStore();
}

// Letters, digits and . _ : - only (what balancers and proxies send: UUIDs, hex ids, Heroku/nginx ids), so an
// id can never smuggle a line break or markup into a log or a page.
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** A caller's X-Request-Id when it is well formed, else null. */
export function acceptRequestId(value: string | string[] | undefined): string | null {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && WELL_FORMED.test(id) ? id : null;
}

export function newRequestId(): string {
  return randomUUID();
}

/**
 * The id of this request, echoed in the X-Request-Id response header: the one the server hooks assigned,
 * else the caller's well-formed id, else a new one. Route helpers call it so an error body can carry it even
 * where the hooks do not run (route tests).
 */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const assigned = res.getHeader(REQUEST_ID_HEADER);
  if (typeof assigned === 'string') return assigned;
  const id = currentRequest()?.requestId ?? acceptRequestId(req.headers[REQUEST_ID_HEADER]) ?? newRequestId();
  if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
