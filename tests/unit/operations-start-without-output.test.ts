/** @jest-environment node */
import { spawn } from 'node:child_process';

/* A server whose configuration is not valid stops at start-up (lib/operations/start.ts), also when nothing reads
   its standard output any more (a log collector or a parent gone: EPIPE). The start-up runs in a child process of
   its own, as the server's, whose output pipe the test closes before anything is written to it. */

const START = `
import { importTs } from './scripts/search/ts-loader.mjs';
const { startOperations } = await importTs('lib/operations/start.ts');
await startOperations();
`;

function startWithClosedOutput(env: Record<string, string>): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', START], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  child.stdout.destroy(); // no reader: every write to the output fails with EPIPE
  // A process stuck writing is ended, so the test reports it rather than waiting for ever.
  const stuck = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearTimeout(stuck);
      resolve({ code, signal });
    });
  });
}

it('a partly configured server exits with code 1 even when its output has no reader', async () => {
  const result = await startWithClosedOutput({ SANITY_PROJECT_ID: 'abc123' });
  expect(result).toEqual({ code: 1, signal: null });
}, 60_000);
