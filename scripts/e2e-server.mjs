// The server Playwright tests run against: the production build (standalone server) on 127.0.0.1 with a fresh,
// throwaway DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { spawnServer } from './lib/server.mjs';

ensureBuild();
// E2E_DATA_DIR (set by playwright.config.ts) lets specs read what the shop writes there, e.g. the email outbox.
const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const port = process.env.E2E_PORT || '3199';
// Kept-alive connections live longer than the tests' pauses, as docs/deploy.md asks of a server behind a balancer:
// the browser contexts' API clients keep idle connections open, and with Node's 5 s default a request sent as the
// server closes its idle connection fails with ECONNRESET (seen in account-recovery under load: a second device's
// request after a long reset flow).
const child = spawnServer({ port, env: { KEEP_ALIVE_TIMEOUT: '65000', ...process.env, DATA_DIR: dataDir } });
const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => {
  removeData();
  process.exit(code ?? 0);
});
