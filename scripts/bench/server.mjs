// Starts the production build on a free loopback port with a throwaway DATA_DIR, for benchmarks.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../lib/server.mjs';

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  // Logs go to a pipe that is read and dropped, as a log collector would read them.
  const child = spawnServer({ port, env: { ...process.env, DATA_DIR: dataDir, ...extraEnv }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.resume();
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/alerts`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  // Warm the routes once so ISR and the embedded store are initialised before measuring.
  return {
    base,
    /** CPU seconds the server process has used so far (null without /proc). */
    cpuSeconds: () => cpuSeconds(child.pid),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
