/**
 * Server only. Where the production log lines go: standard output, one write per turn of the event loop instead
 * of one per line. pino hands each JSON line to write(); the lines of a turn are joined and written together right
 * after it (setImmediate), synchronously, so under load one write carries the lines of many requests, and when the
 * server is quiet a line is out within the same millisecond. Nothing is dropped or left waiting:
 *  - error and fatal lines are written at once, with everything before them;
 *  - a turn that logs more than FLUSH_BYTES writes as it goes;
 *  - whatever is pending is written synchronously on exit (process.exit included), so the graceful shutdown's
 *    last lines and a crash's fatal line are never lost.
 * A full pipe (EAGAIN) is waited out, as pino's own synchronous destination does.
 */
import fs from 'node:fs';

/** pino sets `lastLevel` before each write on a stream that asks for it with this symbol. */
const PINO_METADATA = Symbol.for('pino.metadata');
const ERROR_LEVEL = 50;
const FLUSH_BYTES = 64 * 1024;

export interface LogDestination {
  write(line: string): boolean;
  /** Writes what is pending now. */
  flushSync(): void;
  /** pino's logger.flush(). */
  flush(callback?: (error?: Error) => void): void;
  lastLevel?: number;
  [PINO_METADATA]: true;
}

function writeAll(fd: number, text: string): void {
  let buffer = Buffer.from(text, 'utf8');
  while (buffer.length > 0) {
    try {
      buffer = buffer.subarray(fs.writeSync(fd, buffer));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN' && code !== 'EBUSY') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10); // the reader is behind: wait, then retry
    }
  }
}

export function createLogDestination(fd = 1): LogDestination {
  let pending: string[] = [];
  let pendingLength = 0;
  let scheduled = false;

  const flushSync = () => {
    if (pending.length === 0) return;
    const text = pending.length === 1 ? pending[0] : pending.join('');
    pending = [];
    pendingLength = 0;
    writeAll(fd, text);
  };
  const onTurnEnd = () => {
    scheduled = false;
    flushSync();
  };

  const destination: LogDestination = {
    [PINO_METADATA]: true,
    write(line) {
      pending.push(line);
      pendingLength += line.length;
      if ((destination.lastLevel ?? 0) >= ERROR_LEVEL || pendingLength >= FLUSH_BYTES) flushSync();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(onTurnEnd);
      }
      return true;
    },
    flushSync,
    flush(callback) {
      try {
        flushSync();
        callback?.();
      } catch (error) {
        callback?.(error as Error);
      }
    },
  };
  process.on('exit', flushSync);
  return destination;
}

const STDOUT = Symbol.for('bulk-storefront.log-stdout');

/** The process's one standard-output destination (every logger of every bundle shares it, so lines stay in order). */
export function stdoutDestination(): LogDestination {
  const holder = globalThis as typeof globalThis & { [STDOUT]?: LogDestination };
  holder[STDOUT] ??= createLogDestination(1);
  return holder[STDOUT];
}
