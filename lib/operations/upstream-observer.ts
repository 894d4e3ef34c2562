/**
 * Server only. What the server does with each hosted-service call (upstream.ts): a log line with the service,
 * operation, status and duration, and, when tracing is on, a CLIENT span under the current one.
 */
import { SpanStatusCode } from '@opentelemetry/api';
import { getTrafficLogger } from './logger';
import { SpanKind, spanParent, startSpan, tracingEnabled } from './tracing';
import type { UpstreamObserver } from './upstream';

export const upstreamObserver: UpstreamObserver = (call) => {
  const span = tracingEnabled()
    ? startSpan(`${call.service} ${call.operation}`, SpanKind.CLIENT, { 'peer.service': call.service, 'app.upstream.operation': call.operation }, spanParent())
    : null;
  return (outcome) => {
    const failed = outcome.status === null || outcome.status >= 500;
    if (span) {
      if (outcome.status !== null) span.setAttribute('http.response.status_code', outcome.status);
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.failure ?? `HTTP ${outcome.status}` });
      span.end();
    }
    const line = {
      upstream: call.service,
      operation: call.operation,
      status: outcome.status,
      durationMs: Math.round(outcome.durationMs * 10) / 10,
      ...(outcome.failure ? { failure: outcome.failure } : {}),
    };
    const log = getTrafficLogger();
    if (failed) log.warn(line, 'upstream call failed');
    else log.info(line, 'upstream call');
  };
};
