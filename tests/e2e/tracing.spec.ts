import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeBigCommerce } from '../support/fake-bigcommerce';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

/* Traces over OTLP/HTTP to a local receiver, from the production server with OTEL_EXPORTER_OTLP_ENDPOINT set:
   a cart add is a request span with the embedded database's span under it, and its log lines carry the trace
   id; Next.js's own spans join in between when TRACE_NEXTJS_SPANS is set. In hosted mode, against the fake
   BigCommerce, the cart add's BigCommerce calls are CLIENT spans under the request span, and each call reaches
   the fake with a traceparent naming the request's trace and its CLIENT span. */

const SERVER = 2;
const CLIENT = 3;
const WPI_CHOC_1KG = { productId: 101, variantId: 10101 };

let receiver: OtlpReceiver;
let server: StandaloneServer;
let dataDir: string;

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tracing-'));
  server = await startStandalone({ dataDir, env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'storefront-under-test' } });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The chain of parents from a span up to its trace's root (the span itself first). */
function ancestry(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain = [span];
  let current = span;
  while (current.parentSpanId && byId.has(current.parentSpanId)) {
    current = byId.get(current.parentSpanId)!;
    chain.push(current);
  }
  return chain;
}

async function addToCart(base: string, requestId: string): Promise<void> {
  const response = await fetch(`${base}/api/bigcommerce/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({ item: { ...WPI_CHOC_1KG, quantity: 1 } }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe(requestId);
}

/** The request span of the trace holding a cart add's database span, and every span of that trace. */
async function cartAddTrace(requestId: string, logLines: () => Record<string, unknown>[]) {
  const requestLine = () => logLines().find((entry) => entry.msg === 'request' && entry.requestId === requestId);
  await expect.poll(() => requestLine()?.traceId).toEqual(expect.stringMatching(/^[0-9a-f]{32}$/));
  const traceId = requestLine()!.traceId as string;
  const inTrace = (all: ReceivedSpan[]) => all.filter((span) => span.traceId === traceId);
  const spans = await receiver.waitFor((all) => inTrace(all).some((s) => s.name === 'sqlite addCartItem') && inTrace(all).some((s) => s.kind === SERVER));
  const trace = inTrace(spans);
  return { trace, request: trace.find((s) => s.kind === SERVER && s.parentSpanId === null)!, database: trace.find((s) => s.name === 'sqlite addCartItem')! };
}

test('a cart add is a request span with its database span beneath it, and its log lines carry the trace id', async () => {
  const requestId = 'trace-test-cart-add-0001';
  await addToCart(server.base, requestId);
  const { trace, request, database } = await cartAddTrace(requestId, () => server.logLines());

  expect(request).toMatchObject({ kind: SERVER, name: 'POST /api/bigcommerce/cart', service: 'storefront-under-test' });
  expect(request.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/api/bigcommerce/cart', 'http.response.status_code': 200 });
  expect(database.attributes).toMatchObject({ 'db.system.name': 'sqlite', 'db.operation.name': 'addCartItem' });
  // Without TRACE_NEXTJS_SPANS the trace is the shop's own spans: the database work right under the request.
  expect(database.parentSpanId).toBe(request.spanId);
  for (const span of trace) if (span !== request) expect(span).toMatchObject({ parentSpanId: request.spanId, name: expect.stringMatching(/^sqlite /) });
  // The log line of the request carries the trace id found above.
  expect(server.logLines().find((entry) => entry.msg === 'request' && entry.requestId === requestId)).toMatchObject({ method: 'POST', route: '/api/bigcommerce/cart', status: 200 });
});

test('with TRACE_NEXTJS_SPANS, Next.js spans sit between the request span and the database span', async () => {
  const nextDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tracing-next-'));
  const withNext = await startStandalone({
    dataDir: nextDataDir,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'storefront-under-test', TRACE_NEXTJS_SPANS: 'true' },
  });
  try {
    const requestId = 'trace-test-next-spans-0001';
    await addToCart(withNext.base, requestId);
    const { trace, request, database } = await cartAddTrace(requestId, () => withNext.logLines());
    const chain = ancestry(database, trace);
    expect(chain[chain.length - 1]).toBe(request);
    expect(chain.length).toBeGreaterThan(2);
    expect(chain.map((span) => span.name)).toContain('executing api route (pages) /api/bigcommerce/cart');
  } finally {
    await withNext.stop();
    fs.rmSync(nextDataDir, { recursive: true, force: true });
  }
});

test('a request that arrives with a W3C traceparent continues that trace, its own spans still under its request span', async () => {
  const traceId = '4bf92f3577b34e0ea8d5c4e1c2a0b0aa';
  const response = await fetch(`${server.base}/api/bigcommerce/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    body: JSON.stringify({ item: { ...WPI_CHOC_1KG, quantity: 1 } }),
  });
  expect(response.status).toBe(200);
  const inTrace = (all: ReceivedSpan[]) => all.filter((s) => s.traceId === traceId);
  const spans = inTrace(await receiver.waitFor((all) => inTrace(all).length >= 2));
  const request = spans.find((s) => s.kind === SERVER)!;
  expect(request).toMatchObject({ parentSpanId: '00f067aa0ba902b7', name: 'POST /api/bigcommerce/cart', attributes: expect.objectContaining({ 'http.route': '/api/bigcommerce/cart' }) });
  expect(spans.find((s) => s.name === 'sqlite addCartItem')).toMatchObject({ parentSpanId: request.spanId });
});

