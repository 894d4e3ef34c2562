/**
 * SQLite failures the shop answers with 503 instead of a bare 500: a write lock held too long by another
 * connection (busy), and a database file that cannot be written or read (read-only, disk full, corrupt, I/O).
 * Each fault is logged with the file it concerns; the message is the one a shopper sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getLogger, scrub } from '../operations/logger';

type StorageFaultKind = 'busy' | 'read_only' | 'full' | 'corrupt' | 'io';

const MESSAGES: Record<StorageFaultKind, string> = {
  busy: 'The shop is busy saving other changes. Nothing was changed; please try again in a few seconds.',
  read_only: 'The shop cannot save changes right now (its database is read-only). Nothing was changed; please try again later.',
  full: 'The shop cannot save changes right now (its storage is full). Nothing was changed; please try again later.',
  corrupt: 'The shop cannot read its data right now (its database file is damaged). Please try again later.',
  io: 'The shop cannot reach its data right now (a storage error). Please try again later.',
};

/** Seconds a client should wait before retrying (the Retry-After header). */
const RETRY_AFTER_SECONDS: Record<StorageFaultKind, number> = { busy: 5, read_only: 60, full: 60, corrupt: 300, io: 30 };

const KINDS: [RegExp, StorageFaultKind][] = [
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  [/^SQLITE_READONLY/, 'read_only'],
  [/^SQLITE_FULL/, 'full'],
  [/^SQLITE_(CORRUPT|NOTADB)/, 'corrupt'],
  [/^SQLITE_(IOERR|CANTOPEN|PERM)/, 'io'],
];

export class StorageFault extends Error {
  readonly status = 503;
  readonly kind: StorageFaultKind;
  readonly file: string;
  readonly retryAfterSeconds: number;

  constructor(kind: StorageFaultKind, file: string, cause?: unknown) {
    super(MESSAGES[kind], { cause });
    this.name = 'StorageFault';
    this.kind = kind;
    this.file = file;
    this.retryAfterSeconds = RETRY_AFTER_SECONDS[kind];
  }
}

export function isStorageFault(error: unknown): error is StorageFault {
  return error instanceof StorageFault;
}

/** The kind of a SQLite error (its code, e.g. SQLITE_BUSY or SQLITE_IOERR_WRITE), or null for anything else. */
function faultKind(error: unknown): StorageFaultKind | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return KINDS.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}

function writable(file: string): boolean {
  try {
    fs.accessSync(path.dirname(file), fs.constants.W_OK);
    if (fs.existsSync(file)) fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const lastLogged = new Map<string, number>();
const LOG_EVERY_MS = 10_000;

/**
 * Turns a SQLite error into a StorageFault (logged with the file, at most once every 10 s per file and kind so a
 * flood of requests gives a readable log) and returns it; any other error is returned as it is.
 */
export function toStorageFault(error: unknown, file: string): unknown {
  if (error instanceof StorageFault) return error;
  let kind = faultKind(error);
  if (kind === null) return error;
  // A file or folder that cannot be written (permissions, an immutable file, a read-only mount) shows up as
  // "unable to open" or an I/O error: name it for what it is.
  if (kind === 'io' && !writable(file)) kind = 'read_only';
  const key = `${kind}:${file}`;
  const now = Date.now();
  if ((lastLogged.get(key) ?? 0) + LOG_EVERY_MS <= now) {
    lastLogged.set(key, now);
    const code = (error as { code?: string }).code;
    // One line without a stack trace: the file, the kind of fault and SQLite's own words.
    getLogger().error({ file, fault: kind, code, detail: scrub(String((error as Error).message)) }, 'storage fault');
  }
  return new StorageFault(kind, file, error);
}

/** Runs fn; a SQLite fault comes out as a StorageFault naming `file`. */
export async function guardStorage<T>(file: string, fn: () => T | Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw toStorageFault(error, file);
  }
}
