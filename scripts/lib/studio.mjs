// The Studio (studio/) has its own package.json so the shop's install stays lean. These helpers install its
// dependencies when they are missing or stale, and run its Sanity CLI with the shop's own SANITY_* settings.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const STUDIO = path.join(ROOT, 'studio');
const INSTALLED_LOCK = path.join(STUDIO, 'node_modules', '.package-lock.json');

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** True when studio/node_modules is missing or older than studio's package.json or lockfile. */
function studioInstallIsStale() {
  const installed = mtime(INSTALLED_LOCK);
  return installed === 0 || installed < Math.max(mtime(path.join(STUDIO, 'package.json')), mtime(path.join(STUDIO, 'package-lock.json')));
}

/** `npm install` in studio/ when needed (about a minute the first time). Returns false if it failed. */
export function ensureStudioInstall() {
  if (!studioInstallIsStale()) return true;
  console.log('> Installing the Studio\'s dependencies (studio/)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: STUDIO, stdio: 'inherit' });
  return result.status === 0;
}

/** Loads .env.local then .env (never overriding the environment), so the Studio sees the shop's SANITY_* and SITE_URL. */
export function loadShopEnv() {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(ROOT, name);
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
}

/**
 * The environment of the Sanity CLI: the shop's variables under the SANITY_STUDIO_* names the Studio's browser
 * bundle can read (project, dataset, API host, the shop URL previews open on).
 */
export function studioEnv(env = process.env) {
  const mapped = {
    SANITY_STUDIO_PROJECT_ID: env.SANITY_PROJECT_ID,
    SANITY_STUDIO_DATASET: env.SANITY_DATASET,
    SANITY_STUDIO_API_HOST: env.SANITY_API_HOST,
    SANITY_STUDIO_SHOP_URL: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  };
  const out = { ...env };
  for (const [name, value] of Object.entries(mapped)) if (value && !out[name]) out[name] = value;
  return out;
}

/** Runs the Studio's own `sanity` binary in studio/; returns the exit status. */
export function runSanity(args, env = studioEnv()) {
  const bin = path.join(STUDIO, 'node_modules', '.bin', process.platform === 'win32' ? 'sanity.cmd' : 'sanity');
  const result = spawnSync(bin, args, { cwd: STUDIO, stdio: 'inherit', env });
  return result.status ?? 1;
}

// What the Studio's build and the generated types depend on: the Studio's sources and lockfile, and the shop's
// modules its schema and the typegen read (lib/content, components/content). Tests and outputs are left out.
const STAMP_INPUTS = ['studio', 'lib/content', 'components/content'];
const STAMP_SKIP = /\/(node_modules|dist|\.sanity|\.typegen-check|\.import|test)\/|\.test\.tsx?$/;

/** Files under `relative` (a path from the repository root), sorted, without the skipped ones. */
function walk(relative, files) {
  const full = path.join(ROOT, relative);
  if (fs.statSync(full).isFile()) {
    if (!STAMP_SKIP.test(`/${relative}`)) files.push(relative);
    return;
  }
  if (STAMP_SKIP.test(`/${relative}/`)) return;
  for (const entry of fs.readdirSync(full).sort()) walk(path.join(relative, entry), files);
}

/** A hash of the Studio's inputs and the SANITY_* settings the CLI sees. */
function studioStamp(env = process.env) {
  const hash = createHash('sha256');
  const files = [];
  for (const input of STAMP_INPUTS) walk(input, files);
  for (const file of files) hash.update(file).update('\0').update(fs.readFileSync(path.join(ROOT, file)));
  const settings = Object.keys(env).filter((key) => key.startsWith('SANITY_') || key === 'SITE_URL').sort();
  hash.update(settings.map((key) => `${key}=${env[key]}`).join('\n'));
  return hash.digest('hex');
}

/**
 * Runs `step` unless it last succeeded on these very inputs (the stamp file holds their hash): `npm test` builds
 * the Studio and checks the generated types once per change of the Studio's sources, not on every run.
 */
export function unlessUnchanged(stampFile, what, step, env = process.env) {
  const stamp = studioStamp(env);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`> ${what}: the Studio's sources have not changed since it last passed; skipped.`);
    return 0;
  }
  const status = step();
  if (status === 0) {
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, stamp);
  }
  return status;
}
