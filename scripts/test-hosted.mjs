// `npm run test:hosted`: the whole shop in hosted mode, against loopback stand-ins for every upstream
// (tests/hosted/stand-ins: the fake BigCommerce, Sanity over the content dataset, the embedded engine as the
// Algolia host, reCAPTCHA, LoyaltyLion, Klaviyo), each behind a fault switch.
//   1. starts the stand-ins, 2. pushes the search records with `npm run search:sync` (ALGOLIA_HOSTS),
//   3. builds the shop in hosted mode into .next-hosted/ (NEXT_DIST_DIR; .next/ is left alone),
//   4. serves it on 127.0.0.1:$HOSTED_PORT (3225), 5. runs Playwright (tests/hosted/playwright.config.ts):
//      the shopper journeys, then the pass with every upstream down,
//      (`-- --project=journeys` or `-- --project=upstreams-down` runs one of them),
//   6. checks the fake BigCommerce's record: no request broke the vendored specs/schema, none hit the REST quota.
// Ends with a plain "N passed, N failed" line and writes test-results/hosted-summary.json for scripts/test.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuildAsync, distDirOf, ROOT } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { availablePort } from './lib/ports.mjs';
import { waitForServer } from './lib/server.mjs';
import { importTs } from './search/ts-loader.mjs';
import { addReport } from './lib/test-counts.mjs';

// The usual port unless something else listens there (another clone's run, a shop left running).
const PORT = process.env.HOSTED_PORT || String(await availablePort(3225));
const BASE_URL = `http://127.0.0.1:${PORT}`;
const resultsDir = path.join(ROOT, 'test-results');
const SUMMARY_FILE = path.join(resultsDir, 'hosted-summary.json');
const SERVER_LOG = path.join(resultsDir, 'hosted-server.log');
const ALL_PHASES = [
  { project: 'journeys', report: path.join(resultsDir, 'hosted-journeys.json') },
  { project: 'upstreams-down', report: path.join(resultsDir, 'hosted-down.json') },
];
// `npm run test:hosted -- --project=upstreams-down` runs one phase (while working on it); `-- --serve` only starts
// the stand-ins and the hosted shop and keeps them up (flip outages with POST {control}/faults { "fault": "down" }).
const SERVE_ONLY = process.argv.includes('--serve');
const only = process.argv.filter((arg) => arg.startsWith('--project=')).map((arg) => arg.slice('--project='.length));
const PHASES = only.length > 0 ? ALL_PHASES.filter((phase) => only.includes(phase.project)) : ALL_PHASES;

const summary = { passed: 0, failed: 0, skipped: 0, problems: [] };
const children = new Set();

