/** @jest-environment node */
import net from 'node:net';
import { defineRoute } from '@/lib/http/route';
import { MAX_JSON_DEPTH, jsonDepth } from '@/lib/http/json-body';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';
import { captureLogs } from '../support/capture-logs';

let route: ServedRoute;
let handled = 0;

beforeAll(async () => {
  const handler = defineRoute(
    {
      POST: ({ body }) => {
        handled += 1;
        return { data: { body, own: body && typeof body === 'object' ? Object.keys(body) : null, proto: body ? Object.getPrototypeOf(body) === Object.prototype : null } };
      },
    },
    { maxBodyBytes: 1024 },
  );
  route = await serveRoute({ default: handler, config: { api: { bodyParser: false } } });
});

afterAll(() => route.close());

describe('JSON bodies', () => {
  it('drops prototype keys at every level and keeps the rest', async () => {
    const text =
      '{"__proto__":{"polluted":"yes"},"a":1,"constructor":{"prototype":{"polluted":"yes"}},"toString":"x",' +
      '"hasOwnProperty":1,"nested":{"__proto__":{"b":2},"valueOf":3,"c":[{"toString":4,"d":5}]}}';
    const response = await route.request('POST', '/', { body: text });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { body: { a: 1, nested: { c: [{ d: 5 }] } }, own: ['a', 'nested'], proto: true } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses ${MAX_JSON_DEPTH + 1} with a 400`, async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(jsonDepth(nested(MAX_JSON_DEPTH))).toBe(MAX_JSON_DEPTH);
    expect(jsonDepth('{"a":"[[[[{{{{","b":"\\\\\\"[["}')).toBe(1);
    expect((await route.request('POST', '/', { body: nested(MAX_JSON_DEPTH) })).status).toBe(200);
    const deep = await route.request('POST', '/', { body: nested(MAX_JSON_DEPTH + 1) });
    expect(deep.status).toBe(400);
    expect(deep.json).toEqual({ errors: [{ message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, code: 'too_deep' }], requestId: deep.headers.get('x-request-id') });
  });

  it('answers 413 past the size limit, declared or streamed', async () => {
    const before = handled;
    const declared = await route.request('POST', '/', { body: JSON.stringify({ a: 'x'.repeat(2000) }) });
    expect(declared.status).toBe(413);
    expect(declared.json).toEqual({ errors: [{ message: 'The request body is larger than 1024 bytes.', code: 'too_large' }], requestId: declared.headers.get('x-request-id') });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"a":"${'x'.repeat(1500)}"}`));
        controller.close();
      },
    });
    const chunked = await fetch(route.url, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(handled).toBe(before);
  });
});

describe('a client that disconnects mid-request', () => {
  it('is one log line without a stack trace, and the handler never runs', async () => {
    const logs = captureLogs('info');
    const lines = logs.lines;
    const before = handled;
    try {
      const { port } = new URL(route.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('POST /api/test-route HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 800\r\n\r\n{"item":');
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      // Until the server has seen the disconnect (however long that takes), then a moment for any further line.
      while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      logs.restore();
    }
    expect(lines).toEqual([
      { level: 'warn', time: expect.any(String), method: 'POST', path: '/api/test-route', msg: 'the client disconnected before the request was complete' },
    ]);
    expect(handled).toBe(before);
  });
});
