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
 *
 * While a request runs, a span of ours is plain data (RecordedSpan: its ids, name, kind, times, attributes and
 * status); when it ends it joins a queue that is handed to the SDK every FLUSH_MS in one loop, each span started
 * and ended there with its recorded ids and times (the SDK's `startTime` option and `end(endTime)`), then batched
 * and exported by the SDK as before. The SDK's span code costs more made between a request's other work than
 * made together in a batch (figures in docs/deploy.md, "What logging and tracing cost").
 */
import {
  context,
  defaultTextMapGetter,
  isSpanContextValid,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type AttributeValue,
  type Attributes,
  type Context,
  type SpanContext,
  type SpanStatus,
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
  /** The provider's id generator: ids are drawn when a span is recorded and handed to the SDK with it. */
  ids: PooledRandomIdGenerator;
  /** W3C trace context: continues a caller's traceparent. */
  propagator: TextMapPropagator | null;
  shutdown: (() => Promise<void>) | null;
  /** Ended spans not yet handed to the SDK, and the timer that will. */
  queue: RecordedSpan[];
  timer: ReturnType<typeof setTimeout> | null;
}

function state(): TracingState {
  const holder = globalThis as typeof globalThis & { [STATE]?: TracingState };
  holder[STATE] ??= {
    enabled: false,
    nextJsSpans: false,
    tracer: null,
    ids: new PooledRandomIdGenerator(),
    propagator: null,
    shutdown: null,
    queue: [],
    timer: null,
  };
  return holder[STATE];
}

/** How long an ended span waits before it is handed to the SDK (then batched for export as the SDK does). */
const FLUSH_MS = 50;
/** Handed over at once past this many (a burst never holds more in memory). */
const FLUSH_AT = 2048;

/** Milliseconds since the epoch, with the fraction performance.now() gives (not Date.now(), which Next.js wraps). */
function now(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * A span of the shop's while its work runs: what the SDK will be told, nothing more. Its ids are final (they go in
 * log lines and traceparent headers at once); it reaches the SDK shortly after it ends (flushSpans).
 */
export class RecordedSpan {
  readonly startTime = now();
  endTime = 0;
  status: SpanStatus | undefined;
  /** Attributes set after the start (the start's own may be a shared, frozen object). */
  later: Attributes | undefined;
  private context: SpanContext | undefined;

  constructor(
    readonly name: string,
    readonly kind: SpanKind,
    readonly attributes: Attributes,
    /** The parent's ids; none for a root span. */
    readonly parent: SpanContext | undefined,
    readonly traceId: string,
    readonly spanId: string,
    /** Sampled unless its parent was not (the SDK's ParentBased sampler decides the same when it gets the span). */
    readonly traceFlags: number,
  ) {}

  spanContext(): SpanContext {
    this.context ??= { traceId: this.traceId, spanId: this.spanId, traceFlags: this.traceFlags };
    return this.context;
  }

  setAttribute(key: string, value: AttributeValue): this {
    if (this.endTime === 0) (this.later ??= {})[key] = value;
    return this;
  }

  setStatus(status: SpanStatus): this {
    if (this.endTime === 0) this.status = status;
    return this;
  }

  end(): void {
    if (this.endTime !== 0) return;
    this.endTime = now();
    const current = state();
    current.queue.push(this);
    if (current.queue.length >= FLUSH_AT) flushSpans();
    else current.timer ??= setTimeout(flushSpans, FLUSH_MS).unref();
  }
}

/** A span under `parent` (else a root span with a new trace id), recorded now and given to the SDK once it ends. */
export function startSpan(name: string, kind: SpanKind, attributes: Attributes, parent: SpanContext | undefined): RecordedSpan {
  const { ids } = state();
  const traceFlags = parent ? parent.traceFlags & TraceFlags.SAMPLED : TraceFlags.SAMPLED;
  return new RecordedSpan(name, kind, attributes, parent, parent?.traceId ?? ids.generateTraceId(), ids.generateSpanId(), traceFlags);
}

/** Hands every ended span to the SDK: started and ended with its recorded ids, parent, times and status. */
export function flushSpans(): void {
  const current = state();
  if (current.timer) clearTimeout(current.timer);
  current.timer = null;
  const batch = current.queue;
  if (batch.length === 0) return;
  current.queue = [];
  const { tracer, ids } = current;
  if (!tracer) return;
  for (const recorded of batch) {
    const parent = recorded.parent ? trace.setSpanContext(ROOT_CONTEXT, recorded.parent) : ROOT_CONTEXT;
    ids.assignNext(recorded.traceId, recorded.spanId);
    let span;
    try {
      span = tracer.startSpan(recorded.name, { kind: recorded.kind, attributes: recorded.attributes, startTime: recorded.startTime }, parent);
    } finally {
      // Only this span takes the recorded ids: every other span the SDK starts (Next.js's own) draws new ones.
      ids.assignNext(undefined, undefined);
    }
    if (recorded.later) span.setAttributes(recorded.later);
    if (recorded.status) span.setStatus(recorded.status);
    span.end(recorded.endTime);
  }
}

export function tracingEnabled(): boolean {
  return state().enabled;
}

export function nextJsSpansEnabled(): boolean {
  return state().nextJsSpans;
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
export function spanParent(): SpanContext | undefined {
  const request = currentRequest();
  if (request?.activeSpan) return request.activeSpan.spanContext();
  // Only with TRACE_NEXTJS_SPANS is there a global context manager, and Next.js spans to nest under (it records
  // them all then; outside a request, also the span withSpan runs in).
  if (state().nextJsSpans) {
    const active = trace.getSpanContext(context.active());
    if (active && isSpanContextValid(active)) return active;
  }
  return request?.span?.spanContext();
}

function endSpan(span: RecordedSpan, error?: unknown): void {
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
  const span = startSpan(name, kind, attributes, spanParent());
  const request = currentRequest();
  let result: T;
  try {
    result = request
      ? requestStorage().run({ ...request, activeSpan: span }, Reflect.apply, fn, self, args)
      : context.with(trace.setSpanContext(ROOT_CONTEXT, span.spanContext()), Reflect.apply, undefined, fn, self, args);
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
    idGenerator: current.ids,
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
    flushSpans();
    await provider.shutdown();
  };
  return current.shutdown;
}
