/** @jest-environment node */
import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { requestStorage } from '@/lib/operations/request-context';
import { PooledRandomIdGenerator } from '@/lib/operations/trace-ids';
import { withMethodSpans, withSpan } from '@/lib/operations/tracing';

/* The shop's spans without a collector: tracing.ts's state pointed at an in-memory exporter, each span exported
   as soon as it ends. The request span stands for the one the server hooks start (http-server.ts). */

const STATE = Symbol.for('bulk-storefront.tracing');
const exporter = new InMemorySpanExporter();
const provider = new TracerProvider({ idGenerator: new PooledRandomIdGenerator(), spanProcessors: [new SimpleSpanProcessor({ exporter })] });
const holder = globalThis as typeof globalThis & { [STATE]?: unknown };

beforeEach(() => {
  holder[STATE] = { enabled: true, nextJsSpans: false, tracer: provider.getTracer('test'), propagator: null, shutdown: null };
  exporter.reset();
});
afterAll(() => {
  delete holder[STATE];
});

/** Runs fn as the server runs a request's work: in its context, under its request span. */
function inRequest<T>(fn: () => T): { span: Span; result: T } {
  const span = provider.getTracer('test').startSpan('GET /api/test');
  const result = requestStorage().run({ requestId: 'r-000000001', traceId: span.spanContext().traceId, span }, fn);
  return { span, result };
}

/** The spans ended so far (the processor hands them to the exporter asynchronously). */
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
    holder[STATE] = { enabled: false, nextJsSpans: false, tracer: null, propagator: null, shutdown: null };
    const store = new Store();
    expect(withMethodSpans(store, 'sqlite')).toBe(store);
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});
