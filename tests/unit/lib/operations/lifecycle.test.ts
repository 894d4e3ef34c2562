/** @jest-environment node */
import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createRequestHook } from '@/lib/operations/http-server';
import { drain, resetLifecycleForTests } from '@/lib/operations/lifecycle';
import { captureLogs, type CapturedLogs } from '@/tests/support/capture-logs';

/* The drain against a real HTTP server, its requests tracked by the per-request hook as in production. */

const hook = createRequestHook((pathname) => pathname);
let logs: CapturedLogs;
let server: http.Server;
let port: number;
/** What happened, in order: the server's answers (as they are handed to the connection) and the drain's end. */
let order: string[];

beforeEach(async () => {
  logs = captureLogs();
  resetLifecycleForTests();
  diagnostics.subscribe('http.server.request.start', hook);
  order = [];
  server = http.createServer((req, res) => {
    res.once('finish', () => order.push(`answered ${req.url}`));
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  diagnostics.unsubscribe('http.server.request.start', hook);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  resetLifecycleForTests();
  logs.restore();
});

it('lets a request whose headers were still arriving when the listener closed finish, then ends', async () => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  // One whole request, and the first lines of a second on the same connection: once the first is answered, the
  // server has begun reading the second, which Node counts as a request only when its headers are complete.
  socket.write('GET /first HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /second HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  while (!received.includes('ok')) await new Promise((resolve) => setImmediate(resolve));

  const drained = drain({ graceMs: 30_000, delayMs: 0 }).then((finished) => order.push(`drained (finished: ${finished})`));
  while (!logs.lines.some((line) => line.msg === 'shutdown: no longer accepting connections')) await new Promise((resolve) => setImmediate(resolve));
  expect(await new Promise((resolve) => net.connect(port, '127.0.0.1').once('error', resolve))).toMatchObject({ code: 'ECONNREFUSED' });

  socket.write('\r\n');
  await Promise.all([drained, closed]);
  expect(received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
  expect(received).toMatch(/connection: close/i);
  expect(order).toEqual(['answered /first', 'answered /second', 'drained (finished: true)']);
});

it('cuts a request still open when the grace runs out', async () => {
  server.removeAllListeners('request');
  const arrived = new Promise((resolve) => server.on('request', resolve)); // never answers
  const cut = fetch(`http://127.0.0.1:${port}/held`).then(
    () => 'answered',
    () => 'cut',
  );
  await arrived;
  expect(await drain({ graceMs: 50, delayMs: 0 })).toBe(false);
  expect(await cut).toBe('cut');
  expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'shutdown: grace period over, closing the requests still open', inFlight: 1 }));
});
