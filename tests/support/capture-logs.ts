/**
 * Captures the app's log lines (lib/operations/logger.ts) for one test, as the server writes them: the process
 * logger is replaced by one writing parsed JSON lines into `lines`, at the given level, and hosted-service calls
 * are logged as at start-up (lib/operations/start.ts); restore() puts a silent logger back.
 *
 *   const logs = captureLogs();
 *   ... exercise the code ...
 *   expect(logs.lines).toContainEqual(expect.objectContaining({ msg: 'upstream call' }));
 *   logs.restore();
 */
import { Writable } from 'node:stream';
import type { LogLevel } from '@/lib/config';
import { configureLogger } from '@/lib/operations/logger';
import { setUpstreamObserver } from '@/lib/operations/upstream';
import { upstreamObserver } from '@/lib/operations/upstream-observer';

export interface CapturedLogs {
  lines: Record<string, unknown>[];
  /** Every line as written (to search for strings that must never appear). */
  text(): string;
  restore(): void;
}

export function captureLogs(level: LogLevel = 'trace'): CapturedLogs {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  configureLogger({ level, destination, pretty: false });
  setUpstreamObserver(upstreamObserver);
  return {
    lines,
    text: () => raw.join('\n'),
    restore: () => {
      configureLogger({ level: 'silent', pretty: false });
      setUpstreamObserver(null);
    },
  };
}
