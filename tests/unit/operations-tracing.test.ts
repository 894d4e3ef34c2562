/** @jest-environment node */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import * as sdk from '@opentelemetry/sdk-trace';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { fetchJson } from '@/lib/http/fetcher';
import { samplerFromEnv, startClientSpan, startRequestSpan, withMethodSpans } from '@/lib/operations/tracing';
import { observeUpstream, setUpstreamObserver } from '@/lib/operations/upstream';
import { upstreamObserver } from '@/lib/operations/upstream-observer';

/* The shop's spans without a collector: tracing.ts's state pointed at a provider with an in-memory exporter, and
   OpenTelemetry's AsyncLocalStorage context manager and W3C propagator registered as startTracing registers them. */

const STATE = Symbol.for('bulk-storefront.tracing');
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const contextManager = new AsyncLocalStorageContextManager();
const holder = globalThis as typeof globalThis & { [STATE]?: unknown };
const tracer = provider.getTracer('test');

beforeAll(() => {
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
});
beforeEach(() => {
  holder[STATE] = { tracer, enter: (active: Parameters<typeof contextManager.attach>[0]) => void contextManager.attach(active), shutdown: null };
  exporter.reset();
});
afterAll(() => {
  delete holder[STATE];
  context.disable();
  propagation.disable();
});

/** Runs fn as the server runs a request's work: with its request span active. */
function inRequest<T>(fn: () => T): { span: Span; result: T } {
  const span = tracer.startSpan('GET /api/test', { kind: SpanKind.SERVER });
  const result = context.with(trace.setSpan(ROOT_CONTEXT, span), fn);
  return { span, result };
}

/** Runs fn in an execution of its own (as the server hook runs for each request), so what it enters stays there. */
function inOwnExecution<T>(fn: () => T): Promise<T> {
  return new Promise((resolve) => setImmediate(() => resolve(fn())));
}

async function finished(): Promise<ReadableSpan[]> {
  await provider.forceFlush();
  return exporter.getFinishedSpans();
}

const spanNamed = async (name: string): Promise<ReadableSpan> => {
  const found = (await finished()).find((span) => span.name === name);
  if (!found) throw new Error(`no span ${name}: ${exporter.getFinishedSpans().map((span) => span.name).join(', ')}`);
  return found;
};

class Store {
  readonly calls: string[] = [];
  async getCart(id: string) {
    this.calls.push(id);
    await new Promise((resolve) => setTimeout(resolve, 1));
    // Work started by the method (here a traced method of another object) nests under the method's span.
    return withMethodSpans({ nested: () => ({ id }) }, 'inner').nested();
  }
  count() {
    return this.calls.length;
  }
  async fail(): Promise<never> {
    throw new TypeError('no such cart for sam@example.com');
  }
  explode(): never {
    throw new RangeError('out of range');
  }
}

