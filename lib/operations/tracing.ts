/**
 * Server only. OpenTelemetry spans for the shop's own work (requests, the database, hosted services), exported
 * over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. When it is not, the SDK is never loaded and every
 * helper here is one check: tracing costs nothing.
 *
 * Set up the way OpenTelemetry intends: an AsyncLocalStorage context manager and the W3C trace-context propagator
 * registered globally, spans made active for the work they wrap (startActiveSpan), and the SDK's batch processor.
 * The server hooks make each request's span the active context of everything the request runs (startRequestSpan),
 * so the database and hosted-service spans nest under it, and every call to a hosted service carries its
 * `traceparent` (startClientSpan). The exporter and the sampler read the standard OTEL_* variables
 * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER...).
 *
 * Next.js records its own spans only when the tracer provider is registered globally too (TRACE_NEXTJS_SPANS):
 * otherwise its spans are non-recording ones that carry the request span's context, and the shop's spans sit
 * right under the request span.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

const STATE = Symbol.for('bulk-storefront.tracing');

interface TracingState {
  tracer: Tracer | null;
  /** Makes a context the active one for the rest of the current execution (the context manager's attach). */
  enter: ((active: Context) => void) | null;
  shutdown: (() => Promise<void>) | null;
}

function state(): TracingState {
  const holder = globalThis as typeof globalThis & { [STATE]?: TracingState };
  holder[STATE] ??= { tracer: null, enter: null, shutdown: null };
  return holder[STATE];
}

function tracingEnabled(): boolean {
  return state().tracer !== null;
}

/**
 * Starts the span of a request that has just arrived (continuing a caller's traceparent, if any) and makes it the
 * active context of everything the request then runs. Null when tracing is off.
 */
export function startRequestSpan(name: string, attributes: Attributes, headers: Record<string, string | string[] | undefined>): Span | null {
  const { tracer, enter } = state();
  if (!tracer || !enter) return null;
  // Most requests carry no trace context: nothing to parse then.
  const parent = headers.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  enter(trace.setSpan(parent, span));
  return span;
}

/**
 * A CLIENT span for a call to a hosted service, under the active span, and the W3C headers (traceparent) the call
 * must carry so the service's side of the trace joins it. Null when tracing is off.
 */
export function startClientSpan(name: string, attributes: Attributes): { span: Span; headers: Record<string, string> } | null {
  const { tracer } = state();
  if (!tracer) return null;
  const span = tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return { span, headers };
}

function endSpan(span: Span, error?: unknown): void {
  // By error type only: messages may hold customer data.
  if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
  span.end();
}

/**
 * Runs fn(...args) with `self` as this inside an active span, ended when fn returns, throws or settles; a thrown
 * or rejected error marks the span failed. A returned promise is handed back as it is (no promise added to the
 * caller's chain); the span ends on a branch of its own.
 */
function runInSpan(tracer: Tracer, name: string, attributes: Attributes, self: unknown, fn: (...args: unknown[]) => unknown, args: unknown[]): unknown {
  return tracer.startActiveSpan(name, { kind: SpanKind.INTERNAL, attributes }, (span) => {
    let result: unknown;
    try {
      result = Reflect.apply(fn, self, args);
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
  });
}

/**
 * The object with each of its methods run in a span (`${prefix} ${method}`) when tracing is on; the object
 * itself, unchanged, when tracing is off at creation (nothing added to any call). Each method's wrapper, span name
 * and attributes are made once, on its first use, not per call.
 */
export function withMethodSpans<T extends object>(target: T, prefix: string, attributes: Attributes = {}): T {
  if (!tracingEnabled()) return target;
  const wrappers = new Map<string, { method: unknown; wrapper: (...args: unknown[]) => unknown }>();
  const wrap = (name: string, method: (...args: unknown[]) => unknown) => {
    const spanName = `${prefix} ${name}`;
    const spanAttributes: Attributes = { ...attributes, 'db.operation.name': name };
    return (...args: unknown[]): unknown => {
      const { tracer } = state();
      return tracer ? runInSpan(tracer, spanName, spanAttributes, target, method, args) : method.apply(target, args);
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

type Sdk = typeof import('@opentelemetry/sdk-trace');

/**
 * The sampler the operator chose with the standard OTEL_TRACES_SAMPLER (and OTEL_TRACES_SAMPLER_ARG, the ratio of
 * the traceidratio samplers); default parentbased_always_on: every request traced, a caller's decision followed.
 */
export function samplerFromEnv(
  sdk: Pick<Sdk, 'AlwaysOffSampler' | 'AlwaysOnSampler' | 'ParentBasedSampler' | 'TraceIdRatioBasedSampler'>,
  env: Record<string, string | undefined>,
) {
  const name = (env.OTEL_TRACES_SAMPLER ?? '').trim().toLowerCase();
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const root = name.endsWith('always_off')
    ? new sdk.AlwaysOffSampler()
    : name.endsWith('traceidratio')
      ? new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? ratio : 1)
      : new sdk.AlwaysOnSampler();
  return name === 'always_on' || name === 'always_off' || name === 'traceidratio' ? root : new sdk.ParentBasedSampler({ root });
}

interface TracingOptions {
  serviceName: string;
  /** Register the provider globally, so that Next.js records its own spans as well. */
  nextJsSpans?: boolean;
}

/**
 * Sets up tracing (W3C trace context, batched OTLP/HTTP export). Called once at start-up, only when an OTLP
 * endpoint is configured. Returns the flush-and-stop function.
 */
export async function startTracing(options: TracingOptions): Promise<() => Promise<void>> {
  const current = state();
  if (current.shutdown) return current.shutdown;
  const [{ AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, sdk, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // Exported within a second, in batches of 512 spans (the SDK's default); the queue holds 32 batches (the default
    // 4 could fill up on a busy server while one export is on its way: spans dropped).
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: 1000, maxQueueSize: 16_384 })],
    sampler: samplerFromEnv(sdk, process.env),
  });
  const contextManager = new AsyncLocalStorageContextManager();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  if (options.nextJsSpans) trace.setGlobalTracerProvider(provider);
  current.tracer = provider.getTracer('bulk-storefront');
  current.enter = (active) => void contextManager.attach(active);
  current.shutdown = async () => {
    current.tracer = null;
    current.enter = null;
    await provider.shutdown();
  };
  return current.shutdown;
}