function run(command, args, env, { quiet = false } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  children.add(child);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function check(ok, label) {
  if (ok) summary.passed += 1;
  else {
    summary.failed += 1;
    summary.problems.push(label);
  }
  console.log(`${ok ? '  ✓' : '  ✘'} ${label}`);
}

/**
 * ISR writes the pages it renders into the build folder (server/route-cache/, and server/pages/ in older Next
 * versions). Right after a build its own pages are kept aside, and each server start begins from them again with
 * no route cache: a page an earlier server rendered cannot pass for "its last good version".
 */
const pristineOf = (distDir) => path.join(distDir, 'pristine-pages');

function keepBuiltPages(distDir) {
  fs.rmSync(pristineOf(distDir), { recursive: true, force: true });
  fs.cpSync(path.join(distDir, 'server', 'pages'), pristineOf(distDir), { recursive: true });
}

function restoreBuiltPages(distDir) {
  fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
  const pages = path.join(distDir, 'server', 'pages');
  fs.rmSync(pages, { recursive: true, force: true });
  fs.cpSync(pristineOf(distDir), pages, { recursive: true });
}

/** `next start` of the hosted build; its output goes to the log (upstream failures are logged there on purpose). */
async function startServer(env, logStream) {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', PORT, '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.stdout.pipe(logStream, { end: false });
  child.stderr.pipe(logStream, { end: false });
  child.on('exit', () => children.delete(child));
  await waitForServer(`${BASE_URL}/robots.txt`, child, 90_000);
  return child;
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The graceful shutdown takes at most SHUTDOWN_GRACE_MS (10 s); a server still there after that is killed, so no
  // server outlives the run (an orphan would hold its port and skew whatever runs next on the machine).
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/** Stops every server this run started, and waits until they are gone. */
const stopAll = () => Promise.all([...children].map(stopServer));

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.rmSync(SUMMARY_FILE, { force: true });
  ensureChromium();

  console.log('\n=== hosted: stand-ins ===');
  const { startStandIns } = await importTs('tests/hosted/stand-ins/index.ts');
  const standIns = await startStandIns({ root: ROOT });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-hosted-'));
  // Only the stand-ins' settings: nothing of the caller's own .env reaches the run.
  const baseEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(BIGCOMMERCE_|SANITY_|NEXT_PUBLIC_ALGOLIA_|ALGOLIA_|RECAPTCHA_|LOYALTYLION_|YOTPO_|KLAVIYO_|GTM_)/.test(key)),
  );
  const env = {
    ...baseEnv,
    ...standIns.env,
    NEXT_DIST_DIR: '.next-hosted',
    SITE_URL: BASE_URL,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  for (const [service, proxy] of Object.entries(standIns.proxies)) console.log(`  ${service.padEnd(10)} ${proxy.url}`);
  console.log(`  control    ${standIns.controlUrl}`);

  let server = null;
  try {
    console.log('\n=== hosted: search:sync to the Algolia stand-in ===');
    const syncCode = await run(process.execPath, [path.join(ROOT, 'scripts/search-sync.mjs')], env);
    const records = standIns.searchRecords();
    check(syncCode === 0 && Object.values(records).some((count) => count > 0), `search:sync pushed the indexes to ALGOLIA_HOSTS (${JSON.stringify(records)})`);

    console.log('\n=== hosted: build (.next-hosted) ===');
    // Without the build's own pages kept aside (a build from before this script did so), build again.
    const built = await ensureBuildAsync({ env, force: !fs.existsSync(pristineOf(distDirOf(env))) });
    if (built) keepBuiltPages(distDirOf(env));
    standIns.fake.resetCounts();

    const logStream = fs.createWriteStream(SERVER_LOG);
    console.log(`  the shop's own log: ${path.relative(ROOT, SERVER_LOG)}`);
    const playwrightEnv = {
      ...env,
      HOSTED_BASE_URL: BASE_URL,
      HOSTED_CONTROL_URL: standIns.controlUrl,
      HOSTED_BROWSER_ROUTES: JSON.stringify(standIns.browserRoutes),
      HOSTED_PREVIEW_SECRET: env.PREVIEW_SECRET,
      // What the Studio talks to: the Sanity stand-in itself (not the shop's fault proxy), with an editor's token.
      HOSTED_SANITY_API_HOST: standIns.sanity.apiHost,
    };
    if (SERVE_ONLY) {
      restoreBuiltPages(distDirOf(env));
      server = await startServer(env, logStream);
      console.log(`\nThe hosted shop: ${BASE_URL} (log: ${path.relative(ROOT, SERVER_LOG)})`);
      console.log(`Outages: curl -X POST ${standIns.controlUrl}/faults -d '{"fault":"down"}'   (or "error", "up"; "services": [...])`);
      console.log('Ctrl-C stops everything.');
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    for (const phase of PHASES) {
      // Each phase starts from the build's own pages on a fresh server: what one phase rendered is not another's
      // "last good version".
      standIns.setFault('up');
      if (server) await stopServer(server);
      restoreBuiltPages(distDirOf(env));
      console.log(`\n=== hosted: serve ${BASE_URL} (${phase.project}) ===`);
      logStream.write(`\n=== ${phase.project} ===\n`);
      server = await startServer(env, logStream);

      console.log(`\n=== hosted: playwright (${phase.project}) ===`);
      fs.rmSync(phase.report, { force: true });
      const code = await run(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '-c', 'tests/hosted/playwright.config.ts', `--project=${phase.project}`], {
        ...playwrightEnv,
        PLAYWRIGHT_JSON_OUTPUT_NAME: phase.report,
      });
      const tests = addReport(summary, phase.report, 'playwright');
      if (tests?.failed > 0) summary.problems.push(`${tests.failed} ${phase.project} test(s) failed`);
      else if (!tests && code !== 0) check(false, `playwright (${phase.project}) did not run (exit ${code})`);
    }
    standIns.setFault('up');
    if (summary.failed > 0) console.log(`\n  (the shop's log: ${path.relative(ROOT, SERVER_LOG)})`);

    console.log('\n=== hosted: the fake BigCommerce record ===');
    const failures = standIns.fake.failures();
    for (const failure of failures.slice(0, 50)) console.log(`    contract: ${failure}`);
    if (failures.length > 50) console.log(`    … and ${failures.length - 50} more`);
    check(failures.length === 0, `every BigCommerce request matched the vendored specs and schema (${failures.length} failures)`);
    const counts = standIns.fake.counts();
    console.log(`    requests: REST ${counts.rest}, GraphQL ${counts.graphql}, answered 429: ${counts.rateLimited}`);
    check(counts.rateLimited === 0, `browsing and buying stayed within the REST quota (${counts.rateLimited} requests answered 429)`);
    const searchFailures = standIns.algolia.failures();
    for (const failure of searchFailures.slice(0, 20)) console.log(`    search host: ${failure}`);
    check(searchFailures.length === 0, `every request to the Algolia host was one it knows, with the right keys (${searchFailures.length} failures)`);
  } catch (error) {
    check(false, `the hosted run stopped: ${error.message}`);
  } finally {
    await stopAll();
    await standIns.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  fs.writeFileSync(SUMMARY_FILE, JSON.stringify(summary, null, 2));
  console.log('');
  if (summary.problems.length) console.log(`hosted problems: ${summary.problems.join('; ')}`);
  console.log(`${summary.passed} passed, ${summary.failed} failed`);
  process.exit(summary.failed === 0 ? 0 : 1);
}

for (const signal of SERVE_ONLY ? ['SIGTERM'] : ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

main().catch((error) => {
  console.error(error);
  void stopAll().then(() => process.exit(1));
});
