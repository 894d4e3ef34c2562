// Decides whether `next build` must run: a hash of the sources, the lockfile and the build-relevant environment,
// compared with the stamp the last build left in its distDir (.next/, or NEXT_DIST_DIR: the hosted test run builds
// into .next-hosted/ and leaves .next/ alone). After a build, completes the standalone server (<distDir>/standalone)
// the way the Dockerfile does: the static assets and the public folder beside server.js.
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
// The .env files `next build` reads (production) are inputs too: the service variables set in them decide the modes.
const INPUTS = ['pages', 'components', 'hooks', 'lib', 'styles', 'public', 'data', 'instrumentation.ts', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', '.env.production.local', '.env.local', '.env.production', '.env'];
const SKIP = /(\.test\.tsx?$|\/node_modules\/|\/\.next[^/]*\/)/;
// Variables that change what the build inlines or decides (public keys, modes).
const ENV_PREFIXES = ['NEXT_PUBLIC_', 'NEXT_DIST_DIR', 'BIGCOMMERCE_', 'SANITY_', 'ALGOLIA_', 'RECAPTCHA_', 'LOYALTYLION_', 'YOTPO_', 'KLAVIYO_', 'GTM_', 'SITE_URL', 'CATALOGUE_FILE', 'CONTENT_DATASET_FILE'];

function walk(root, target, files) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    if (!SKIP.test(full)) files.push(full);
    return;
  }
  for (const entry of fs.readdirSync(full).sort()) walk(root, path.join(target, entry), files);
}

/** What a build is made of: the sources and settings under `root`, and the build-relevant variables of `env`. */
export function sourceStamp(env = process.env, root = ROOT) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of INPUTS) walk(root, input, files);
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  const relevant = Object.keys(env)
    .filter((key) => ENV_PREFIXES.some((prefix) => key.startsWith(prefix)))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  hash.update(relevant.join('\n'));
  return hash.digest('hex');
}

/** The build folder for this environment (next.config.ts reads the same variable). */
export function distDirOf(env = process.env) {
  return path.join(ROOT, env.NEXT_DIST_DIR || '.next');
}

/** The standalone server of a build: `node server.js` in this folder. */
function standaloneDirOf(env = process.env) {
  return path.join(distDirOf(env), 'standalone');
}

export const STANDALONE_DIR = standaloneDirOf({});

function buildIsCurrent(env = process.env) {
  const distDir = distDirOf(env);
  try {
    return (
      fs.readFileSync(path.join(distDir, '.build-stamp'), 'utf8') === sourceStamp(env) &&
      fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
      fs.existsSync(path.join(standaloneDirOf(env), 'server.js'))
    );
  } catch {
    return false;
  }
}

const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const buildEnv = (env) => ({ ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });

/**
 * Copies what `output: 'standalone'` leaves out into the build's standalone folder: `<distDir>/static` and
 * `public/`, exactly as the Dockerfile's final stage lays them out.
 */
function completeStandalone(env = process.env) {
  const distDir = distDirOf(env);
  const target = standaloneDirOf(env);
  const staticDir = path.join(target, path.basename(distDir), 'static');
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.cpSync(path.join(distDir, 'static'), staticDir, { recursive: true });
  fs.rmSync(path.join(target, 'public'), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'public'), path.join(target, 'public'), { recursive: true });
}

/** Runs `next build` unless the last build is of these very sources and settings. */
export function ensureBuild({ env = process.env, force = false } = {}) {
  if (!force && buildIsCurrent(env)) {
    console.log(`> The last build in ${path.relative(ROOT, distDirOf(env))}/ is current; skipping \`next build\`.`);
    return;
  }
  console.log(`> Building the shop into ${path.relative(ROOT, distDirOf(env))}/ (next build)…`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: buildEnv(env), stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('> next build failed.');
    process.exit(result.status ?? 1);
  }
  completeStandalone(env);
  fs.writeFileSync(path.join(distDirOf(env), '.build-stamp'), sourceStamp(env));
}

/**
 * The same without blocking this process: for a caller that serves the build's upstreams itself (the hosted
 * test run's stand-ins answer the prerendering). Resolves to whether a build ran; rejects when it failed.
 */
export async function ensureBuildAsync({ env = process.env, force = false } = {}) {
  if (!force && buildIsCurrent(env)) {
    console.log(`> The last build in ${path.relative(ROOT, distDirOf(env))}/ is current; skipping \`next build\`.`);
    return false;
  }
  console.log(`> Building the shop into ${path.relative(ROOT, distDirOf(env))}/ (next build)…`);
  const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, env: buildEnv(env), stdio: 'inherit' });
  const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  completeStandalone(env);
  fs.writeFileSync(path.join(distDirOf(env), '.build-stamp'), sourceStamp(env));
  return true;
}

export { ROOT };
