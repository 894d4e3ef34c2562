/**
 * @jest-environment node
 *
 * The embedded store's database faults, through the real cart route: a write lock held by another process
 * (the event loop keeps serving; after about 5 s the write answers 503 with Retry-After), and a database file
 * that is read-only, full or corrupt (503 with a clear message and one log line naming the file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetCommerceForTests } from '@/lib/commerce';
import { routeTestEnv, snapshotCartTables, withRawDb } from '@/tests/support/embedded-store';
import { resetConfigForTests } from '@/lib/config';
import { openStore } from '@/lib/commerce/embedded/db';
import { WRITE_WAIT_MS } from '@/lib/sqlite/open';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';
import { captureLogs } from '../support/capture-logs';

const env = routeTestEnv();
const storeFile = path.join(env.dataDir, 'store.db');
const COOKIE = 'bc_cartId';
const item = { productId: 101, variantId: 10101, quantity: 1 };
let route: ServedRoute;
let cartId: string;

beforeAll(async () => {
  route = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  cartId = (await route.request('POST', '/', { body: { item } })).cookies[COOKIE].value;
});

afterAll(async () => {
  await route.close();
  env.cleanup();
});

/** Another process that takes the store's write lock and holds it for `ms`. */
async function lockFor(ms: number): Promise<ChildProcess & { released: Promise<void> }> {
  const script = `
    const Database = require('libsql');
    const db = new Database(${JSON.stringify(storeFile)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, ${ms});
  `;
  const child = spawn(process.execPath, ['-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const released = new Promise<void>((resolve) => child.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the locking process exited early (${code})`)));
  });
  return Object.assign(child, { released });
}

function captureErrors() {
  const logs = captureLogs('error');
  return { lines: logs.lines, restore: () => logs.restore() };
}

describe('a write lock held by another process', () => {
  it('keeps serving other requests while the write waits, then answers it 503 with Retry-After, writing nothing', async () => {
    // Held well past the write's wait, so that the write gives up first however busy the machine is.
    const lock = await lockFor(WRITE_WAIT_MS + 5_000);
    let lockReleased = false;
    void lock.released.then(() => (lockReleased = true));
    const before = snapshotCartTables(env.dataDir);
    let writeSettled = false;
    const write = route.request('POST', '/', { body: { item }, cookies: { [COOKIE]: cartId } });
    void write.finally(() => (writeSettled = true));

    // While the write waits for the lock, reads are answered (the synchronous driver used to busy-wait, blocking
    // the whole process until the write gave up).
    const read = await route.request('GET', '/', { cookies: { [COOKIE]: cartId } });
    expect(read.status).toBe(200);
    expect(writeSettled).toBe(false);

    const refused = await write;
    // It gave up on its own, the lock still held: not answered by the lock going away.
    expect(lockReleased).toBe(false);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.json).toEqual({
      errors: [{ message: 'The shop is busy saving other changes. Nothing was changed; please try again in a few seconds.', code: 'busy' }],
      requestId: refused.headers.get('x-request-id'),
    });

    await lock.released;
    expect(snapshotCartTables(env.dataDir)).toBe(before);
    expect((await route.request('POST', '/', { body: { item }, cookies: { [COOKIE]: cartId } })).status).toBe(200);
  }, 30_000);

  it('lets a write that meets a short lock through once it is released', async () => {
    const lock = await lockFor(400);
    const response = await route.request('POST', '/', { body: { item }, cookies: { [COOKIE]: cartId } });
    expect(response.status).toBe(200);
    await lock.released;
  });
});

