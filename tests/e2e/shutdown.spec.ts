import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

/* Graceful shutdown of the production server (lib/operations/lifecycle.ts), proven from outside: a request held
   open by a slow upstream (a Sanity stand-in answering after 2 s) when SIGTERM arrives. Content is hosted on
   the stand-in; the cart stays in the embedded store, whose writes must all survive. */

const UPSTREAM_DELAY_MS = 2_000;
/** The upstream delay of the grace-period test: far beyond its grace and its exit, however busy the machine. */
const HELD_MS = 60_000;
const WPI_CHOC_1KG = { productId: 101, variantId: 10101 };

interface SlowSanity {
  apiHost: string;
  /** Whether a query for documents of this type has come (the request that needs it is then in the server). */
  queried(type: string): boolean;
  /** Queries answered so far (each one delayMs after it came). */
  answered: number;
  close(): Promise<void>;
}

/** Answers every GROQ query with a null result, delayMs late. */
async function startSlowSanity(delayMs = UPSTREAM_DELAY_MS): Promise<SlowSanity> {
  const state = { answered: 0 };
  const queries: string[] = [];
  const pending = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    // GROQ comes in the URL (GET) or in a JSON body (POST, long queries).
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const inUrl = new URL(req.url ?? '/', 'http://standin').searchParams.get('query');
      queries.push(inUrl ?? String((JSON.parse(body || '{}') as { query?: unknown }).query));
    });
    const timer = setTimeout(() => {
      pending.delete(timer);
      state.answered += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, result: null }));
    }, delayMs);
    pending.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get answered() {
      return state.answered;
    },
    queried: (type) => queries.some((query) => query.includes(`_type == "${type}"`)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function hostedContent(apiHost: string): Record<string, string> {
  return {
    SANITY_PROJECT_ID: 'standin',
    SANITY_DATASET: 'production',
    SANITY_API_TOKEN: 'standin-token',
    SANITY_API_HOST: apiHost,
    PREVIEW_SECRET: 'standin-preview-secret-0123456789abcdef',
  };
}

/** Adds to a new cart; the cart id when the server acknowledged it (200), else null. */
async function addToNewCart(base: string): Promise<string | null> {
  try {
    const response = await fetch(`${base}/api/bigcommerce/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item: { ...WPI_CHOC_1KG, quantity: 2 } }),
    });
    if (response.status !== 200) return null;
    return ((await response.json()) as { data: { id: string } }).data.id;
  } catch {
    return null; // refused or cut: not acknowledged
  }
}

/** Whether a new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every acknowledged cart is in the store: read back by a fresh server on the same DATA_DIR. */
async function expectCartsKept(dataDir: string, cartIds: string[]): Promise<void> {
  const again = await startStandalone({ dataDir });
  try {
    for (const id of cartIds) {
      const response = await fetch(`${again.base}/api/bigcommerce/cart`, { headers: { cookie: `bc_cartId=${id}` } });
      const cart = ((await response.json()) as { data: { id: string; line_items: { physical_items: { quantity: number }[] } } | null }).data;
      expect(cart?.id, `acknowledged cart ${id}`).toBe(id);
      expect(cart?.line_items.physical_items[0].quantity).toBe(2);
    }
  } finally {
    await again.stop();
  }
}

let sanity: SlowSanity;
let dataDir: string;
let server: StandaloneServer | undefined;

test.beforeEach(async () => {
  sanity = await startSlowSanity();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shutdown-'));
});

test.afterEach(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await sanity.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('SIGTERM: the request in flight completes, new connections are refused, writes are kept, exit 0 within the grace', async () => {
  server = await startStandalone({ dataDir, env: hostedContent(sanity.apiHost) });
  const acknowledged: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const id = await addToNewCart(server.base);
    expect(id).not.toBeNull();
    acknowledged.push(id!);
  }

  const slow = fetch(`${server.base}/api/alerts`).then(async (response) => ({ status: response.status, body: await response.json() }));
  // In flight means in the server: its alert query has reached Sanity. (Any earlier query is no sign of it: adding to a
  // cart asks the content for categories, for discount codes. A request still on its way when the listener closes
  // meets a closed connection, as it would at any server.)
  await until(() => sanity.queried('alert'));
  const writesDuringShutdown = Array.from({ length: 5 }, () => addToNewCart(server!.base));
  server.child.kill('SIGTERM');

  // The server says when it has stopped listening (it logs 'draining' first, while it still accepts).
  await until(() => server!.output().includes('shutdown: no longer accepting connections'));
  expect(await connectionRefused(server.port)).toBe(true);
  expect(await slow).toEqual({ status: 200, body: { data: null } });
  const draining = server.logLines().find((line) => line.msg === 'shutdown: draining (readiness now 503)');
  expect(draining?.inFlight).toBeGreaterThanOrEqual(1);
  const exit = await server.exited;
  expect(exit.code).toBe(0);
  // The slow request was waited for (answered above), within the grace: nothing had to be cut.
  expect(server.logLines()).not.toContainEqual(expect.objectContaining({ msg: 'shutdown: grace period over, closing the requests still open' }));
  expect(server.logLines()).toContainEqual(expect.objectContaining({ msg: 'shutdown: closed', resource: 'sqlite' }));

  for (const id of await Promise.all(writesDuringShutdown)) if (id) acknowledged.push(id);
  await expectCartsKept(dataDir, acknowledged);
});

test('during SHUTDOWN_DELAY_MS readiness is already 503 while requests are still served; then connections are refused', async () => {
  // The requests below must all land within the delay: it is far longer than they take, however busy the machine.
  // Their routes are loaded first (a route's first request loads its code and, for the cart, opens the store: on a
  // busy machine that alone took most of a 1.5 s delay, and a request that came after it met a closed listener).
  test.setTimeout(120_000);
  server = await startStandalone({ dataDir, env: { ...hostedContent(sanity.apiHost), SHUTDOWN_DELAY_MS: '15000' } });
  expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  expect(await addToNewCart(server.base)).not.toBeNull();
  const slow = fetch(`${server.base}/api/alerts`).then((response) => response.status);
  await until(() => sanity.queried('alert'));
  server.child.kill('SIGTERM');
  await until(() => server!.output().includes('shutdown: draining'));

  const ready = await fetch(`${server.base}/api/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'draining' });
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  const acknowledged = await addToNewCart(server.base);
  expect(acknowledged).not.toBeNull();

  expect(await slow).toBe(200);
  expect((await server.exited).code).toBe(0);
  expect(await connectionRefused(server.port)).toBe(true);
  await expectCartsKept(dataDir, [acknowledged!]);
});

