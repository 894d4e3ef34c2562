/**
 * Server only. OpenTelemetry spans for the shop's own work (requests, the database, hosted services), exported
 * over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. When it is not, the SDK is never loaded and every
 * helper here is one boolean check: tracing costs nothing.
 *
 * The exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout); it sends
 * JSON to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`.
 *
 * The shop's spans come from its own tracer provider, and the span a piece of work runs under is kept in the
 * request's own context (request-context.ts), not in OpenTelemetry's global context. Nothing global is
 * registered, so Next.js's own per-request code (which consults the global context, propagator and provider on
 * every request) runs exactly as with tracing off. Only with TRACE_NEXTJS_SPANS are the provider, an
 * AsyncLocalStorage context manager and the W3C propagator registered globally, which makes Next.js record its
 * own spans too (three more per API request, which doubles the cost of tracing).
 */
import {
  context,
  defaultTextMapGetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type TextMapPropagator,
  type Tracer,
} from '@opentelemetry/api';
import { currentRequest, requestStorage } from './request-context';
import { PooledRandomIdGenerator } from './trace-ids';

export { SpanKind };

const STATE = Symbol.for('bulk-storefront.tracing');

interface TracingState {
  enabled: boolean;
  /** Next.js records its own spans (TRACE_NEXTJS_SPANS). */
  nextJsSpans: boolean;
  tracer: Tracer | null;
  /** W3C trace context: continues a caller's traceparent. */
  propagator: TextMapPropagator | null;
  shutdown: (() => Promise<void>) | null;
}

function state(): TracingState {
  const holder = globalThis as typeof globalThis & { [STATE]?: TracingState };
  holder[STATE] ??= { enabled: false, nextJsSpans: false, tracer: null, propagator: null, shutdown: null };
  return holder[STATE];
}

export function tracingEnabled(): boolean {
  return state().enabled;
}

export function nextJsSpansEnabled(): boolean {
  return state().nextJsSpans;
}

export function tracer(): Tracer {
  return state().tracer ?? trace.getTracer('bulk-storefront');
}

/** The context a caller's headers continue (its traceparent), else the root context. */
export function extractContext(headers: Record<string, string | string[] | undefined>): Context {
  const { propagator } = state();
  // Most requests carry no trace context: nothing to parse then.
  return propagator && headers.traceparent !== undefined ? propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter) : ROOT_CONTEXT;
}

/**
 * Where a new span belongs: under the span of ours the work runs in (withSpan), else under a recorded Next.js span
 * (TRACE_NEXTJS_SPANS), else under the span of the request being served. (Next.js, not recording, still
 * activates spans of its own: non-recording ones, which would make ours roots or skip the request span.)
 */
export function spanParent(): Context {
  const request = currentRequest();
  if (request?.activeSpan) {
    // Made when a span is started under it, not for every span: most database spans have no children.
    request.activeSpanContext ??= trace.setSpan(request.activeParent ?? ROOT_CONTEXT, request.activeSpan);
    return request.activeSpanContext;
  }
  // Only with TRACE_NEXTJS_SPANS is there a global context manager, and Next.js spans to nest under.
  const active = state().nextJsSpans ? context.active() : ROOT_CONTEXT;
  if (active !== ROOT_CONTEXT && trace.getSpan(active)?.isRecording()) return active;
  if (!request?.span) return active;
  // Made once per request, not per span.
  request.spanContext ??= trace.setSpan(ROOT_CONTEXT, request.span);
  return request.spanContext;
}

function endSpan(span: Span, error?: unknown): void {
  if (error !== undefined) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
  }
  span.end();
}

/**
 * Runs fn(...args) with `self` as this inside a span, ended when fn returns, throws or settles. The span is the
 * parent of spans fn starts (through the request's context when there is a request, else through OpenTelemetry's:
 * a no-op unless TRACE_NEXTJS_SPANS registered a context manager). A returned promise is handed back as it is (no
 * promise added to the caller's chain); the span ends on a branch of its own.
 */
