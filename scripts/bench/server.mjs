// Starts the production build (the standalone server, as `npm start` and the image run it) on a free loopback port,
// for benchmarks and the multi-instance tests. By default each server gets a throwaway DATA_DIR; pass DATA_DIR in
// extraEnv to share one (it is then left in place).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/ports.mjs';
import { spawnServer, waitForServer } from '../lib/server.mjs';

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux (getconf CLK_TCK)

/**
 * CPU seconds a process has used (user + system, its waited-for children included), from /proc/<pid>/stat;
 * null where there is no /proc. Unlike latency and throughput, it barely moves when other work shares the cores.
 */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 14th field, stime, cutime, cstime follow.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + cutime + cstime) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Starts the standalone server and resolves once /api/alerts answers. `port` keeps a port across restarts;
 * `stdio` 'pipe' lets the caller read the server's output, log lines and errors (server.output). Otherwise the
 * log lines are read and dropped, as a log collector would read them, and errors go to this process's stderr.
 */
export async function startServer(extraEnv = {}, { port, stdio = 'inherit' } = {}) {
  const listenPort = port ?? (await freePort());
  const ownDataDir = !extraEnv.DATA_DIR;
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const child = spawnServer({
    port: listenPort,
    env: { ...process.env, ...extraEnv, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', stdio === 'pipe' ? 'pipe' : 'inherit'],
  });
  const output = [];
  if (stdio === 'pipe') {
    child.stdout.on('data', (chunk) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  } else {
    child.stdout.resume();
  }
  const base = `http://127.0.0.1:${listenPort}`;
  await waitForServer(`${base}/api/alerts`, child, 60_000);
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
    /** CPU seconds the server process has used so far (null without /proc). */
    cpuSeconds: () => cpuSeconds(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
