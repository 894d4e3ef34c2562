/**
 * The SQLite store: `${DATA_DIR}/shared-state.db`, a file of its own (so a lock on the shop's database never
 * holds up a rate-limit check), surviving restarts. Rate limits use rate-limiter-flexible's SQLite store on the
 * same connection, with an in-memory limiter as insurance should the file fail.
 */
import path from 'node:path';
import type Database from 'libsql';
import { RateLimiterMemory, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { guardStorage, toStorageFault } from '../sqlite/faults';
import { openDatabase, writeWithRetry } from '../sqlite/open';
import type { LimiterOptions, SharedState } from './types';

const RATE_LIMITS_TABLE = 'rate_limits';
const PURGE_EVERY_WRITES = 500;

export class SqliteSharedState implements SharedState {
  readonly kind = 'sqlite' as const;
  readonly reached = true;
  readonly file: string;
  private readonly db: Database.Database;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private writes = 0;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'shared-state.db');
    this.db = openDatabase(this.file);
    try {
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL);
        CREATE INDEX IF NOT EXISTS kv_expires_at ON kv (expires_at);
        CREATE TABLE IF NOT EXISTS ${RATE_LIMITS_TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER);
      `);
    } catch (error) {
      this.db.close();
      throw toStorageFault(error, this.file);
    }
  }

  private write<T>(run: () => T): Promise<T> {
    return writeWithRetry(() => {
      const result = run();
      this.writes += 1;
      if (this.writes % PURGE_EVERY_WRITES === 0) this.purge();
      return result;
    }, this.file);
  }

  /** Drops expired entries and rate-limit windows (every few hundred writes). */
  private purge(): void {
    const now = Date.now();
    this.db.prepare('DELETE FROM kv WHERE expires_at <= ?').run([now]);
    this.db.prepare(`DELETE FROM ${RATE_LIMITS_TABLE} WHERE expire < ?`).run([now]);
  }

  get(key: string) {
    return guardStorage(this.file, () => {
      const row = this.db.prepare('SELECT value FROM kv WHERE key = ? AND expires_at > ?').get([key, Date.now()]) as { value: string } | undefined;
      return row?.value ?? null;
    });
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.write(() => this.db.prepare('INSERT OR REPLACE INTO kv (key, value, expires_at) VALUES (?, ?, ?)').run([key, value, Date.now() + ttlMs]));
  }

  setIfAbsent(key: string, value: string, ttlMs: number) {
    return this.write(() => {
      const now = Date.now();
      const { changes } = this.db
        .prepare(
          `INSERT INTO kv (key, value, expires_at) VALUES (?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE kv.expires_at <= ?`,
        )
        .run([key, value, now + ttlMs, now]);
      return changes === 1;
    });
  }

  increment(key: string, ttlMs: number) {
    return this.write(() => {
      const now = Date.now();
      const row = this.db
        .prepare(
          `INSERT INTO kv (key, value, expires_at) VALUES (?, '1', ?)
           ON CONFLICT (key) DO UPDATE SET
             value = CASE WHEN kv.expires_at <= ? THEN '1' ELSE CAST(CAST(kv.value AS INTEGER) + 1 AS TEXT) END,
             expires_at = excluded.expires_at
           RETURNING value`,
        )
        .get([key, now + ttlMs, now]) as { value: string };
      return Number(row.value);
    });
  }

  async delete(key: string) {
    await this.write(() => this.db.prepare('DELETE FROM kv WHERE key = ?').run([key]));
  }

  limiter({ name, points, durationSeconds }: LimiterOptions): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterSQLite({
        storeClient: this.db,
        storeType: 'better-sqlite3',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false, // purge() does it, without a timer
        keyPrefix: name,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  check() {
    return guardStorage(this.file, () => {
      this.db.prepare('SELECT 1').get([]);
    });
  }

  async close() {
    this.limiters.clear();
    if (this.db.open) this.db.close();
  }
}