function runInSpan<T>(name: string, kind: SpanKind, attributes: Attributes, self: unknown, fn: (...args: never[]) => T, args: unknown[]): T {
  const parent = spanParent();
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  const request = currentRequest();
  let result: T;
  try {
    result = request
      ? requestStorage().run({ ...request, activeParent: parent, activeSpan: span, activeSpanContext: undefined }, Reflect.apply, fn, self, args)
      : context.with(trace.setSpan(parent, span), Reflect.apply, undefined, fn, self, args);
  } catch (error) {
    endSpan(span, error);
    throw error;
  }
  if (result instanceof Promise) {
    result.then(
      () => endSpan(span),
      (error: unknown) => endSpan(span, error),
    );
  } else {
    endSpan(span);
  }
  return result;
}

/**
 * Runs fn inside a child span of the current one when tracing is on; just runs fn when it is off. A thrown or
 * rejected error marks the span failed (by error type: messages may hold customer data).
 */
export function withSpan<T>(name: string, attributes: Attributes, fn: () => T, kind: SpanKind = SpanKind.INTERNAL): T {
  if (!state().enabled) return fn();
  return runInSpan(name, kind, attributes, undefined, fn, []);
}

/**
 * The object with each of its methods run in a span (`${prefix} ${method}`) when tracing is on at the time of
 * the call; the object itself, unchanged, when tracing is off at creation (nothing added to any call). Each
 * method's wrapper, span name and attributes are made once, on its first use, not per call.
 */
export function withMethodSpans<T extends object>(target: T, prefix: string, attributes: Attributes = {}): T {
  if (!state().enabled) return target;
  const wrappers = new Map<string, { method: unknown; wrapper: (...args: unknown[]) => unknown }>();
  const wrap = (name: string, method: (...args: unknown[]) => unknown) => {
    const spanName = `${prefix} ${name}`;
    const spanAttributes: Attributes = Object.freeze({ ...attributes, 'db.operation.name': name });
    return (...args: unknown[]): unknown => {
      if (!state().enabled) return method.apply(target, args);
      return runInSpan(spanName, SpanKind.INTERNAL, spanAttributes, target, method, args);
    };
  };
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      let cached = wrappers.get(property);
      if (cached?.method !== value) {
        cached = { method: value, wrapper: wrap(property, value as (...args: unknown[]) => unknown) };
        wrappers.set(property, cached);
      }
      return cached.wrapper;
    },
  });
}

export interface TracingOptions {
  serviceName: string;
  /** Register the provider globally, so that Next.js records its own spans as well. */
  nextJsSpans?: boolean;
}

/**
 * Sets up the tracer provider (W3C trace context, batched OTLP/HTTP export; globally only with TRACE_NEXTJS_SPANS).
 * Called once at start-up, only when an OTLP endpoint is configured. Returns the flush-and-stop function.
 */
export async function startTracing(options: TracingOptions): Promise<() => Promise<void>> {
  const current = state();
  if (current.shutdown) return current.shutdown;
  const [api, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, sdk, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    idGenerator: new PooledRandomIdGenerator(),
    // Exported within a second, in batches of 512 spans (the SDK's default); the queue holds 32 batches (the default
    // 4 could fill up on a busy server, thousands of spans a second, while one export is on its way: spans dropped).
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: 1000, maxQueueSize: 16_384 })],
  });
  current.propagator = new W3CTraceContextPropagator();
  if (options.nextJsSpans) {
    api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    api.propagation.setGlobalPropagator(current.propagator);
    api.trace.setGlobalTracerProvider(provider);
  }
  current.nextJsSpans = options.nextJsSpans === true;
  current.tracer = provider.getTracer('bulk-storefront');
  current.enabled = true;
  current.shutdown = async () => {
    current.enabled = false;
    await provider.shutdown();
  };
  return current.shutdown;
}
