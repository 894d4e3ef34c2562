// Finds a program a test step needs from a Debian package; installs the package with apt when the program is
// missing and we are root, otherwise stops with the command to run. Used for Chromium and redis-server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * @param {{ path: string, pkg: string, envName: string, what: string }} options  the program's expected path, the
 *   Debian package, the variable that can point elsewhere, and how to call it in messages
 */
export function ensureDebianProgram({ path, pkg, envName, what }) {
  if (fs.existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${what} was not found at ${path}. Install Debian's ${pkg} (sudo apt-get install -y ${pkg}) or set ${envName}, then run the tests again.`);
    process.exit(1);
  }
  console.log(`> ${what} is missing: installing Debian package ${pkg}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || !fs.existsSync(path)) {
    console.error(`Installing ${pkg} with apt-get failed; install it by hand (apt-get install -y ${pkg}) and retry.`);
    process.exit(1);
  }
  return path;
}
