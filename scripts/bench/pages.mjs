// Page benchmarks: first-load JS per route (gzip) and Lighthouse mobile scores (median of N runs).
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';

export const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/whey-protein-isolate' },
  { name: 'category', path: '/categories/shop-by-sport' },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Sums the gzip size of every script the route's HTML loads (what a first visit downloads). */
export async function firstLoadJs(base, path) {
  const html = await (await fetch(base + path)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: new Set(sources).size, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gzip / 1024).toFixed(1) };
}

export async function lighthouseScores(base, path, runs) {
  const chromePath = ensureChromium();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const samples = { performance: [], accessibility: [], 'best-practices': [], seo: [], lcpMs: [], tbtMs: [], cls: [] };
  try {
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) samples[key].push(Math.round((categories[key]?.score ?? 0) * 100));
      samples.lcpMs.push(Math.round(audits['largest-contentful-paint']?.numericValue ?? 0));
      samples.tbtMs.push(Math.round(audits['total-blocking-time']?.numericValue ?? 0));
      samples.cls.push(+(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    }
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
}

export async function benchPages(base, { runs = 5 } = {}) {
  const rows = [];
  for (const route of ROUTES) {
    await fetch(base + route.path); // warm ISR
    const js = await firstLoadJs(base, route.path);
    const lh = await lighthouseScores(base, route.path, runs);
    rows.push({ route: route.name, path: route.path, ...js, ...lh });
  }
  const homeJs = rows[0].gzipKb || 1;
  for (const row of rows) row.jsVsHome = +(row.gzipKb / homeJs).toFixed(2);
  return rows;
}
