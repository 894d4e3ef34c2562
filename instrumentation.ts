/**
 * Next.js calls register() once when the server starts. On the Node.js runtime it sets up logs, traces,
 * per-request hooks and the graceful shutdown (lib/operations/start.ts); nothing runs in other runtimes.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startOperations } = await import('./lib/operations/start');
  await startOperations();
}
