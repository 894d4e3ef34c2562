// Finds Debian's Chromium for Playwright and Lighthouse; installs it with apt when missing and we are root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's chromium (sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log('> Chromium is missing: installing Debian package chromium (about a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    console.error('Installing chromium with apt-get failed; install it by hand (apt-get install -y chromium) and retry.');
    process.exit(1);
  }
  return CHROMIUM_PATH;
}

/** Flags for headless Chromium on this kind of machine (root, closed network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
