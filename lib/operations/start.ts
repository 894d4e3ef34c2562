/**
 * Server only. Start-up of the running server, called once from instrumentation.ts (Node.js runtime):
 * validates the whole config (a misconfigured server stops here, naming what is wrong; one started with other
 * service variables than its build is logged as an error), sets up the logger,
 * tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, the per-request hooks and the hosted-call observer; in
 * production, the graceful shutdown's signal handler is installed before all of that.
 */
import { ConfigError, loadConfig, modeMismatch } from '../config';
import { publicConfig } from '../public-config';
import { handleTerminationSignals, onShutdown, type DrainOptions } from './lifecycle';
import { configureLogger, exitWithFatal, keepServingWithoutOutput } from './logger';
import { installServerHooks } from './http-server';
import { createRouteMatcher } from './routes';
import { startTracing } from './tracing';
import { setUpstreamObserver } from './upstream';
import { upstreamObserver } from './upstream-observer';

/** SHUTDOWN_GRACE_MS's default, for a signal that arrives before the config is read. */
const DEFAULT_GRACE_MS = 10_000;

export async function startOperations(): Promise<void> {
  keepServingWithoutOutput();
  // First of all, so that a SIGTERM during start-up is handled too: readiness turns 503 at once, and the drain
  // starts once start-up is over (with the configured grace, or the defaults should start-up fail).
  const drainOptions: DrainOptions = { graceMs: DEFAULT_GRACE_MS, delayMs: 0 };
  let startedUp!: () => void;
  if (process.env.NODE_ENV === 'production') {
    handleTerminationSignals(new Promise<DrainOptions>((resolve) => (startedUp = () => resolve(drainOptions))));
  }
  try {
    await setUp(drainOptions);
  } finally {
    startedUp?.();
  }
}

async function setUp(drainOptions: DrainOptions): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    exitWithFatal({ err: error }, 'the configuration is not valid; not starting');
  }
  const { operations } = config;
  drainOptions.graceMs = operations.shutdownGraceMs;
  drainOptions.delayMs = operations.shutdownDelayMs;
  const log = configureLogger({ level: operations.logLevel });
  if (operations.otlpEndpoint) {
    // Registered first, so closed last: spans of the last requests are flushed at shutdown.
    onShutdown('tracing', await startTracing({ serviceName: operations.serviceName, nextJsSpans: operations.nextJsSpans }));
  }
  // The shared state (a Redis client, or its SQLite file) closes once requests are done; the embedded store's
  // connections register themselves when opened.
  onShutdown('shared-state', async () => (await import('../shared-state')).closeSharedState());
  setUpstreamObserver(upstreamObserver);
  installServerHooks(createRouteMatcher(process.cwd()));
  log.info(
    {
      node: process.version,
      logLevel: operations.logLevel,
      tracing: operations.otlpEndpoint !== null,
      modes: config.modes,
    },
    'server operations started',
  );
  // The build's modes are inlined in its code (lib/public-config.ts): a server started with other service variables
  // serves the build's pre-rendered pages beside its own answers.
  const mismatch = modeMismatch(publicConfig.modes, config.modes);
  if (mismatch) {
    log.error(
      { mismatch },
      `this build was made with other service variables than this server has (${mismatch}): pages pre-rendered at build show the build's data. Build again with the same variables (docs/deploy.md).`,
    );
  }
  if (config.modes.content === 'embedded') await announceEmbeddedPreview(log);
}

/** Makes the embedded preview secret before the first preview and logs where it is; never the secret (logs are shipped). */
async function announceEmbeddedPreview(log: ReturnType<typeof configureLogger>): Promise<void> {
  try {
    const { secretIn, link } = (await import('../preview/embedded')).prepareEmbeddedPreview();
    log.info({ previewLink: link, previewSecretIn: secretIn }, `preview of drafts: open ${link} and type the preview secret, which is in ${secretIn}`);
  } catch (error) {
    log.warn({ err: error }, 'preview of drafts: the preview secret could not be made now; it is made at the first preview');
  }
}
