// Page benchmarks against the framework floor (an empty pages-router app of the same next, react and react-dom,
// built and served in the same run: scripts/bench/floor.mjs):
// - first-load JS per route (gzip -9, the size-budget test's measurement): size, floor, above the floor, goal;
// - Lighthouse mobile (simulated throttling) on the pages most shoppers land on, interleaved with the empty app
//   round by round so both see the same machine, median of N rounds: performance, TBT, LCP, CLS, each page's
//   difference from the floor (the median of the rounds' differences, with its quartiles, and how many rounds met
//   each goal: against-floor.mjs), and the machine's benchmarkIndex.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { BUDGET_ROUTES, measureBudgets, measureRoute } from '../lib/first-load-js.mjs';
import { startFloorApp } from './floor.mjs';
import { compareWithFloor, pairedDifferences } from './against-floor.mjs';
import { lcpWithoutLateScripts } from './lantern-late-scripts.mjs';
import { median } from './stats.mjs';

const LIGHTHOUSE_ROUTES = ['home', 'product', 'category', 'search results'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The search results page is `noindex` on purpose (endless query URLs must stay out of indexes), which fails
 * Lighthouse's "is crawlable" audit by design; its SEO score is taken without that one audit.
 */
const SKIPPED_AUDITS = { 'search results': ['is-crawlable'] };


async function lighthouseOnce(port, url, skipAudits = []) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    skipAudits.length ? { extends: 'lighthouse:default', settings: { skipAudits } } : undefined,
  );
  const { categories, audits, environment } = result.lhr;
  const failing = [];
  const sample = {};
  for (const key of CATEGORIES) {
    sample[key] = Math.round((categories[key]?.score ?? 0) * 100);
    // Audits that cost points outside performance, so that a score under 100 says why.
    if (key === 'performance') continue;
    for (const ref of categories[key]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${key}:${ref.id}`);
    }
  }
  sample.tbtMs = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
  sample.lcpMs = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
  sample.cls = +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);
  sample.benchmarkIndex = Math.round(environment?.benchmarkIndex ?? 0);
  // Lantern's LCP again without the scripts that ran only after the real largest paint (lantern-late-scripts.mjs:
  // it charges them when their evaluation was a task under 10 ms). See docs/performance.md.
  sample.lcpWithoutLateScriptsMs = await lcpWithoutLateScripts(result.artifacts, result.lhr.configSettings);
  return { sample, failing };
}

/**
 * Lighthouse on each page, round by round (floor, then every page, then the next round), in one Chrome. Returns
 * per page the median of each measure, the audits that failed in any round, and the rounds' samples (`runs`).
 */
async function interleavedLighthouse(pages, rounds) {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const samples = new Map(pages.map((page) => [page.name, []]));
  const failing = new Map(pages.map((page) => [page.name, new Set()]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const page of pages) {
        const { sample, failing: failed } = await lighthouseOnce(chrome.port, page.url, page.skipAudits);
        samples.get(page.name).push(sample);
        for (const audit of failed) failing.get(page.name).add(audit);
      }
    }
  } finally {
    await chrome.kill();
  }
  return new Map(
    pages.map(({ name }) => {
      const runs = samples.get(name);
      const medians = Object.fromEntries(
        Object.keys(runs[0]).map((key) => {
          const values = runs.map((run) => run[key]).filter((value) => value !== null);
          return [key, values.length ? median(values) : null];
        }),
      );
      return [name, { ...medians, failing: [...failing.get(name)].join(' '), runs }];
    }),
  );
}

export async function benchPages(base, { runs, lighthouse: withLighthouse }) {
  const floor = await startFloorApp();
  try {
    for (const route of BUDGET_ROUTES) await fetch(base + route.path); // warm ISR and the embedded store
    const floorSize = await measureRoute(floor.base, '/');
    const sizes = await measureBudgets(base, floorSize.gzipBytes);
    const rows = sizes.map((size) => ({
      route: size.name,
      path: size.path,
      scripts: size.scripts,
      kB: size.gzipKb,
      floorKb: size.floorKb,
      aboveFloorKb: size.aboveKb,
      goalKb: size.aboveFloorKb,
      enforcedKb: size.enforcedKb,
    }));
    const floorRow = { route: 'empty app (floor)', path: '/', scripts: floorSize.scripts, kB: +(floorSize.gzipBytes / 1024).toFixed(1) };
    if (!withLighthouse) return { sizes: [floorRow, ...rows] };

    const pages = [
      { name: 'empty app (floor)', url: `${floor.base}/` },
      ...BUDGET_ROUTES.filter((route) => LIGHTHOUSE_ROUTES.includes(route.name)).map((route) => ({
        name: route.name,
        url: base + route.path,
        skipAudits: SKIPPED_AUDITS[route.name],
      })),
    ];
    const scores = await interleavedLighthouse(pages, runs);
    const floorScores = scores.get('empty app (floor)');
    const lighthouseRows = pages.map(({ name }) => {
      const { runs: pageRuns, ...score } = scores.get(name);
      if (name === 'empty app (floor)') return { page: name, ...score };
      const lateScripts = pairedDifferences(pageRuns, floorScores.runs, 'lcpWithoutLateScriptsMs');
      return {
        page: name,
        ...score,
        ...compareWithFloor(pageRuns, floorScores.runs),
        lcpWithoutLateScriptsVsFloorMs: lateScripts.length ? Math.round(median(lateScripts)) : null,
      };
    });
    // Every round's figures stay in the JSON report (bench-results/latest.json), for reading the spread afterwards.
    const lighthouseRuns = Object.fromEntries(pages.map(({ name }) => [name, scores.get(name).runs]));
    return { sizes: [floorRow, ...rows], lighthouse: lighthouseRows, lighthouseRuns };
  } finally {
    await floor.stop();
  }
}
