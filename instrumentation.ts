import type { FailedRequest, FailedRoute } from './lib/operations/request-error';

/**
 * Next.js calls register() once when the server starts. On the Node.js runtime it sets up logs, traces,
 * per-request hooks and the graceful shutdown (lib/operations/start.ts); nothing runs in other runtimes.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startOperations } = await import('./lib/operations/start');
  await startOperations();
}

/** Next.js calls this for a page or route that failed while rendering: one JSON log line (lib/operations/request-error.ts). */
export async function onRequestError(error: unknown, request: FailedRequest, route: FailedRoute): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/operations/request-error');
  logRequestError(error, request, route);
}