test('a request still open when SHUTDOWN_GRACE_MS runs out is cut, and the process still exits 0 on time', async () => {
  // Also without NEXT_MANUAL_SIG_HANDLE (a plain `node server.js`): Next.js's own handler (exit 143 once every
  // connection ends, however long) is replaced by the app's.
  // An upstream far slower than the grace: the exit, well before it would answer, shows the request was cut.
  await sanity.close();
  sanity = await startSlowSanity(HELD_MS);
  server = await startStandalone({ dataDir, env: { ...hostedContent(sanity.apiHost), SHUTDOWN_GRACE_MS: '300', NEXT_MANUAL_SIG_HANDLE: '' } });
  const slow = fetch(`${server.base}/api/alerts`).then(
    (response) => response.status,
    () => 'cut',
  );
  await until(() => sanity.queried('alert'));
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  // Exited 0 while the upstream still held the request: the grace ran out and the request was cut.
  expect(exit.code).toBe(0);
  expect(sanity.answered).toBe(0);
  expect(await slow).toBe('cut');
  expect(server.logLines()).toContainEqual(expect.objectContaining({ msg: 'shutdown: grace period over, closing the requests still open', inFlight: 1 }));
});

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

test('a server whose log reader has gone (its output pipes closed) keeps serving quietly and still shuts down', async () => {
  server = await startStandalone({ dataDir });
  const pid = server.child.pid!;
  // The parent, or the log collector, goes away: nothing reads the server's stdout and stderr any more.
  server.child.stdout!.destroy();
  server.child.stderr!.destroy();
  // Requests log lines (EPIPE from then on), and an unknown page logs nothing special: both still answered.
  for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  expect((await fetch(`${server.base}/products/whey-protein-isolate`)).status).toBe(200);
  expect(await addToNewCart(server.base)).not.toBeNull();
  // Idle, it stays idle (before: the write error was raised, logged to the broken stream, raised again, for ever).
  const before = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(cpuSeconds(pid) - before).toBeLessThan(0.5);

  server.child.kill('SIGTERM');
  const exit = await Promise.race([server.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
  expect(exit, 'exited after SIGTERM').not.toBeNull();
  expect(exit!.code).toBe(0);
});
