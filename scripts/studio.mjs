#!/usr/bin/env node
// The Studio from the shop's root, on the project the shop's SANITY_* variables name:
//   npm run studio            dev server (STUDIO_PORT, default 3333)
//   npm run studio:build      static build into studio/dist (works offline: a placeholder project when unset)
//   npm run studio:deploy     `sanity deploy` (hosted at <name>.sanity.studio)
//   npm run typegen           schema.json + lib/content/sanity.types.ts from the schema and the GROQ queries
//   npm run typegen -- --check   fails when the committed generated files are stale
// `--if-changed` (build, typegen --check; what `npm test` passes) skips the step when it last passed on the same
// Studio sources and settings.
import fs from 'node:fs';
import path from 'node:path';
import { ensureStudioInstall, loadShopEnv, runSanity, STUDIO, studioEnv, unlessUnchanged } from './lib/studio.mjs';
import { deployedSiteUrlProblem } from './lib/studio-site-url.mjs';

const [command = 'dev', ...args] = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const rest = args.filter((arg) => arg !== '--if-changed');
const BUILD_STAMP = path.join(STUDIO, 'dist', '.build-stamp');
const TYPEGEN_STAMP = path.join(STUDIO, 'node_modules', '.cache', 'typegen-check.stamp');
loadShopEnv();
// A deploy's settings are checked before anything is installed or built.
if (command === 'deploy') {
  requireProject('Deploying the Studio');
  const siteUrlProblem = deployedSiteUrlProblem(process.env.SITE_URL);
  if (siteUrlProblem) {
    console.error(siteUrlProblem);
    process.exit(1);
  }
}
if (!ensureStudioInstall()) process.exit(1);

function requireProject(what) {
  if (process.env.SANITY_PROJECT_ID && process.env.SANITY_DATASET) return;
  console.error(
    `${what} needs a Sanity project: set SANITY_PROJECT_ID and SANITY_DATASET (in .env.local, as for the shop's hosted ` +
      'content). To start one from the embedded dataset, see "Content editors: the Studio" in the README.',
  );
  process.exit(1);
}

/** schema.json and sanity.types.ts, into the repository or (check) a scratch folder compared with them. */
function typegen(check) {
  const outDir = check ? path.join(STUDIO, '.typegen-check') : null;
  const env = { ...studioEnv(), SANITY_TELEMETRY_DISABLED: '1', ...(outDir ? { STUDIO_TYPEGEN_OUT_DIR: outDir } : {}) };
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  const started = Date.now();
  // `schema extract --path` is relative to studio/ (absolute paths are joined onto it too).
  const schemaPath = outDir ? path.relative(STUDIO, path.join(outDir, 'schema.json')) : 'schema.json';
  if (runSanity(['schema', 'extract', '--path', schemaPath], env) !== 0) return 1;
  if (runSanity(['typegen', 'generate'], env) !== 0) return 1;
  console.log(`> typegen took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!outDir) return 0;
  const pairs = [
    [path.join(outDir, 'schema.json'), path.join(STUDIO, 'schema.json')],
    [path.join(outDir, 'sanity.types.ts'), path.join(STUDIO, '..', 'lib', 'content', 'sanity.types.ts')],
  ];
  // The generated file names its schema source; the scratch folder's path is the only expected difference.
  const read = (file) => fs.readFileSync(file, 'utf8').replace('// Source: .typegen-check/schema.json', '// Source: schema.json');
  const stale = pairs.filter(([fresh, committed]) => !fs.existsSync(committed) || read(fresh) !== read(committed));
  fs.rmSync(outDir, { recursive: true, force: true });
  if (stale.length === 0) {
    console.log('> Generated content types are up to date.');
    return 0;
  }
  console.error(
    `Stale generated files: ${stale.map(([, committed]) => path.relative(path.join(STUDIO, '..'), committed)).join(', ')}.\n` +
      'The schema (studio/schemaTypes) or a query (lib/content/queries.ts) changed: run `npm run typegen` and commit the result.',
  );
  return 1;
}

switch (command) {
  case 'dev':
    requireProject('The Studio');
    process.exit(runSanity(['dev', '--port', process.env.STUDIO_PORT || '3333', ...rest]));
    break;
  case 'build': {
    if (!process.env.SANITY_PROJECT_ID) console.warn('> No SANITY_PROJECT_ID: building with a placeholder project (fine for checking the build, not for deploying).');
    // A build may be served from any static host: the same SITE_URL rule as a deploy, as a warning.
    const siteUrlProblem = deployedSiteUrlProblem(process.env.SITE_URL);
    if (siteUrlProblem) console.warn(`> ${siteUrlProblem} (Fine for checking the build, not for serving it to editors.)`);
    const build = () => {
      const status = runSanity(['build', '--yes', ...rest]);
      return status === 0 && fs.existsSync(path.join(STUDIO, 'dist', 'index.html')) ? 0 : status || 1;
    };
    process.exit(ifChanged ? unlessUnchanged(BUILD_STAMP, 'Studio build', build) : build());
    break;
  }
  case 'deploy':
    process.exit(runSanity(['deploy', ...rest]));
    break;
  case 'typegen':
    if (rest.includes('--check') && ifChanged) process.exit(unlessUnchanged(TYPEGEN_STAMP, 'Generated types check', () => typegen(true)));
    process.exit(typegen(rest.includes('--check')));
    break;
  default:
    console.error(`Unknown command "${command}". Use dev, build, deploy or typegen [--check].`);
    process.exit(1);
}
