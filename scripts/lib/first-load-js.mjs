// First-load JavaScript of a route: every script its server-rendered HTML loads, summed as gzip -9 bytes.
// Shared by the size-budget test (tests/e2e/size-budgets.spec.ts) and `npm run bench`, so both count the same way.
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * The routes with a first-load JS budget, in kB of 1024 bytes of gzip -9, one representative URL per kind of page.
 * - `budgetKb`: the goal. `npm run bench` prints every route's ratio to it.
 * - `ceilingKb`: what the size-budget test enforces: the size reached, plus about 2 kB. It only ever goes down.
 * docs/performance.md has the measured sizes, and why the 110 kB goals are below what React and Next load alone.
 */
export const BUDGET_ROUTES = [
  { name: 'home', path: '/', budgetKb: 110, ceilingKb: 150 },
  { name: 'product', path: '/products/whey-protein-isolate', budgetKb: 130, ceilingKb: 155 },
  { name: 'category', path: '/categories/shop-by-sport', budgetKb: 130, ceilingKb: 143 },
  { name: 'search results', path: '/search-results-page?q=protein', budgetKb: 190, ceilingKb: 142 },
  { name: 'information page', path: '/about-us', budgetKb: 110, ceilingKb: 143 },
  { name: 'blog index', path: '/blog', budgetKb: 110, ceilingKb: 145 },
  { name: 'blog post', path: '/blog/strength-training-for-runners', budgetKb: 110, ceilingKb: 148 },
];

/**
 * The scripts a browser downloads for this HTML: external `<script src>` elements, except `nomodule` ones
 * (modern browsers skip them) and data blocks (JSON, JSON-LD), which are not scripts that load.
 */
export function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (!src) continue;
    if (/\bnomodule\b/i.test(attributes)) continue;
    const type = /\btype="([^"]+)"/i.exec(attributes)?.[1];
    if (type && !/^(module|text\/javascript|application\/javascript)$/i.test(type)) continue;
    sources.push(src.replace(/&amp;/g, '&'));
  }
  return [...new Set(sources)];
}

async function get(url, as) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return as === 'text' ? res.text() : Buffer.from(await res.arrayBuffer());
}

/** Fetches the route's HTML from a running production server and measures every script it loads. */
export async function measureRoute(base, routePath) {
  const html = await get(new URL(routePath, base), 'text');
  const files = [];
  for (const src of scriptSources(html)) {
    const body = await get(new URL(src, base));
    files.push({ src, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { scripts: files.length, rawBytes: sum('rawBytes'), gzipBytes: sum('gzipBytes'), files };
}

/** Measures every budgeted route: size, budget and ratio to the budget (over 1 is over budget). */
export async function measureBudgets(base, routes = BUDGET_ROUTES) {
  const rows = [];
  for (const route of routes) {
    const size = await measureRoute(base, route.path);
    const budgetBytes = route.budgetKb * KB;
    rows.push({
      ...route,
      ...size,
      gzipKb: +(size.gzipBytes / KB).toFixed(1),
      budgetBytes,
      ratio: +(size.gzipBytes / budgetBytes).toFixed(3),
    });
  }
  return rows;
}

/**
 * The scripts every measured route loads (the framework, the runtime and the app shell): the floor under any
 * page, measured from the rows of measureBudgets.
 */
export function sharedScripts(rows) {
  const [first, ...rest] = rows;
  if (!first) return { scripts: 0, gzipBytes: 0, gzipKb: 0 };
  const files = first.files.filter((file) => rest.every((row) => row.files.some((other) => other.src === file.src)));
  const gzipBytes = files.reduce((total, file) => total + file.gzipBytes, 0);
  return { scripts: files.length, gzipBytes, gzipKb: +(gzipBytes / KB).toFixed(1), files };
}

export function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}