describe('database spans (withMethodSpans)', () => {
  it('records each method call as a span under the request span, with its name and attributes, and returns its result', async () => {
    const store = withMethodSpans(new Store(), 'sqlite', { 'db.system.name': 'sqlite' });
    const { span: request, result } = inRequest(() => store.getCart('c1'));
    await expect(result).resolves.toEqual({ id: 'c1' });
    request.end();
    const database = await spanNamed('sqlite getCart');
    expect(database.attributes).toEqual({ 'db.system.name': 'sqlite', 'db.operation.name': 'getCart' });
    expect(database.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(database.spanContext().traceId).toBe(request.spanContext().traceId);
    expect((await spanNamed('inner nested')).parentSpanContext?.spanId).toBe(database.spanContext().spanId);
    // A synchronous method, `this` intact.
    expect(inRequest(() => store.count()).result).toBe(1);
    expect((await spanNamed('sqlite count')).status.code).toBe(SpanStatusCode.UNSET);
  });

  it('ends a span only when its promise settles, and marks a failure by error type only', async () => {
    const store = withMethodSpans(new Store(), 'sqlite');
    const pending = inRequest(() => store.fail()).result;
    await expect(pending).rejects.toThrow(TypeError);
    const failed = await spanNamed('sqlite fail');
    expect(failed.status).toEqual({ code: SpanStatusCode.ERROR, message: 'TypeError' });
    expect(JSON.stringify({ status: failed.status, attributes: failed.attributes, events: failed.events })).not.toContain('sam@example.com');
    expect(() => inRequest(() => store.explode())).toThrow(RangeError);
    expect((await spanNamed('sqlite explode')).status).toEqual({ code: SpanStatusCode.ERROR, message: 'RangeError' });
  });

  it('gives the same wrapper for a method each time, and leaves non-methods alone', () => {
    const store = withMethodSpans(new Store(), 'sqlite');
    expect(store.getCart).toBe(store.getCart);
    expect(store.calls).toEqual([]);
  });

  it('spans concurrent calls of one request each under the request span, not under one another', async () => {
    const store = withMethodSpans(new Store(), 'sqlite');
    const { span: request, result } = inRequest(() => Promise.all([store.getCart('a'), store.getCart('b')]));
    await result;
    const calls = (await finished()).filter((span) => span.name === 'sqlite getCart');
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    const nested = (await finished()).filter((span) => span.name === 'inner nested');
    expect(new Set(nested.map((span) => span.parentSpanContext?.spanId))).toEqual(new Set(calls.map((call) => call.spanContext().spanId)));
  });

  it('is the object itself, and nothing is recorded, when tracing is off', async () => {
    holder[STATE] = { tracer: null, enter: null, shutdown: null };
    const store = new Store();
    expect(withMethodSpans(store, 'sqlite')).toBe(store);
    expect(startClientSpan('bigcommerce cart', {})).toBeNull();
    expect(await inOwnExecution(() => startRequestSpan('GET /', {}, {}))).toBeNull();
    expect(await finished()).toEqual([]);
  });
});

describe('request spans (startRequestSpan)', () => {
  it('are the active span of what the request then runs', async () => {
    const { request, active } = await inOwnExecution(() => {
      const span = startRequestSpan('POST /api/bigcommerce/cart', { 'http.route': '/api/bigcommerce/cart' }, {})!;
      return { request: span, active: trace.getActiveSpan() };
    });
    expect(active).toBe(request);
    request.end();
    const server = await spanNamed('POST /api/bigcommerce/cart');
    expect(server).toMatchObject({ kind: SpanKind.SERVER, attributes: { 'http.route': '/api/bigcommerce/cart' } });
    expect(server.parentSpanContext).toBeUndefined();
  });

  it("continue a caller's traceparent, and record nothing under a caller that did not sample it", async () => {
    const traceId = 'ab'.repeat(16);
    const parent = 'cd'.repeat(8);
    const continued = await inOwnExecution(() => startRequestSpan('GET /', {}, { traceparent: `00-${traceId}-${parent}-01` })!);
    continued.end();
    const unsampled = await inOwnExecution(() => {
      const span = startRequestSpan('GET /cart', {}, { traceparent: `00-${traceId}-${parent}-00` })!;
      withMethodSpans(new Store(), 'sqlite').count();
      return span;
    });
    unsampled.end();
    const spans = await finished();
    expect(spans.map((span) => span.name)).toEqual(['GET /']);
    expect(spans[0].spanContext().traceId).toBe(traceId);
    expect(spans[0].parentSpanContext?.spanId).toBe(parent);
  });
});

describe('hosted-service calls (startClientSpan)', () => {
  it('are CLIENT spans under the active span, whose traceparent the call carries', async () => {
    const { span: request, result } = inRequest(() => startClientSpan('bigcommerce addCartLineItems', { 'peer.service': 'bigcommerce' })!);
    result.span.end();
    request.end();
    const client = await spanNamed('bigcommerce addCartLineItems');
    expect(client.kind).toBe(SpanKind.CLIENT);
    expect(client.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(result.headers.traceparent).toBe(`00-${request.spanContext().traceId}-${client.spanContext().spanId}-01`);
  });
});

describe('calls through the fetch wrapper and vendor SDKs', () => {
  beforeEach(() => setUpstreamObserver(upstreamObserver));
  afterEach(() => setUpstreamObserver(null));

  it("send the call's traceparent: the request's trace, the call's CLIENT span as parent", async () => {
    const sent: Headers[] = [];
    const fetchImpl = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return Response.json({ ok: true });
    });
    const { span: request, result } = inRequest(() => fetchJson('https://api.example.test/graphql', { fetchImpl: fetchImpl as typeof fetch, service: 'bigcommerce', operation: 'AddCartLineItems' }));
    await result;
    request.end();
    const client = await spanNamed('bigcommerce AddCartLineItems');
    expect(sent[0].get('traceparent')).toBe(`00-${request.spanContext().traceId}-${client.spanContext().spanId}-01`);

    const sdkHeaders = await inRequest(() => observeUpstream({ service: 'sanity', operation: 'fetch page' }, async (headers) => headers)).result;
    expect(sdkHeaders.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  });

  it('send no trace headers when tracing is off', async () => {
    holder[STATE] = { tracer: null, enter: null, shutdown: null };
    const sent: Headers[] = [];
    const fetchImpl = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return Response.json({ ok: true });
    });
    await fetchJson('https://api.example.test/graphql', { fetchImpl: fetchImpl as typeof fetch, service: 'bigcommerce' });
    expect(sent[0].has('traceparent')).toBe(false);
  });
});

describe('sampling (OTEL_TRACES_SAMPLER)', () => {
  const sampled = (env: Record<string, string | undefined>, parentFlags?: TraceFlags) => {
    const parent =
      parentFlags === undefined ? ROOT_CONTEXT : trace.setSpanContext(ROOT_CONTEXT, { traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8), traceFlags: parentFlags, isRemote: true });
    return samplerFromEnv(sdk, env).shouldSample(parent, 'ef'.repeat(16), 'GET /', SpanKind.SERVER, {}, []).decision === sdk.SamplingDecision.RECORD_AND_SAMPLED;
  };

  it('traces every request by default and follows a caller that did not sample', () => {
    expect(sampled({})).toBe(true);
    expect(sampled({}, TraceFlags.NONE)).toBe(false);
  });

  it("is the operator's choice", () => {
    expect(sampled({ OTEL_TRACES_SAMPLER: 'always_off' })).toBe(false);
    expect(sampled({ OTEL_TRACES_SAMPLER: 'always_on' }, TraceFlags.NONE)).toBe(true);
    expect(sampled({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' })).toBe(false);
    expect(sampled({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0' }, TraceFlags.SAMPLED)).toBe(true);
  });
});
