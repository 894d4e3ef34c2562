/** @jest-environment node */
import { SpanKind, SpanStatusCode, TraceFlags, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { requestStorage } from '@/lib/operations/request-context';
import { PooledRandomIdGenerator } from '@/lib/operations/trace-ids';
import { flushSpans, startSpan, withMethodSpans, withSpan, type RecordedSpan } from '@/lib/operations/tracing';

/* The shop's spans without a collector: tracing.ts's state pointed at an in-memory exporter, each span exported
   as soon as the SDK gets it (flushSpans). The request span stands for the one the server hooks start
   (http-server.ts). */

const STATE = Symbol.for('bulk-storefront.tracing');
const exporter = new InMemorySpanExporter();
const ids = new PooledRandomIdGenerator();
const provider = new TracerProvider({ idGenerator: ids, spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const holder = globalThis as typeof globalThis & { [STATE]?: unknown };

beforeEach(() => {
  holder[STATE] = { enabled: true, nextJsSpans: false, tracer: provider.getTracer('test'), ids, propagator: null, shutdown: null, queue: [], timer: null };
  exporter.reset();
});
afterAll(() => {
  delete holder[STATE];
});

/** Runs fn as the server runs a request's work: in its context, under its request span. */
function inRequest<T>(fn: () => T): { span: RecordedSpan; result: T } {
  const span = startSpan('GET /api/test', SpanKind.SERVER, {}, undefined);
  const result = requestStorage().run({ requestId: 'r-000000001', traceId: span.spanContext().traceId, span }, fn);
  return { span, result };
}

/** The spans ended so far (the processor hands them to the exporter asynchronously). */
async function finished(): Promise<ReadableSpan[]> {
  flushSpans();
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
    // Work started by the method nests under the method's span.
    return withSpan('nested', {}, () => ({ id }));
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

describe('trace and span ids', () => {
  it('are lowercase hex of 32 and 16 digits, never all zero, and do not repeat across refills of the pool', () => {
    const ids = new PooledRandomIdGenerator();
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i += 1) {
      const traceId = ids.generateTraceId();
      const spanId = ids.generateSpanId();
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(traceId).not.toBe('0'.repeat(32));
      seen.add(traceId).add(spanId);
    }
    expect(seen.size).toBe(10_000);
  });
});

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
    expect((await spanNamed('nested')).parentSpanContext?.spanId).toBe(database.spanContext().spanId);
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
    const nested = (await finished()).filter((span) => span.name === 'nested');
    expect(new Set(nested.map((span) => span.parentSpanContext?.spanId))).toEqual(new Set(calls.map((call) => call.spanContext().spanId)));
  });

  it('is the object itself when tracing is off', () => {
    holder[STATE] = { enabled: false, nextJsSpans: false, tracer: null, ids, propagator: null, shutdown: null, queue: [], timer: null };
    const store = new Store();
    expect(withMethodSpans(store, 'sqlite')).toBe(store);
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});

describe('recorded spans (made during the request, handed to the SDK in batches)', () => {
  it('reach the SDK with the ids, parent, times, attributes and status they were recorded with', async () => {
    const request = startSpan('GET /api/test', SpanKind.SERVER, { 'http.route': '/api/test' }, undefined);
    const shared = Object.freeze({ 'db.system.name': 'sqlite' });
    const child = startSpan('sqlite getCart', SpanKind.INTERNAL, shared, request.spanContext());
    const before = performance.timeOrigin + performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    child.setAttribute('db.rows', 1);
    child.setStatus({ code: SpanStatusCode.ERROR, message: 'TypeError' });
    child.end();
    request.setAttribute('http.response.status_code', 200);
    request.end();
    request.setAttribute('late', true); // after the end: ignored, as the SDK ignores it
    expect(await finished()).toHaveLength(2);
    const database = await spanNamed('sqlite getCart');
    const server = await spanNamed('GET /api/test');
    expect(server.spanContext()).toMatchObject({ traceId: request.traceId, spanId: request.spanId, traceFlags: TraceFlags.SAMPLED });
    expect(server.parentSpanContext).toBeUndefined();
    expect(server.kind).toBe(SpanKind.SERVER);
    expect(server.attributes).toEqual({ 'http.route': '/api/test', 'http.response.status_code': 200 });
    expect(database.spanContext()).toMatchObject({ traceId: request.traceId, spanId: child.spanId });
    expect(database.parentSpanContext?.spanId).toBe(request.spanId);
    expect(database.attributes).toEqual({ 'db.system.name': 'sqlite', 'db.rows': 1 });
    expect(database.status).toEqual({ code: SpanStatusCode.ERROR, message: 'TypeError' });
    expect(shared).toEqual({ 'db.system.name': 'sqlite' });
    // The recorded times, not the time of the hand-over.
    const startMs = database.startTime[0] * 1000 + database.startTime[1] / 1e6;
    const durationMs = database.duration[0] * 1000 + database.duration[1] / 1e6;
    expect(startMs).toBeLessThanOrEqual(before + 1);
    expect(durationMs).toBeGreaterThanOrEqual(15);
    // Spans the SDK makes afterwards get fresh ids again.
    const later = provider.getTracer('test').startSpan('later');
    expect(later.spanContext().spanId).not.toBe(child.spanId);
    expect(later.spanContext().traceId).not.toBe(request.traceId);
    later.end();
  });

  it('continue a caller\'s trace, and record nothing under a caller that did not sample it', async () => {
    const caller = { traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8), traceFlags: TraceFlags.SAMPLED, isRemote: true };
    const continued = startSpan('GET /', SpanKind.SERVER, {}, caller);
    continued.end();
    const unsampled = startSpan('GET /cart', SpanKind.SERVER, {}, { ...caller, traceFlags: TraceFlags.NONE });
    const child = startSpan('sqlite getCart', SpanKind.INTERNAL, {}, unsampled.spanContext());
    child.end();
    unsampled.end();
    const spans = await finished();
    expect(spans.map((span) => span.name)).toEqual(['GET /']);
    expect(spans[0].spanContext().traceId).toBe(caller.traceId);
    expect(spans[0].parentSpanContext?.spanId).toBe(caller.spanId);
  });

  it('go to the SDK on their own shortly after they end', async () => {
    const span = startSpan('GET /api/test', SpanKind.SERVER, {}, undefined);
    span.end();
    span.end(); // once
    await provider.forceFlush();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 120));
    await provider.forceFlush();
    expect(exporter.getFinishedSpans().map((finishedSpan) => finishedSpan.spanContext().spanId)).toEqual([span.spanId]);
  });
});
