// Finds Debian's redis-server for the shared-state tests; installs it with apt when missing and we are root
// (as scripts/lib/chromium.mjs does for Chromium), and starts a throwaway instance on a unix socket.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianProgram } from './debian-package.mjs';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export function ensureRedisServer() {
  return ensureDebianProgram({ path: REDIS_SERVER_PATH, pkg: 'redis-server', envName: 'REDIS_SERVER_PATH', what: 'redis-server' });
}

/** Starts redis-server on a unix socket in a temp dir (no TCP port, no persistence); resolves when it answers. */
export async function startRedis() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-redis-'));
  const socket = path.join(dir, 'redis.sock');
  const child = spawn(
    REDIS_SERVER_PATH,
    ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(socket)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start (exit ${child.exitCode}).`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: socket,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
