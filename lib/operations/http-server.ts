/**
 * Server only. Per-request hooks on Node's HTTP server, through its documented diagnostics channel
 * (`http.server.request.start`), so they work the same under `next start`, the standalone server.js and any
 * server Next.js runs in, without wrapping or patching it. For each request:
 *  - the request id: the caller's well-formed X-Request-Id or a new one, set on the request (so handlers and
 *    error bodies read the same) and echoed in the X-Request-Id response header;
 *  - when tracing is on, the request span (a SERVER span named `METHOD /route`), the active OpenTelemetry
 *    context of everything the request runs (tracing.ts);
 *  - the request context every log line of the request carries (lib/operations/request-context.ts);
 *  - in-flight tracking for the graceful shutdown (lifecycle.ts);
 *  - HSTS when the request is https, directly or through a trusted proxy (lib/http/security-headers.ts);
 *  - one log line when the response ends: method, route, status, duration (health probes at debug level).
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SpanStatusCode } from '@opentelemetry/api';
import { setTransportSecurity } from '../http/security-headers';
import { requestEnded, requestStarted } from './lifecycle';
import { getLogger } from './logger';
import { acceptRequestId, newRequestId, REQUEST_ID_HEADER, requestStorage, type RequestContext } from './request-context';
import { pathOf, type RouteOf } from './routes';
import { startRequestSpan } from './tracing';

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  server: Server;
}

const PROBES = new Set(['/api/health', '/api/ready']);

export function createRequestHook(routeOf: RouteOf) {
  return (message: unknown) => {
    const { request, response, server } = message as RequestStart;
    const started = performance.now();
    const requestId = acceptRequestId(request.headers[REQUEST_ID_HEADER]) ?? newRequestId();
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    setTransportSecurity(request, response);
    const method = request.method ?? 'GET';
    const pathname = pathOf(request.url);
    const route = routeOf(pathname);
    // Everything this request runs from here on (Next's handler is called right after this hook) sees both.
    const span = startRequestSpan(`${method} ${route}`, { 'http.request.method': method, 'http.route': route, 'url.path': pathname }, request.headers);
    const context: RequestContext = span ? { requestId, traceId: span.spanContext().traceId } : { requestId };
    requestStorage().enterWith(context);
    requestStarted(server, response);

    response.once('close', () => {
      const status = response.statusCode;
      const aborted = !response.writableFinished;
      requestEnded(server);
      if (span) {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500 || aborted) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      const log = getLogger();
      const level = status >= 500 ? 'error' : PROBES.has(route) && !aborted ? 'debug' : 'info';
      if (!log.isLevelEnabled(level)) return;
      // The line carries its ids itself: 'close' may be emitted outside the request's context.
      // (pino leaves out a key whose value is undefined: traceId when the request is not traced.)
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      log[level]({ requestId, traceId: context.traceId, method, route, status, durationMs, ...(aborted ? { aborted } : {}) }, 'request');
    });
  };
}

const INSTALLED = Symbol.for('bulk-storefront.http-server-hooks');

/** Subscribes the hooks once per process. */
export function installServerHooks(routeOf: RouteOf): void {
  const holder = globalThis as typeof globalThis & { [INSTALLED]?: (message: unknown) => void };
  if (holder[INSTALLED]) return;
  const hook = createRequestHook(routeOf);
  holder[INSTALLED] = hook;
  diagnostics.subscribe('http.server.request.start', hook);
}