test('hosted: a cart add against the fake BigCommerce is a request span with its BigCommerce CLIENT spans beneath it, each call carrying its traceparent', async () => {
  const fake = await startFakeBigCommerce({ port: 0, seed: 'catalogue' });
  const hostedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-tracing-hosted-'));
  const hosted = await startStandalone({
    dataDir: hostedDataDir,
    env: { ...fake.env, SESSION_SECRET: 'tracing-test-session-secret-0123456789abcdef', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'storefront-under-test' },
  });
  try {
    const requestId = 'trace-test-hosted-cart-0001';
    await addToCart(hosted.base, requestId);
    const requestLine = () => hosted.logLines().find((entry) => entry.msg === 'request' && entry.requestId === requestId);
    await expect.poll(() => requestLine()?.traceId).toEqual(expect.stringMatching(/^[0-9a-f]{32}$/));
    const traceId = requestLine()!.traceId as string;
    const inTrace = (all: ReceivedSpan[]) => all.filter((span) => span.traceId === traceId);
    const spans = inTrace(await receiver.waitFor((all) => inTrace(all).some((s) => s.kind === SERVER) && inTrace(all).some((s) => s.kind === CLIENT)));
    const request = spans.find((s) => s.kind === SERVER)!;
    expect(request).toMatchObject({ name: 'POST /api/bigcommerce/cart', parentSpanId: null });
    const calls = spans.filter((s) => s.kind === CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call).toMatchObject({ parentSpanId: request.spanId, name: expect.stringMatching(/^bigcommerce /), attributes: expect.objectContaining({ 'peer.service': 'bigcommerce' }) });
      expect(call.attributes['http.response.status_code']).toBeLessThan(300);
    }
    // No embedded database in this trace, and each call has its log line with the request's ids.
    expect(spans.some((s) => s.name.startsWith('sqlite '))).toBe(false);
    expect(hosted.logLines().filter((line) => line.msg === 'upstream call' && line.requestId === requestId)).toEqual(
      calls.map(() => expect.objectContaining({ upstream: 'bigcommerce', traceId, status: expect.any(Number), durationMs: expect.any(Number) })),
    );
    // The stand-in received each call with the request span's trace id and the call's own span as parent.
    const received = fake.traceparents.filter((header) => header.split('-')[1] === traceId);
    expect(received.map((header) => header.split('-')[2]).sort()).toEqual(calls.map((call) => call.spanId).sort());
    for (const header of received) expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(fake.failures()).toEqual([]);
  } finally {
    await hosted.stop();
    await fake.close();
    fs.rmSync(hostedDataDir, { recursive: true, force: true });
  }
});
