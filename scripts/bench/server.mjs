// Starts the production build on a free loopback port, for benchmarks and the multi-instance tests. By default
// each server gets a throwaway DATA_DIR; pass DATA_DIR in extraEnv to share one (it is then left in place).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitUntilUp(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before answering`);
    try {
      const res = await fetch(`${base}/api/alerts`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts `next start` and resolves once /api/alerts answers. `port` keeps a port across restarts; `stdio`
 * 'pipe' lets the caller read the server's output (server.output).
 */
export async function startServer(extraEnv = {}, { port, stdio = 'inherit' } = {}) {
  const listenPort = port ?? (await freePort());
  const ownDataDir = !extraEnv.DATA_DIR;
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(listenPort), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...extraEnv, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', stdio === 'pipe' ? 'pipe' : 'inherit'],
  });
  const output = [];
  child.stderr?.on('data', (chunk) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${listenPort}`;
  await waitUntilUp(base, child, 60_000);
  return {
    base,
    port: listenPort,
    dataDir,
    child,
    output,
    /** SIGKILL: no shutdown of any kind (the fault bench). */
    kill() {
      child.kill('SIGKILL');
      return new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
