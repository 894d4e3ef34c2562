/**
 * Server only. The one logger: JSON lines through pino (time, level, msg, and the request id and trace id of
 * the request being served), readable through pino-pretty under `next dev`. LOG_LEVEL sets the level. In
 * production the lines go to standard output through pino.destination: asynchronous and buffered (written once
 * 4 kB are pending, or every 200 ms), flushed synchronously on exit by pino itself; once the output has no reader
 * (EPIPE) pino drops the lines.
 *
 * Nothing sensitive goes in: callers log named fields (never bodies, headers, cookies or URLs with queries),
 * error messages and stacks are scrubbed of email addresses and credentials, and secret-bearing keys are
 * redacted by name should one ever be passed.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { loadOperationsConfig, type LogLevel } from '../config';
import { currentRequest } from './request-context';

const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const CREDENTIAL = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const KEY_VALUE = /\b(password|passwd|token|secret|api[_-]?key|x-auth-token|cookie|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi;

/** Free text made safe to log: email addresses keep only their domain, credentials are dropped. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '***@$1').replace(CREDENTIAL, '$1 [redacted]').replace(KEY_VALUE, '$1$2[redacted]');
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  status?: number;
  code?: string;
}

/** Errors are logged by type, scrubbed message and stack, and status/code when they carry one, nothing else. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrub(String(error)) };
  const { status, code } = error as { status?: unknown; code?: unknown };
  return {
    type: error.name,
    message: scrub(error.message),
    stack: error.stack ? scrub(error.stack) : undefined,
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

const REDACT = [
  'password',
  '*.password',
  'email',
  '*.email',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'cookie',
  'headers.cookie',
  'headers.authorization',
  'headers["x-auth-token"]',
];

interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go (default standard output); tests pass a stream to read them. */
  destination?: DestinationStream;
  /** pino-pretty instead of JSON (default: under `next dev`). */
  pretty?: boolean;
}

function prettyStream(): DestinationStream | undefined {
  try {
    // Development only: pino-pretty is a devDependency, loaded from the project at run time through a require
    // the build cannot see, so it is never bundled nor traced into the standalone server.
    const { createRequire } = process.getBuiltinModule('node:module');
    const pretty = createRequire(`${process.cwd()}/`)('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ colorize: true, sync: true, singleLine: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

const STDOUT = Symbol.for('bulk-storefront.log-stdout');

/** The process's one standard-output destination, shared by every bundle so that lines stay in order. */
function stdoutDestination(): DestinationStream {
  const holder = globalThis as typeof globalThis & { [STDOUT]?: DestinationStream };
  holder[STDOUT] ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 });
  return holder[STDOUT];
}

function levelOf(options: LoggerOptions): LogLevel {
  if (options.level) return options.level;
  try {
    return loadOperationsConfig().logLevel;
  } catch {
    return 'info'; // a bad LOG_LEVEL stops the server at start-up (instrumentation), not here
  }
}

/** Where a silent logger's lines would go: nowhere (no stream opened for it). */
const NOWHERE: DestinationStream = { write: () => undefined };

function createLogger(options: LoggerOptions = {}): Logger {
  const level = levelOf(options);
  const pretty = options.pretty ?? process.env.NODE_ENV === 'development';
  const destination = options.destination ?? (level === 'silent' ? NOWHERE : undefined) ?? (pretty ? prettyStream() : undefined) ?? stdoutDestination();
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT, censor: '[redacted]' },
      mixin() {
        const request = currentRequest();
        if (!request) return {};
        return request.traceId ? { requestId: request.requestId, traceId: request.traceId } : { requestId: request.requestId };
      },
    },
    destination,
  );
}

const ROOT = Symbol.for('bulk-storefront.logger');
type Holder = typeof globalThis & { [ROOT]?: Logger };

/** The process's logger (one for every bundle). */
export function getLogger(): Logger {
  const holder = globalThis as Holder;
  holder[ROOT] ??= createLogger();
  return holder[ROOT];
}

/** Replaces the process's logger (start-up with the validated config; tests capturing lines). */
export function configureLogger(options: LoggerOptions): Logger {
  const logger = createLogger(options);
  (globalThis as Holder)[ROOT] = logger;
  return logger;
}

/**
 * Logs, at fatal, why the process cannot go on, then exits with code 1. The line is written synchronously, and
 * dropped when the output has no reader (EPIPE): pino's fatal flushes its buffered destination synchronously, and
 * that flush retries a write to a pipe without a reader for ever, so the process never exited (nor answered
 * SIGTERM) and kept its port.
 */
export function exitWithFatal(fields: Record<string, unknown>, message: string): never {
  createLogger({ level: 'info', destination: pino.destination({ dest: 1, sync: true }) }).fatal(fields, message);
  process.exit(1);
}

const GUARDED = Symbol.for('bulk-storefront.output-guarded');

/**
 * Keeps the server serving, and able to shut down, once its standard output or error has no reader (EPIPE).
 * Without a listener Node.js raises such a stream error as an uncaught exception, which Next.js logs with
 * console.error to the same broken stream, whose error is raised again: the process then spins at 100 % CPU for
 * ever and never finishes a graceful shutdown (seen with a server whose parent had died). The errors are ignored
 * here: there is nowhere left to report them. (The log lines' own destination handles EPIPE itself.)
 */
export function keepServingWithoutOutput(): void {
  const holder = globalThis as typeof globalThis & { [GUARDED]?: true };
  if (holder[GUARDED]) return;
  holder[GUARDED] = true;
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
}
