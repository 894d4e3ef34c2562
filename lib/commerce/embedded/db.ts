/**
 * The embedded store's SQLite connection (through libsql's synchronous, better-sqlite3-style API).
 *
 * One connection per database file per process, kept on globalThis so every bundle that imports this module
 * (Next.js compiles API routes and pages separately) shares it. WAL mode lets several processes (next build
 * workers, a dev server and a script) use the same file. The file is opened by lib/sqlite/open.ts: folder 0700,
 * file 0600, and a SHORT busy timeout, because libsql waits for a lock synchronously and would freeze the server:
 * a write that meets another connection's lock is retried asynchronously (write()), and after about 5 s answers
 * busy (a StorageFault, 503 with Retry-After). Read-only, full or corrupt files are StorageFaults too.
 *
 * libsql quirks handled here: a boolean bind parameter aborts the process and a lone `null` parameter throws,
 * so parameters always go through `bind()` as one array; `get()` rows carry an extra `_metadata` field, so
 * callers always pick named columns.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'libsql';
import { onShutdown } from '../../operations/lifecycle';
import { openDatabase, writeWithRetry } from '../../sqlite/open';

export type SqlValue = string | number | bigint | Buffer | null;

type Statement = ReturnType<Database.Database['prepare']>;

export class Store {
  readonly db: Database.Database;
  readonly file: string;
  private readonly statements = new Map<string, Statement>();
  private readonly sharedState = new Map<string, unknown>();

  constructor(file: string) {
    this.file = file;
    this.db = openDatabase(file);
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The first row, or undefined. */
  get<T>(sql: string, ...params: SqlValue[]): T | undefined {
    return this.statement(sql).get(bind(params)) as T | undefined;
  }

  all<T>(sql: string, ...params: SqlValue[]): T[] {
    return this.statement(sql).all(bind(params)) as T[];
  }

  run(sql: string, ...params: SqlValue[]): { changes: number; lastInsertRowid: number } {
    const result = this.statement(sql).run(bind(params));
    return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /**
   * Runs fn in one write transaction (BEGIN IMMEDIATE: the write lock is taken up front, so a read-then-write
   * inside fn cannot interleave with another writer). fn must be synchronous: nothing else runs on this
   * connection until it returns. While another connection holds the lock, the whole transaction is tried again
   * after short asynchronous pauses (other requests are served meanwhile), up to about 5 s: then it throws a
   * busy StorageFault. fn may run more than once, so it must only touch the database.
   */
  write<T>(fn: () => T): Promise<T> {
    if (this.db.inTransaction) throw new Error('Store.write() cannot be nested: call the inner steps directly.');
    return writeWithRetry(() => this.immediateTransaction(fn), this.file);
  }

  /**
   * The same transaction, taken synchronously (start-up only: migrations and the seed, before the store
   * serves anyone). A lock held by another connection fails fast as a busy StorageFault.
   */
  writeNow<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    return this.immediateTransaction(fn);
  }

  /**
   * BEGIN IMMEDIATE ... COMMIT, rolled back on any throw. (libsql's own transaction() helper issues ROLLBACK even
   * when SQLite already rolled back by itself, as it does on a full disk, and so hides SQLITE_FULL behind
   * "cannot rollback - no transaction is active".)
   */
  private immediateTransaction<T>(fn: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Per-connection state (e.g. the product cache) shared by every bundle that uses this connection. */
  shared<T>(key: string, create: () => T): T {
    if (!this.sharedState.has(key)) this.sharedState.set(key, create());
    return this.sharedState.get(key) as T;
  }

  /** Changes whenever another connection (another process) commits to the file. */
  dataVersion(): number {
    return this.get<{ data_version: number }>('PRAGMA data_version')?.data_version ?? 0;
  }

  close(): void {
    this.statements.clear();
    this.sharedState.clear();
    if (this.db.open) this.db.close();
  }
}

function bind(params: SqlValue[]): SqlValue[] {
  // Always one array argument: libsql then binds positionally, whatever the values.
  return params.map((value) => (typeof value === 'boolean' ? Number(value) : value === undefined ? null : value));
}

/**
 * Readiness probe: one write transaction (the write lock can be taken, the file is writable) and a read of
 * what it wrote. Throws when either fails.
 */
export async function checkStore(store: Store, now: number): Promise<void> {
  const value = String(now);
  await store.write(() =>
    store.run("INSERT INTO meta (key, value) VALUES ('readiness_probe', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", value),
  );
  const row = store.get<{ value: string }>("SELECT value FROM meta WHERE key = 'readiness_probe'");
  if (row?.value !== value) throw new Error('The store did not read back what it wrote.');
}

/* ------------------------------------------------------------ the per-process connection registry */

const REGISTRY = Symbol.for('bulk-storefront.embedded-commerce.stores');

function registry(): Map<string, Store> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Store> };
  if (!holder[REGISTRY]) {
    holder[REGISTRY] = new Map();
    // Graceful shutdown: once requests are done, every connection closes (checkpointing the WAL).
    onShutdown('sqlite', closeAllStores);
  }
  return holder[REGISTRY];
}

/**
 * The shared store of a data directory: `${dataDir}/store.db`. A cached connection whose file was deleted
 * (the data directory was reset) is dropped, so deleting the directory gives a fresh store.
 */
export function openStore(dataDir: string): { store: Store; created: boolean } {
  const file = path.join(path.resolve(dataDir), 'store.db');
  const stores = registry();
  const cached = stores.get(file);
  if (cached && cached.db.open && fs.existsSync(file)) return { store: cached, created: false };
  cached?.close();
  const store = new Store(file);
  stores.set(file, store);
  return { store, created: true };
}

/** Tests and scripts: close every connection this process opened. */
export function closeAllStores(): void {
  const stores = registry();
  for (const store of stores.values()) store.close();
  stores.clear();
}
