/**
 * Server only. What the server does with each hosted-service call (upstream.ts): a log line with the service,
 * operation, status and duration, and, when tracing is on, a CLIENT span under the active one whose traceparent
 * the call carries.
 */
import { SpanStatusCode } from '@opentelemetry/api';
import { getLogger } from './logger';
import { startClientSpan } from './tracing';
import type { UpstreamObserver } from './upstream';

export const upstreamObserver: UpstreamObserver = (call) => {
  const traced = startClientSpan(`${call.service} ${call.operation}`, { 'peer.service': call.service, 'app.upstream.operation': call.operation });
  return {
    headers: traced?.headers,
    end(outcome) {
      const failed = outcome.status === null || outcome.status >= 500;
      if (traced) {
        if (outcome.status !== null) traced.span.setAttribute('http.response.status_code', outcome.status);
        if (failed) traced.span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.failure ?? `HTTP ${outcome.status}` });
        traced.span.end();
      }
      const line = {
        upstream: call.service,
        operation: call.operation,
        status: outcome.status,
        durationMs: Math.round(outcome.durationMs * 10) / 10,
        ...(outcome.failure ? { failure: outcome.failure } : {}),
      };
      if (failed) getLogger().warn(line, 'upstream call failed');
      else getLogger().info(line, 'upstream call');
    },
  };
};
