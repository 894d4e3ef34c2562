// First-load JavaScript of a route: every script its server-rendered HTML loads, summed as gzip -9 bytes.
// Shared by the size-budget test (tests/e2e/size-budgets.spec.ts) and `npm run bench`, so both count the same way.
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * The routes measured, one representative URL per kind of page, sizes in kB of 1024 bytes of gzip -9.
 * - `aboveFloorKb`: the goal, what the route may load above the framework floor (an empty pages-router app of the
 *   same next, react and react-dom, measured in the same run by `npm run bench`: scripts/bench/floor.mjs).
 * - `ceilingKb`: what the size-budget test enforces today (the size reached plus about 2 kB); it only ever goes
 *   down, towards floor + aboveFloorKb, except when a page gains what it needs to work without JavaScript (category
 *   143 -> 145: its quick-add forms and the product form post for real; home 150 -> 151: the back-in-stock alert's
 *   own page, rendered per request, adds its entry to Next's _buildManifest.js, which every page loads: 35 bytes of
 *   gzip, and home stood 18 bytes under 150 kB). Routes without one are measured by the bench only.
 * Where the figures stand and how they were reached: docs/performance.md.
 */
export const BUDGET_ROUTES = [
  { name: 'home', path: '/', aboveFloorKb: 15, ceilingKb: 151 },
  { name: 'product', path: '/products/whey-protein-isolate', aboveFloorKb: 20, ceilingKb: 155 },
  { name: 'category', path: '/categories/shop-by-sport', aboveFloorKb: 20, ceilingKb: 145 },
  { name: 'search results', path: '/search-results-page?q=protein', aboveFloorKb: 25, ceilingKb: 142 },
  { name: 'information page', path: '/about-us', aboveFloorKb: 10, ceilingKb: 143 },
  { name: 'blog index', path: '/blog', aboveFloorKb: 10, ceilingKb: 145 },
  { name: 'blog post', path: '/blog/strength-training-for-runners', aboveFloorKb: 10, ceilingKb: 148 },
  { name: 'cart', path: '/cart', aboveFloorKb: 30 },
  { name: 'create account', path: '/create-account', aboveFloorKb: 30 },
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

/**
 * Measures every route against the floor (the empty app's first-load JS, in bytes): size, what it adds above the
 * floor and that goal (over the goal when aboveKb > aboveFloorKb).
 */
export async function measureBudgets(base, floorBytes, routes = BUDGET_ROUTES) {
  const rows = [];
  for (const route of routes) {
    const size = await measureRoute(base, route.path);
    rows.push({
      ...route,
      ...size,
      gzipKb: +(size.gzipBytes / KB).toFixed(1),
      floorKb: +(floorBytes / KB).toFixed(1),
      aboveKb: +((size.gzipBytes - floorBytes) / KB).toFixed(1),
    });
  }
  return rows;
}

export function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}
