/**
 * Server only. Per-request hooks on Node's HTTP server, through its documented diagnostics channel
 * (`http.server.request.start`), so they work the same under `next start`, the standalone server.js and any
 * server Next.js runs in, without wrapping or patching it. For each request:
 *  - the request id: the caller's well-formed X-Request-Id or a new one, set on the request (so handlers and
 *    error bodies read the same) and echoed in the X-Request-Id response header;
 *  - when tracing is on, the request span (a SERVER span named `METHOD /route`), kept in the request context as
 *    the parent of ours (database, hosted services); when Next.js records its own spans (TRACE_NEXTJS_SPANS), also
 *    passed to it through the W3C traceparent header so they nest under it too;
 *  - the request context every log line of the request carries (lib/operations/request-context.ts);
 *  - in-flight tracking for the graceful shutdown (lifecycle.ts);
 *  - HSTS when the request is https, directly or through a trusted proxy (lib/http/security-headers.ts);
 *  - in production, the page cache in front of Next.js's listener (page-cache.ts), installed on the first request;
 *  - one log line when the response is done: method, route, status, duration, `cache: "hit"` when the page cache
 *    sent it (health probes at debug level), written with the other lines of that turn (request-lines.ts).
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { propagation, ROOT_CONTEXT, SpanStatusCode, trace } from '@opentelemetry/api';
import { setTransportSecurity } from '../http/security-headers';
import { requestEnded, requestStarted } from './lifecycle';
import { installPageCache, servedFromPageCache, type PageCache } from './page-cache';
import { acceptRequestId, newRequestId, REQUEST_ID_HEADER, requestStorage, type RequestContext } from './request-context';
import { logRequestLine, type RequestLine } from './request-lines';
import { pathOf, type RouteOf } from './routes';
import { extractContext, nextJsSpansEnabled, SpanKind, startSpan, tracingEnabled, type RecordedSpan } from './tracing';

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  server: Server;
}

const PROBES = new Set(['/api/health', '/api/ready']);

function startRequestSpan(request: IncomingMessage, method: string, route: string, pathname: string): RecordedSpan {
  // A caller's traceparent, if any: the request span continues its trace.
  const remote = trace.getSpanContext(extractContext(request.headers));
  const span = startSpan(
    `${method} ${route}`,
    SpanKind.SERVER,
    { 'http.request.method': method, 'http.route': route, 'url.path': pathname },
    remote,
  );
  if (nextJsSpansEnabled()) {
    // Next.js continues the trace from the request's headers: its spans nest under this one.
    const carrier: Record<string, string> = {};
    propagation.inject(trace.setSpanContext(ROOT_CONTEXT, span.spanContext()), carrier);
    Object.assign(request.headers, carrier);
  }
  return span;
}

export function createRequestHook(routeOf: RouteOf, pageCache: PageCache | null = null) {
  return (message: unknown) => {
    const { request, response, server } = message as RequestStart;
    const started = performance.now();
    // Before the server emits this request to its listeners: the first request already meets the cache.
    if (pageCache) installPageCache(server, pageCache);
    const requestId = acceptRequestId(request.headers[REQUEST_ID_HEADER]) ?? newRequestId();
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    setTransportSecurity(request, response);
    const method = request.method ?? 'GET';
    const pathname = pathOf(request.url);
    const route = routeOf(pathname);
    const context: RequestContext = { requestId };
    const span = tracingEnabled() ? startRequestSpan(request, method, route, pathname) : null;
    if (span) {
      context.traceId = span.spanContext().traceId;
      context.span = span;
    }
    // Everything this request runs from here on (Next's handler is called right after this hook) sees it.
    requestStorage().enterWith(context);
    requestStarted(server, response);

    response.once('close', () => {
      const status = response.statusCode;
      const aborted = !response.writableFinished;
      const cached = servedFromPageCache(response);
      requestEnded(server);
      if (span) {
        span.setAttribute('http.response.status_code', status);
        if (cached) span.setAttribute('bulk_storefront.page_cache', 'hit');
        if (status >= 500 || aborted) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      // Written with the turn's other request lines (request-lines.ts); it carries its own ids.
      // (pino leaves out a key whose value is undefined: traceId when the request is not traced.)
      const line: RequestLine = { requestId, traceId: context.traceId, method, route, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
      if (cached) line.cache = 'hit';
      if (aborted) line.aborted = true;
      logRequestLine(status >= 500 ? 'error' : PROBES.has(route) && !aborted ? 'debug' : 'info', line);
    });
  };
}

const INSTALLED = Symbol.for('bulk-storefront.http-server-hooks');

/** Subscribes the hooks once per process. */
export function installServerHooks(routeOf: RouteOf, pageCache: PageCache | null = null): void {
  const holder = globalThis as typeof globalThis & { [INSTALLED]?: (message: unknown) => void };
  if (holder[INSTALLED]) return;
  const hook = createRequestHook(routeOf, pageCache);
  holder[INSTALLED] = hook;
  diagnostics.subscribe('http.server.request.start', hook);
}
