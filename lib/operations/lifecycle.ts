/**
 * Server only. The process's lifecycle: requests in flight, and the graceful shutdown on SIGTERM.
 *
 * Next.js's own handler (used unless NEXT_MANUAL_SIG_HANDLE is set) closes the server and exits with code 143
 * once connections end, with no time limit and no readiness signal. This one, installed at start-up:
 *  1. turns readiness to 503 at once (isDraining()), so a balancer stops sending new traffic;
 *  2. keeps serving SHUTDOWN_DELAY_MS (default 0) for balancers that only notice on their next probe;
 *  3. stops accepting connections, answers requests on kept-alive connections with `Connection: close`;
 *  4. waits until every connection has closed, up to SHUTDOWN_GRACE_MS (default 10 s), then cuts what is left:
 *     so every request in flight finishes, also one whose headers were still arriving when the listener closed
 *     (Node counts a request only once its headers are complete);
 *  5. closes the resources registered with onShutdown (database, Redis, trace exporter) and exits 0.
 *
 * The handler is installed first thing at start-up, before the config, logs and traces are set up: a signal that
 * arrives meanwhile turns readiness to 503 at once and drains as soon as start-up has finished.
 *
 * Before process.exit the process idles EXIT_SETTLE_MS. process.exit stops V8's worker threads without letting the
 * main thread collect garbage first; a background compile job (started by the drain's own work: closing, logging,
 * loading the close hooks' modules) that needs a collection at that moment then waits forever, and so does the
 * exit (nodejs/node#54918, still open in Node 24: seen here now and then under load, the process stuck in
 * NodePlatform::Shutdown). Idle in the event loop, the main thread serves those collections and the
 * jobs finish.
 *
 * State is kept on globalThis: the hooks run in the instrumentation bundle, readiness in an API route bundle.
 */
import type { Server, ServerResponse } from 'node:http';
import { getLogger } from './logger';

interface ShutdownHook {
  name: string;
  close: () => void | Promise<void>;
}

interface LifecycleState {
  draining: boolean;
  servers: Set<Server>;
  inFlight: number;
  hooks: ShutdownHook[];
  signalsInstalled: boolean;
}

const STATE = Symbol.for('bulk-storefront.lifecycle');

function state(): LifecycleState {
  const holder = globalThis as typeof globalThis & { [STATE]?: LifecycleState };
  holder[STATE] ??= { draining: false, servers: new Set(), inFlight: 0, hooks: [], signalsInstalled: false };
  return holder[STATE];
}

/** True from the moment shutdown begins: readiness answers 503. */
export function isDraining(): boolean {
  return state().draining;
}

/**
 * A resource to close once requests have finished (the database, a Redis client, the trace exporter).
 * Registering the same name again replaces the earlier hook.
 */
export function onShutdown(name: string, close: () => void | Promise<void>): void {
  const { hooks } = state();
  const index = hooks.findIndex((hook) => hook.name === name);
  if (index >= 0) hooks[index] = { name, close };
  else hooks.push({ name, close });
}

/** Called by the server hooks when a request arrives. */
export function requestStarted(server: Server, response: ServerResponse): void {
  const s = state();
  s.servers.add(server);
  s.inFlight += 1;
  // A request on a kept-alive connection during the drain is served, and its connection then closed.
  if (s.draining && !response.headersSent) response.setHeader('connection', 'close');
}

/** Called by the server hooks when a request's response is done (finished or aborted). */
export function requestEnded(server: Server): void {
  const s = state();
  s.inFlight = Math.max(0, s.inFlight - 1);
  // During the drain a kept-alive connection closes as soon as its last response is done.
  if (s.draining) server.closeIdleConnections();
}

/**
 * Stops the servers accepting connections and closes their idle ones; resolves true once every connection has
 * closed (each request on it finished), or false after timeoutMs.
 */
function closeServers(servers: Set<Server>, timeoutMs: number): Promise<boolean> {
  const closed = Promise.all(
    [...servers].map(
      (server) =>
        new Promise<void>((resolve) => {
          // The callback runs once the last connection has closed (at once, with an error, if it was not listening).
          server.close(() => resolve());
          server.closeIdleConnections();
        }),
    ),
  );
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    void closed.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const HOOK_TIMEOUT_MS = 3_000;

async function closeResources(): Promise<void> {
  const log = getLogger();
  // Last registered, first closed: the trace exporter (registered first) flushes after the rest.
  for (const hook of [...state().hooks].reverse()) {
    try {
      await Promise.race([
        Promise.resolve().then(hook.close),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`did not close within ${HOOK_TIMEOUT_MS} ms`)), HOOK_TIMEOUT_MS).unref()),
      ]);
      log.info({ resource: hook.name }, 'shutdown: closed');
    } catch (error) {
      log.error({ resource: hook.name, err: error }, 'shutdown: close failed');
    }
  }
}

export interface DrainOptions {
  graceMs: number;
  delayMs: number;
}

/** Steps 1-5 above, without the exit. Resolves with whether every request finished within the grace. */
export async function drain({ graceMs, delayMs }: DrainOptions): Promise<boolean> {
  const s = state();
  const log = getLogger();
  s.draining = true;
  log.info({ inFlight: s.inFlight, graceMs, delayMs }, 'shutdown: draining (readiness now 503)');
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const closed = closeServers(s.servers, graceMs);
  log.info({ servers: s.servers.size }, 'shutdown: no longer accepting connections');
  const finished = await closed;
  if (!finished) {
    log.warn({ inFlight: s.inFlight, graceMs }, 'shutdown: grace period over, closing the requests still open');
    for (const server of s.servers) server.closeAllConnections();
  }
  await closeResources();
  return finished;
}

/** How long the process idles between the drain and process.exit (see the top of this file). */
export const EXIT_SETTLE_MS = 200;

/**
 * Owns SIGTERM and SIGINT: drain, then exit 0. Next.js registers its own handlers unless NEXT_MANUAL_SIG_HANDLE
 * is set (scripts and the Dockerfile set it); when it is not, Next's handlers (registered before instrumentation
 * runs) are removed so that only this drain runs.
 *
 * `options` may be a promise (start-up still under way): a signal then turns readiness to 503 at once and the
 * drain starts when the options are known.
 */
export function handleTerminationSignals(
  options: DrainOptions | Promise<DrainOptions>,
  exit: (code: number) => void = (code) => process.exit(code),
  signals: Pick<NodeJS.EventEmitter, 'on' | 'removeAllListeners'> = process,
): void {
  const s = state();
  if (s.signalsInstalled) return;
  s.signalsInstalled = true;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // Repeats are ignored (a terminal sends SIGINT to npm start and to the server both); the grace bounds the wait.
    if (started) return;
    started = true;
    s.draining = true;
    getLogger().info({ signal }, 'shutdown: signal received');
    void Promise.resolve(options)
      .then((drainOptions) => drain(drainOptions))
      .then(() => new Promise((resolve) => setTimeout(resolve, EXIT_SETTLE_MS)))
      .then(
        () => exit(0),
        (error: unknown) => {
          getLogger().error({ err: error }, 'shutdown: drain failed');
          exit(1);
        },
      );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    if (!process.env.NEXT_MANUAL_SIG_HANDLE) signals.removeAllListeners(signal);
    signals.on(signal, onSignal);
  }
}

/** Tests only. */
export function resetLifecycleForTests(): void {
  const holder = globalThis as typeof globalThis & { [STATE]?: LifecycleState };
  delete holder[STATE];
}
