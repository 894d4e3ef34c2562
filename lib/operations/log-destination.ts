/**
 * Server only. Where the production log lines go: standard output, one write per turn of the event loop instead
 * of one per line. pino hands each JSON line to write(); the lines of a turn are joined and written together right
 * after it (setImmediate), synchronously, so under load one write carries the lines of many requests, and when the
 * server is quiet a line is out within the same millisecond. Nothing is dropped or left waiting:
 *  - error and fatal lines are written at once, with everything before them;
 *  - a turn that logs more than FLUSH_BYTES writes as it goes;
 *  - whatever is pending is written synchronously on exit (process.exit included), so the graceful shutdown's
 *    last lines and a crash's fatal line are never lost.
 * A full pipe (EAGAIN) is waited out, as pino's own synchronous destination does. A pipe whose reader has gone
 * (EPIPE: the log collector or the parent process died) cannot be written again: lines are dropped from then on,
 * and the server goes on serving and can still shut down (see keepServingWithoutOutput).
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

/** Writes the whole text; false when the output is gone for good (nothing can be written to it any more). */
function writeAll(fd: number, text: string): boolean {
  let buffer = Buffer.from(text, 'utf8');
  while (buffer.length > 0) {
    try {
      buffer = buffer.subarray(fs.writeSync(fd, buffer));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EAGAIN' && code !== 'EBUSY') return false; // EPIPE, EBADF...: no reader, nowhere to say so
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10); // the reader is behind: wait, then retry
    }
  }
  return true;
}

export function createLogDestination(fd = 1): LogDestination {
  let pending: string[] = [];
  let pendingLength = 0;
  let scheduled = false;
  let gone = false;

  const flushSync = () => {
    if (pending.length === 0) return;
    const text = pending.length === 1 ? pending[0] : pending.join('');
    pending = [];
    pendingLength = 0;
    if (!gone && !writeAll(fd, text)) gone = true;
  };
  const onTurnEnd = () => {
    scheduled = false;
    flushSync();
  };

  const destination: LogDestination = {
    [PINO_METADATA]: true,
    write(line) {
      if (gone) return true;
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

const GUARDED = Symbol.for('bulk-storefront.output-guarded');

/**
 * Keeps the server serving, and able to shut down, once its standard output or error has no reader (EPIPE).
 * Without a listener Node.js raises such a stream error as an uncaught exception, which Next.js logs with
 * console.error to the same broken stream, whose error is raised again: the process then spins at 100 % CPU for
 * ever and never finishes a graceful shutdown (seen with a server whose parent had died). The errors are ignored
 * here: there is nowhere left to report them.
 */
export function keepServingWithoutOutput(): void {
  const holder = globalThis as typeof globalThis & { [GUARDED]?: true };
  if (holder[GUARDED]) return;
  holder[GUARDED] = true;
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}
