// `npm test`: the whole suite — type check, lint, the Studio (install, type check, schema and dataset tests,
// generated types up to date, build), jest (unit + API), then Playwright end-to-end tests in Debian's Chromium
// against `next build && next start`, then the hosted run (`npm run test:hosted`: the shop in hosted mode against
// loopback stand-ins). Every step runs; the last line sums up what passed and failed.
// A throwaway Debian redis-server (installed with apt when missing and we are root) serves the shared-state tests
// of both jest and Playwright for the whole run (TEST_REDIS_URL), and is stopped at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureBuild, ROOT } from './lib/build.mjs';
import { availablePort } from './lib/ports.mjs';
import { ensureRedisServer, startRedis } from './lib/redis.mjs';
import { ensureStudioInstall, STUDIO } from './lib/studio.mjs';
import { addReport } from './lib/test-counts.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const resultsDir = path.join(ROOT, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
process.env.NEXT_TELEMETRY_DISABLED = '1';

const summary = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(step, command, args, env = {}, cwd = ROOT) {
  console.log(`\n=== ${step} ===`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(step);
  return ok;
}

/** A step that counts as one check. */
function check(step, command, args, env = {}, cwd = ROOT) {
  if (run(step, command, args, env, cwd)) summary.passed += 1;
  else summary.failed += 1;
}

ensureChromium();
ensureRedisServer();
const redis = await startRedis();
process.env.TEST_REDIS_URL = redis.url;

// 1-2: static checks count as one check each.
check('type check', bin('tsc'), ['--noEmit', '-p', '.']);
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);

// 3: the Studio (studio/, its own dependencies, installed here on a fresh clone): its type check, the schema and
// dataset tests (node:test), the generated content types' freshness and the build each count.
console.log('\n=== studio install ===');
if (ensureStudioInstall()) {
  const studioEnv = { SANITY_TELEMETRY_DISABLED: '1' };
  check('studio type check', bin('tsc'), ['--noEmit', '-p', 'studio'], studioEnv);
  const tap = path.join(resultsDir, 'studio.tap');
  fs.rmSync(tap, { force: true });
  const studioTestsOk = run(
    'studio tests',
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, 'test/*.test.ts'],
    studioEnv,
    STUDIO,
  );
  const counts = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(counts)?.[1] ?? 0);
  if (counts) {
    summary.passed += count('pass');
    summary.failed += count('fail') + count('cancelled');
    summary.skipped += count('skipped') + count('todo');
  } else if (!studioTestsOk) summary.failed += 1;
  // Both skip when they last passed on the same Studio sources: the build alone takes ~25 s of CPU.
  check('generated content types up to date', process.execPath, ['scripts/studio.mjs', 'typegen', '--check', '--if-changed'], studioEnv);
  check('studio build', process.execPath, ['scripts/studio.mjs', 'build', '--if-changed'], studioEnv);
} else {
  failedSteps.push('studio install');
  summary.failed += 1;
}

// 4: jest (unit, component and API route tests).
const jestJson = path.join(resultsDir, 'jest.json');
fs.rmSync(jestJson, { force: true });
const jestOk = run('jest', bin('jest'), ['--ci', '--json', `--outputFile=${jestJson}`]);
addReport(summary, jestJson, 'jest', jestOk);

// 5: end-to-end in Chromium against the production build.
console.log('\n=== build ===');
ensureBuild();
const e2eJson = path.join(resultsDir, 'e2e.json');
fs.rmSync(e2eJson, { force: true });
// Its server's usual port (playwright.config.ts), unless something else listens there.
const e2ePort = process.env.E2E_PORT || String(await availablePort(3199));
if (e2ePort !== (process.env.E2E_PORT || '3199')) console.log(`> Port 3199 is in use: the end-to-end server listens on ${e2ePort}.`);
const e2eOk = run('playwright', bin('playwright'), ['test'], { CI: process.env.CI ?? '', E2E_PORT: e2ePort, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
addReport(summary, e2eJson, 'playwright', e2eOk);

// 5: the shop in hosted mode against loopback stand-ins (scripts/test-hosted.mjs, its own build in .next-hosted).
const hostedSummary = path.join(resultsDir, 'hosted-summary.json');
fs.rmSync(hostedSummary, { force: true });
const hostedOk = run('hosted', process.execPath, [path.join(ROOT, 'scripts/test-hosted.mjs')]);
addReport(summary, hostedSummary, 'hosted', hostedOk);

await redis.stop();

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(failedSteps.length === 0 && summary.failed === 0 ? 0 : 1);