describe('a database file that cannot be used', () => {
  /**
   * Points the app at a copy of this file's store (VACUUM INTO: one clean file, no WAL, no connection open on it)
   * in a DATA_DIR of its own, lets `damage` spoil it, runs `check`, then returns to this file's store.
   */
  async function withDamagedStore(
    damage: (file: string, dir: string) => void | Promise<void>,
    check: (file: string) => Promise<void>,
    undo?: (file: string, dir: string) => void | Promise<void>,
  ) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-fault-'));
    const file = path.join(dir, 'store.db');
    withRawDb(env.dataDir, (db) => db.exec(`VACUUM INTO '${file}'`));
    process.env.DATA_DIR = dir;
    resetConfigForTests();
    resetCommerceForTests();
    try {
      await damage(file, dir);
      await check(file);
    } finally {
      await undo?.(file, dir);
      process.env.DATA_DIR = env.dataDir;
      resetConfigForTests();
      resetCommerceForTests();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  async function expect503(file: string, message: RegExp) {
    const errors = captureErrors();
    try {
      const write = await route.request('POST', '/', { body: { item } });
      expect({ status: write.status, log: write.status === 503 ? [] : errors.lines }).toEqual({ status: 503, log: [] });
      expect(Number(write.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(write.json).toEqual({ errors: [{ message: expect.stringMatching(message), code: 'unavailable' }], requestId: write.headers.get('x-request-id') });
    } finally {
      errors.restore();
    }
    // One log line, naming the file, no stack trace.
    expect(errors.lines.filter((line) => line.file === file)).toEqual([expect.objectContaining({ msg: 'storage fault', level: 'error' })]);
    expect(JSON.stringify(errors.lines)).not.toMatch(/\\n\s+at /);
  }

  it('read-only: 503 saying so, the file named in the log', async () => {
    const isRoot = process.getuid?.() === 0;
    const files = (file: string) => [file, `${file}-wal`, `${file}-shm`].filter((candidate) => fs.existsSync(candidate));
    const chattr = (flag: string, paths: string[]) =>
      new Promise<void>((resolve, reject) =>
        spawn('chattr', [flag, ...paths], { stdio: 'inherit' }).on('close', (code) => (code === 0 ? resolve() : reject(new Error(`chattr exited ${code}`)))),
      );
    await withDamagedStore(
      // As root, permissions do not stop writes: the files and the folder are made immutable instead.
      async (file, dir) => {
        if (isRoot) return chattr('+i', [...files(file), dir]);
        for (const candidate of files(file)) fs.chmodSync(candidate, 0o400);
        fs.chmodSync(dir, 0o500);
      },
      (file) => expect503(file, /read-only/),
      async (file, dir) => {
        if (isRoot) return chattr('-i', [...files(file), dir]);
        fs.chmodSync(dir, 0o700);
        for (const candidate of files(file)) fs.chmodSync(candidate, 0o600);
      },
    );
  });

  it('full: 503 saying so, the file named in the log', async () => {
    await withDamagedStore(
      () => undefined,
      async (file) => {
        // The app's own connection: the file may not grow, and the carts table's pages are filled to the brim,
        // so the next cart needs a page that does not fit (SQLITE_FULL, as on a full disk).
        const { store } = openStore(path.dirname(file));
        store.exec(`PRAGMA max_page_count = ${store.get<{ page_count: number }>('PRAGMA page_count')!.page_count}`);
        try {
          for (;;) store.run("INSERT INTO carts (id, customer_id, created_at, updated_at, expires_at) VALUES (hex(randomblob(16)), 0, 0, 0, 9e15)");
        } catch (error) {
          expect((error as { code?: string }).code).toBe('SQLITE_FULL');
        }
        await expect503(file, /storage is full/);
      },
    );
  });

  it('corrupt: 503 saying so, the file named in the log', async () => {
    await withDamagedStore(
      (file) => fs.writeFileSync(file, Buffer.alloc(64 * 1024, 'not a database ')),
      (file) => expect503(file, /damaged/),
    );
  });
});

describe('file modes', () => {
  it('creates DATA_DIR 0700 and the database files and secrets 0600', async () => {
    // A new cart writes to both databases (the store, and the shared state's rate limit).
    expect((await route.request('POST', '/', { body: { item } })).status).toBe(200);
    expect(fs.statSync(env.dataDir).mode & 0o777).toBe(0o700);
    for (const name of ['store.db', 'store.db-wal', 'store.db-shm', 'shared-state.db', 'shared-state.db-wal', 'session-secret', 'preview-secret']) {
      const file = path.join(env.dataDir, name);
      if (name.endsWith('-secret') && !fs.existsSync(file)) continue;
      expect({ name, mode: (fs.statSync(file).mode & 0o777).toString(8) }).toEqual({ name, mode: '600' });
    }
  });
});
