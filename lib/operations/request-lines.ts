/**
 * Server only. The one log line per request (http-server.ts), written together with the other requests' lines at
 * the end of the event loop's turn in which their responses closed, instead of one at a time between the requests'
 * other work. Each line is complete when it is queued (method, route, status, duration, request and trace ids);
 * only its JSON is made later, in one loop, where pino's code stays warm: under load this halves what a request's
 * line costs (figures in docs/deploy.md, "What logging and tracing cost"). Error lines are written at once, after
 * the lines queued before them, and whatever is queued is written on exit, so nothing is lost or held back. A
 * line's `time` is when it was written, within the same turn as its response's end.
 */
import { getTrafficLogger } from './logger';
import { requestStorage } from './request-context';

export interface RequestLine {
  requestId: string;
  traceId?: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  cache?: 'hit';
  aborted?: true;
}

type Level = 'debug' | 'info';

let queue: { level: Level; line: RequestLine }[] = [];
let scheduled = false;
let exitHooked = false;

function writeQueued(): void {
  scheduled = false;
  const lines = queue;
  if (lines.length === 0) return;
  queue = [];
  const log = getTrafficLogger();
  for (const { level, line } of lines) log[level](line, 'request');
}

function scheduleWrite(): void {
  setImmediate(writeQueued);
}

/** Writes the queued lines now (on exit; tests). */
export function writeQueuedRequestLines(): void {
  writeQueued();
  getTrafficLogger().flush(); // on exit, the destination's own exit hook may already have run
}

/** Logs a request's line: at once at error level, else with the turn's other lines. */
export function logRequestLine(level: Level | 'error', line: RequestLine): void {
  const log = getTrafficLogger();
  if (!log.isLevelEnabled(level)) return;
  if (level === 'error') {
    writeQueued(); // the lines before it first
    log.error(line, 'request');
    return;
  }
  queue.push({ level, line });
  if (scheduled) return;
  scheduled = true;
  // Outside the request's context: the lines carry their own ids.
  requestStorage().exit(scheduleWrite);
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', writeQueuedRequestLines);
  }
}
