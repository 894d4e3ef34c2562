// Page benchmarks: first-load JS per route against its budget (gzip -9 bytes, the same measurement as the
// size-budget test), and Lighthouse mobile (simulated throttling, median of N runs) with the machine's
// benchmarkIndex, so that runs on different machines can be compared.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { BUDGET_ROUTES, measureBudgets, sharedScripts } from '../lib/first-load-js.mjs';

/** The routes Lighthouse scores: the pages most shoppers land on. */
const LIGHTHOUSE_ROUTES = ['home', 'product', 'category', 'search results'];

/**
 * The search results page is `noindex` on purpose (endless query URLs must stay out of indexes), which fails
 * Lighthouse's "is crawlable" audit by design; its SEO score is taken without that one audit.
 */
const SKIPPED_AUDITS = { 'search results': ['is-crawlable'] };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function lighthouseScores(base, path, runs, skipAudits = []) {
  const chromePath = ensureChromium();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const samples = { performance: [], accessibility: [], 'best-practices': [], seo: [], lcpMs: [], tbtMs: [], cls: [], benchmarkIndex: [] };
  const failing = new Set();
  try {
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(
        base + path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
        skipAudits.length ? { extends: 'lighthouse:default', settings: { skipAudits } } : undefined,
      );
      const { categories, audits, environment } = result.lhr;
      for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
        samples[key].push(Math.round((categories[key]?.score ?? 0) * 100));
        // Audits that cost points outside performance, so that a score under 100 says why.
        if (key !== 'performance') {
          for (const ref of categories[key]?.auditRefs ?? []) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${key}:${ref.id}`);
          }
        }
      }
      samples.lcpMs.push(Math.round(audits['largest-contentful-paint']?.numericValue ?? 0));
      samples.tbtMs.push(Math.round(audits['total-blocking-time']?.numericValue ?? 0));
      samples.cls.push(+(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
      samples.benchmarkIndex.push(Math.round(environment?.benchmarkIndex ?? 0));
    }
  } finally {
    await chrome.kill();
  }
  return { ...Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])), failing: [...failing].join(' ') };
}

export async function benchPages(base, { runs = 5, lighthouse: withLighthouse = true } = {}) {
  for (const route of BUDGET_ROUTES) await fetch(base + route.path); // warm ISR and the embedded store
  const sizes = await measureBudgets(base);
  const rows = [];
  for (const size of sizes) {
    const row = {
      route: size.name,
      path: size.path,
      scripts: size.scripts,
      gzipKb: size.gzipKb,
      budgetKb: size.budgetKb,
      ratio: size.ratio,
      ceilingKb: size.ceilingKb,
    };
    if (withLighthouse && LIGHTHOUSE_ROUTES.includes(size.name)) Object.assign(row, await lighthouseScores(base, size.path, runs, SKIPPED_AUDITS[size.name]));
    rows.push(row);
  }
  // The floor: the scripts every route loads (React, Next's runtime, the app shell), with no budget of its own.
  const shared = sharedScripts(sizes);
  rows.push({ route: 'shared by every route', path: '', scripts: shared.scripts, gzipKb: shared.gzipKb });
  return rows;
}
