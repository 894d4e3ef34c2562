// Runs the production server the way the container image does: `node server.js` from .next/standalone (see
// build.mjs), with Next's own signal handling off so the app's graceful shutdown owns SIGTERM/SIGINT
// (lib/operations/lifecycle.ts). Used by `npm start`, the e2e server and the benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';
import nextEnv from '@next/env';
import { ROOT, STANDALONE_DIR } from './build.mjs';

// server.js runs from its own folder: paths that are relative to the project are made absolute first.
const PATH_VARIABLES = ['DATA_DIR', 'CATALOGUE_FILE', 'CONTENT_DATASET_FILE'];

/** The server's environment: the project's .env files (as `next start` loads them), then `env` on top. */
function serverEnv(env = process.env) {
  const merged = { ...env };
  const { combinedEnv } = nextEnv.loadEnvConfig(ROOT, false, { info() {}, error: console.error });
  for (const [key, value] of Object.entries(combinedEnv)) merged[key] ??= value;
  merged.DATA_DIR ||= '.data';
  for (const name of PATH_VARIABLES) {
    if (merged[name]) merged[name] = path.resolve(ROOT, merged[name]);
  }
  return merged;
}

/** Resolves once `url` answers below 500; throws when the server exits first or `timeoutMs` passes. */
export async function waitForServer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Spawns the standalone server on host:port. */
export function spawnServer({ port, host = '127.0.0.1', env = process.env, stdio = 'inherit', dir = STANDALONE_DIR } = {}) {
  return spawn(process.execPath, [path.join(dir, 'server.js')], {
    cwd: dir,
    stdio,
    env: {
      ...serverEnv(env),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      PORT: String(port),
      HOSTNAME: host,
    },
  });
}
