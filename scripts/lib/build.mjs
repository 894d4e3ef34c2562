// Decides whether `next build` must run: a hash of the sources, the lockfile and the build-relevant environment,
// compared with the stamp the last build left in .next/. After a build, completes the standalone server
// (.next/standalone) the way the Dockerfile does: the static assets and the public folder beside server.js.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const INPUTS = ['pages', 'components', 'hooks', 'lib', 'styles', 'public', 'data', 'instrumentation.ts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
const SKIP = /(\.test\.tsx?$|\/node_modules\/|\/\.next\/)/;
// Variables that change what the build inlines or decides (public keys, modes).
const ENV_PREFIXES = ['NEXT_PUBLIC_', 'BIGCOMMERCE_', 'SANITY_', 'RECAPTCHA_', 'LOYALTYLION_', 'YOTPO_', 'KLAVIYO_', 'GTM_', 'SITE_URL', 'CATALOGUE_FILE', 'CONTENT_DATASET_FILE'];

function walk(target, files) {
  const full = path.join(ROOT, target);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    if (!SKIP.test(full)) files.push(full);
    return;
  }
  for (const entry of fs.readdirSync(full).sort()) walk(path.join(target, entry), files);
}

export function sourceStamp(env = process.env) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of INPUTS) walk(input, files);
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  const relevant = Object.keys(env)
    .filter((key) => ENV_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  hash.update(relevant.join('\n'));
  return hash.digest('hex');
}

const STAMP_FILE = path.join(ROOT, '.next', '.build-stamp');
export const STANDALONE_DIR = path.join(ROOT, '.next', 'standalone');

export function buildIsCurrent(env = process.env) {
  try {
    return (
      fs.readFileSync(STAMP_FILE, 'utf8') === sourceStamp(env) &&
      fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
      fs.existsSync(path.join(STANDALONE_DIR, 'server.js'))
    );
  } catch {
    return false;
  }
}

/**
 * Copies what `output: 'standalone'` leaves out into `target` (default .next/standalone): `.next/static` and
 * `public/`, exactly as the Dockerfile's final stage lays them out.
 */
export function completeStandalone(target = STANDALONE_DIR) {
  fs.rmSync(path.join(target, '.next', 'static'), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, '.next', 'static'), path.join(target, '.next', 'static'), { recursive: true });
  fs.rmSync(path.join(target, 'public'), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'public'), path.join(target, 'public'), { recursive: true });
}

/** Runs `next build` unless the last build is of these very sources and settings. */
export function ensureBuild({ env = process.env, force = false } = {}) {
  if (!force && buildIsCurrent(env)) {
    console.log('> The last build is current; skipping `next build`.');
    return;
  }
  console.log('> Building the shop (next build)…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('> next build failed.');
    process.exit(result.status ?? 1);
  }
  completeStandalone();
  fs.writeFileSync(STAMP_FILE, sourceStamp(env));
}

export { ROOT };
