// Finds Debian's Chromium for Playwright and Lighthouse; installs it with apt when missing and we are root.
import { ensureDebianProgram } from './debian-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianProgram({ path: CHROMIUM_PATH, pkg: 'chromium', envName: 'CHROMIUM_PATH', what: 'Chromium' });
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
