/**
 * Server only. Start-up of the running server, called once from instrumentation.ts (Node.js runtime):
 * validates the whole config (a misconfigured server stops here, naming what is wrong), sets up the logger,
 * tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, the per-request hooks, the hosted-call observer and, in
 * production, the graceful shutdown.
 */
import { ConfigError, loadConfig } from '../config';
import { handleTerminationSignals, onShutdown } from './lifecycle';
import { configureLogger } from './logger';
import { installServerHooks } from './http-server';
import { createRouteMatcher } from './routes';
import { startTracing } from './tracing';
import { setUpstreamObserver } from './upstream';
import { upstreamObserver } from './upstream-observer';

export async function startOperations(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configureLogger({ level: 'info' }).fatal({ err: error }, 'the configuration is not valid; not starting');
    process.exit(1);
  }
  const { operations } = config;
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
  if (process.env.NODE_ENV === 'production') {
    handleTerminationSignals({ graceMs: operations.shutdownGraceMs, delayMs: operations.shutdownDelayMs });
  }
  log.info(
    { node: process.version, logLevel: operations.logLevel, tracing: operations.otlpEndpoint !== null, modes: config.modes },
    'server operations started',
  );
}
