import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

/* Traces over OTLP/HTTP to a local receiver, from the production server with OTEL_EXPORTER_OTLP_ENDPOINT set:
   a cart add is a request span with the embedded database's span under it, and its log lines carry the trace
   id. (The hosted variant, a BigCommerce span against the stand-in store, comes with that stand-in.) */

const SERVER = 2;
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

test('a cart add is a request span with its database span beneath it, and its log lines carry the trace id', async () => {
  const requestId = 'trace-test-cart-add-0001';
  const response = await fetch(`${server.base}/api/bigcommerce/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    body: JSON.stringify({ item: { ...WPI_CHOC_1KG, quantity: 1 } }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe(requestId);

  const spans = await receiver.waitFor((all) => all.some((s) => s.name === 'sqlite addCartItem'));
  const database = spans.find((s) => s.name === 'sqlite addCartItem')!;
  expect(database.attributes).toMatchObject({ 'db.system.name': 'sqlite', 'db.operation.name': 'addCartItem' });
  // The database span sits under the request span (through Next.js's own spans for the API route in between),
  // which is the root of the trace.
  const chain = ancestry(database, spans);
  const request = chain[chain.length - 1];
  expect(chain.length).toBeGreaterThan(1);
  expect(request).toMatchObject({ kind: SERVER, name: 'POST /api/bigcommerce/cart', parentSpanId: null, service: 'storefront-under-test' });
  expect(request.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/api/bigcommerce/cart', 'http.response.status_code': 200 });

  const line = server.logLines().find((entry) => entry.msg === 'request' && entry.requestId === requestId);
  expect(line).toMatchObject({ traceId: request.traceId, method: 'POST', route: '/api/bigcommerce/cart', status: 200 });
});

test('a request that arrives with a W3C traceparent continues that trace', async () => {
  const traceId = '4bf92f3577b34e0ea8d5c4e1c2a0b0aa';
  const response = await fetch(`${server.base}/api/bigcommerce/cart`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
  expect(response.status).toBe(200);
  const isContinued = (s: ReceivedSpan) => s.traceId === traceId && s.parentSpanId === '00f067aa0ba902b7';
  const spans = await receiver.waitFor((all) => all.some(isContinued));
  expect(spans.find(isContinued)).toMatchObject({ kind: SERVER, name: 'GET /api/bigcommerce/cart', attributes: expect.objectContaining({ 'http.route': '/api/bigcommerce/cart' }) });
});
