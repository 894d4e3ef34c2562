/**
 * Starts the production server the way the container image runs it: `node server.js` in a standalone folder
 * (default the build's own .next/standalone, completed by scripts/lib/build.mjs), on a free loopback port, with
 * a clean environment (only what is passed, like a container's), capturing its output.
 *
 *   const server = await startStandalone({ dataDir, env: { LOG_LEVEL: 'debug' } });
 *   await fetch(`${server.base}/api/health`);
 *   server.logLines();      // the JSON log lines written so far
 *   await server.stop();    // SIGTERM, then waits for the exit
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * A free port from scripts/lib/ports.mjs, loaded as the ES module it is, as specs load the scripts: a static import
 * here would give the specs' transform a second, CommonJS copy of it, and a script loaded afterwards in the same
 * worker (scripts/bench/server.mjs, which imports it) would then find no `freePort` export.
 */
async function freePort(): Promise<number> {
  const ports = (await import(pathToFileURL(path.join(ROOT, 'scripts/lib/ports.mjs')).href)) as typeof import('../../scripts/lib/ports.mjs');
  return ports.freePort();
}
export const STANDALONE_DIR = path.join(ROOT, '.next', 'standalone');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process exited. */
  at: number;
}

export interface StandaloneServer {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The JSON lines of stdout so far (other lines skipped). */
  logLines(): Record<string, unknown>[];
  exited: Promise<Exit>;
  /** SIGTERM, then the exit. */
  stop(): Promise<Exit>;
}

export interface StartOptions {
  /** The folder holding server.js (default: the build's .next/standalone). */
  dir?: string;
  dataDir: string;
  env?: Record<string, string>;
  /** Health wait (default 60 s). */
  timeoutMs?: number;
}

export async function startStandalone({ dir = STANDALONE_DIR, dataDir, env = {}, timeoutMs = 60_000 }: StartOptions): Promise<StandaloneServer> {
  if (!fs.existsSync(path.join(dir, 'server.js'))) throw new Error(`No standalone server in ${dir}: run the build first (npm run test:e2e builds).`);
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      // Kept-alive connections outlive the client's pauses, as docs/deploy.md asks of a server behind a balancer: with
      // Node's 5 s default, a request sent as the server closes its idle connection is reset (seen on a busy machine).
      KEEP_ALIVE_TIMEOUT: '65000',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exitedEarly: Exit | null = null;
  void exited.then((exit) => (exitedEarly = exit));
  for (;;) {
    if (exitedEarly) throw new Error(`The server exited (${JSON.stringify(exitedEarly)}) before answering:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    port,
    base,
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
