// Fault benchmark: load on the shop while another process holds the database's write lock for 10 s, then kill -9
// of the server and a restart on the same data. Its own server (fixed port, kept DATA_DIR), its own load:
//   - writers create guest carts (each a new shopper behind the loopback proxy); a 200 is an acknowledged write,
//     noted with its cart id (from the start, warm-up included);
//   - readers read a cart and the menu.
// Prints requests served, p99 while the lock is held (reads and writes), the 5xx count (503 busy, with its
// Retry-After, apart from any other 5xx), requests refused while the server was down, and the acknowledged writes
// lost: cart ids answered 200 that are not in the database after the restart (must be 0).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ensureBuild, ROOT } from '../lib/build.mjs';
import { freePort } from '../lib/ports.mjs';
import { startServer } from './server.mjs';
import { percentile } from './stats.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const LOCK_MS = 10_000;
const WRITERS = 6;
const READERS = 6;
const ITEM = { productId: 101, variantId: 10101, quantity: 1 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const p99 = (values) => (values.length ? +percentile(values, 99).toFixed(1) : null);

/** Another process takes the store's write lock (BEGIN IMMEDIATE) and holds it; resolves when it has it. */
function holdWriteLock(file, ms) {
  const script = `
    const Database = require('libsql');
    const db = new Database(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); process.stdout.write('released\\n'); }, ${ms});
  `;
  const child = spawn(process.execPath, ['-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = [];
  child.stdout.on('data', (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const until = (line) =>
    new Promise((resolve) => {
      const check = () => (lines.includes(line) ? resolve(Date.now()) : setTimeout(check, 5));
      check();
    });
  return { locked: until('locked'), released: until('released').then((at) => new Promise((r) => child.once('exit', () => r(at)))) };
}

export async function bench() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-faults-'));
  const port = await freePort();
  const env = { TRUST_PROXY: 'loopback', DATA_DIR: dataDir };
  let server = await startServer(env, { port, stdio: 'pipe' });
  const base = server.base;
  const storeFile = path.join(dataDir, 'store.db');

  // One cart for the readers.
  const seed = await fetch(`${base}/api/bigcommerce/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
    body: JSON.stringify({ item: ITEM }),
  });
  const readerCart = (await seed.json()).data.id;

  const samples = []; // { at, ms, kind, status }  status 0 = no answer (refused / reset)
  const acknowledged = [];
  let running = true;
  let shopper = 0;

  async function timed(kind, url, init) {
    const at = Date.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      const body = await response.text();
      samples.push({ at, ms: Date.now() - at, kind, status: response.status, retryAfter: response.headers.get('retry-after') });
      return { status: response.status, body };
    } catch {
      samples.push({ at, ms: Date.now() - at, kind, status: 0 });
      await sleep(50);
      return { status: 0, body: '' };
    }
  }

  async function writer() {
    while (running) {
      shopper += 1;
      const address = `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
      const { status, body } = await timed('write', `${base}/api/bigcommerce/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ item: ITEM }),
      });
      if (status === 200) acknowledged.push(JSON.parse(body).data.id);
      else if (status === 503) await sleep(100);
    }
  }

  async function reader(i) {
    while (running) {
      if (i % 2 === 0) await timed('read', `${base}/api/bigcommerce/cart`, { headers: { cookie: `bc_cartId=${readerCart}` } });
      else await timed('read', `${base}/api/alerts`);
    }
  }

  const loops = [...Array.from({ length: WRITERS }, () => writer()), ...Array.from({ length: READERS }, (_, i) => reader(i))];
  // A warm-up that is not counted: the first requests of a fresh server are slow (code loading, caches).
  await sleep(3_000);
  const marks = { start: Date.now() };
  await sleep(3_000);
  const lock = holdWriteLock(storeFile, LOCK_MS);
  marks.lockStart = await lock.locked;
  marks.lockEnd = await lock.released;
  await sleep(3_000);
  marks.kill = Date.now();
  await server.kill();
  server = await startServer(env, { port, stdio: 'pipe' });
  marks.up = Date.now();
  await sleep(4_000);
  running = false;
  await Promise.all(loops);
  marks.end = Date.now();
  await server.stop();

  // Which acknowledged carts the database kept.
  const Database = require('libsql');
  const db = new Database(storeFile, { readonly: true });
  const present = new Set(db.prepare('SELECT id FROM carts').all().map((row) => row.id));
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const lost = acknowledged.filter((id) => !present.has(id));

  const counted = samples.filter((s) => s.at >= marks.start);
  // A request belongs to the lock when it was under way while the lock was held; otherwise to the phase it began in.
  const underLock = (s) => s.at < marks.lockEnd && s.at + s.ms > marks.lockStart;
  const phase = (name, from, to, lock = false) => {
    const rows = counted.filter((s) => (lock ? underLock(s) : !underLock(s) && s.at >= from && s.at < to));
    const of = (kind) => rows.filter((s) => s.kind === kind && s.status !== 0);
    return {
      phase: name,
      seconds: +((to - from) / 1000).toFixed(1),
      reads: of('read').length,
      readP99ms: p99(of('read').map((s) => s.ms)),
      writes: of('write').length,
      writeP99ms: p99(of('write').map((s) => s.ms)),
      '503 busy': rows.filter((s) => s.status === 503).length,
      'other 5xx': rows.filter((s) => s.status >= 500 && s.status !== 503).length,
      refused: rows.filter((s) => s.status === 0).length,
    };
  };
  const during = counted.filter((s) => underLock(s) && s.status !== 0);
  const busy = counted.filter((s) => s.status === 503);
  return {
    summary: [
      {
        requestsServed: counted.filter((s) => s.status !== 0).length,
        p99DuringLockMs: p99(during.map((s) => s.ms)),
        readP99DuringLockMs: p99(during.filter((s) => s.kind === 'read').map((s) => s.ms)),
        fiveXX: counted.filter((s) => s.status >= 500).length,
        busy503WithRetryAfter: busy.filter((s) => s.retryAfter !== null).length,
        otherFiveXX: counted.filter((s) => s.status >= 500 && s.status !== 503).length,
        refusedWhileDown: counted.filter((s) => s.status === 0).length,
        restartSeconds: +((marks.up - marks.kill) / 1000).toFixed(1),
        acknowledgedWrites: acknowledged.length,
        acknowledgedWritesLost: lost.length,
      },
    ],
    phases: [
      phase('before the lock', marks.start, marks.lockStart),
      phase('under the lock (10 s)', marks.lockStart, marks.lockEnd, true),
      phase('after the lock', marks.lockEnd, marks.kill),
      phase('kill -9 and restart', marks.kill, marks.up),
      phase('after the restart', marks.up, marks.end + 1),
    ],
  };
}
