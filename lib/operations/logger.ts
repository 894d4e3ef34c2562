/**
 * Server only. The one logger: JSON lines through pino (time, level, msg, and the request id and trace id of
 * the request being served), readable through pino-pretty under `next dev`. LOG_LEVEL sets the level.
 *
 * Nothing sensitive goes in: callers log named fields (never bodies, headers, cookies or URLs with queries),
 * error messages and stacks are scrubbed of email addresses and credentials, and the usual secret-bearing keys
 * are redacted should one ever be passed.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { loadOperationsConfig, type LogLevel } from '../config';
import { stdoutDestination } from './log-destination';
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

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go (default stdout, written once per turn of the event loop: log-destination.ts); tests pass a
   * stream to read them. */
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

interface ResolvedOptions {
  level: LogLevel;
  destination: DestinationStream;
}

function resolve(options: LoggerOptions): ResolvedOptions {
  let level = options.level;
  if (!level) {
    try {
      level = loadOperationsConfig().logLevel;
    } catch {
      level = 'info'; // a bad LOG_LEVEL stops the server at start-up (instrumentation), not here
    }
  }
  const pretty = options.pretty ?? process.env.NODE_ENV === 'development';
  const destination = options.destination ?? (pretty ? prettyStream() : undefined) ?? stdoutDestination();
  return { level, destination };
}

function build({ level, destination }: ResolvedOptions, redact: boolean): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      ...(redact ? { redact: { paths: REDACT, censor: '[redacted]' } } : {}),
      mixin() {
        const request = currentRequest();
        if (!request) return {};
        return request.traceId ? { requestId: request.requestId, traceId: request.traceId } : { requestId: request.requestId };
      },
    },
    destination,
  );
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return build(resolve(options), true);
}

const ROOT = Symbol.for('bulk-storefront.logger');
const TRAFFIC = Symbol.for('bulk-storefront.traffic-logger');
type Holder = typeof globalThis & { [ROOT]?: Logger; [TRAFFIC]?: Logger };

/** Both of the process's loggers, from the same level and destination (one for every bundle). */
function install(options: LoggerOptions): Holder {
  const resolved = resolve(options);
  const holder = globalThis as Holder;
  holder[ROOT] = build(resolved, true);
  holder[TRAFFIC] = build(resolved, false);
  return holder;
}

/** The process's logger. */
export function getLogger(): Logger {
  return (globalThis as Holder)[ROOT] ?? install({})[ROOT]!;
}

/**
 * The logger for the lines the server writes about its own traffic: one per request (method, route template,
 * status, duration) and one per hosted-service call (service, operation, status, duration). Their fields are
 * fixed by the server hooks, never data a caller passes, so these lines skip the redaction of secret-bearing
 * keys, which walks every key of every line and costs more than the rest of the line (2.2 of 3.7 µs). Same
 * level, destination, time, ids and serializers as getLogger(); everything else keeps the redaction.
 */
export function getTrafficLogger(): Logger {
  return (globalThis as Holder)[TRAFFIC] ?? install({})[TRAFFIC]!;
}

/** Replaces the process's loggers (start-up with the validated config; tests capturing lines). */
export function configureLogger(options: LoggerOptions): Logger {
  return install(options)[ROOT]!;
}
