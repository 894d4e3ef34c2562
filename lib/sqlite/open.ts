/**
 * Opening a SQLite file the shop owns (the embedded store and the shared state): the folder is created 0700
 * and the file 0600 before SQLite sees it (SQLite gives its -wal and -shm files the database file's mode), an
 * existing file with wider permissions is narrowed, and the connection gets WAL and a short busy timeout.
 *
 * The busy timeout is short on purpose: libsql's API is synchronous, so SQLite's own wait for a lock would
 * block the whole server. Writers wait asynchronously instead (writeWithRetry), and a read that meets a lock
 * (rare under WAL) fails fast.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { toStorageFault } from './faults';

const BUSY_TIMEOUT_MS = 20;

/** Creates a private directory (0700) and its missing parents. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates the file empty with mode 0600 when missing; narrows an existing file (and -wal/-shm) to 0600. */
function ensurePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const candidate of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      // The file is the shop's data (DATA_DIR), not code: the ignore comment keeps the build's file tracing from
      // taking this dynamic path for "anything in the project" and copying the whole tree into the standalone server.
      const { mode } = fs.statSync(/*turbopackIgnore: true*/ candidate);
      if ((mode & 0o077) !== 0) fs.chmodSync(candidate, 0o600);
    } catch {
      // not there (yet), or not ours to change
    }
  }
}

export function openDatabase(file: string): Database.Database {
  try {
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFile(file);
    const db = new Database(file, { timeout: BUSY_TIMEOUT_MS });
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    return db;
  } catch (error) {
    throw toStorageFault(error, file);
  }
}

/** How long a write waits for another connection's lock before it answers busy (503). */
export const WRITE_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a synchronous write (a whole transaction) and, while another connection holds the lock, tries again
 * after a short asynchronous pause, so the event loop keeps serving other requests. After waitMs the busy
 * error is thrown (the caller turns it into a 503 with Retry-After).
 */
export async function writeWithRetry<T>(attempt: () => T, file: string, waitMs = WRITE_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  let pause = 10;
  for (;;) {
    try {
      return attempt();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const busy = typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
      if (!busy || Date.now() + pause > deadline) throw toStorageFault(error, file);
      await sleep(pause);
      pause = Math.min(pause * 2, 200);
    }
  }
}
