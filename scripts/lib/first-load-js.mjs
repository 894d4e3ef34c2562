// First-load JavaScript of a route: every script its server-rendered HTML loads, summed as gzip -9 bytes.
// Shared by the size-budget test (tests/e2e/size-budgets.spec.ts) and `npm run bench`, so both count the same way.
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * The framework floor as recorded: what an empty pages-router app of next 16.4.6, react and react-dom 19.3.1 built
 * with Turbopack loads (scripts/bench/floor.mjs, `npm run bench -- --only=pages --no-lighthouse`, 27 Nov 2026).
 * The size test does not build the empty app (a second build in every test run): it takes this figure, and the
 * bench measures the floor again in each of its runs. Record it again when next, react or react-dom change.
 */
export const RECORDED_FLOOR_KB = 110.2;

/**
 * The routes measured, one representative URL per kind of page, sizes in kB of 1024 bytes of gzip -9.
 * - `aboveFloorKb`: the goal, what the route may load above the framework floor (an empty pages-router app of the
 *   same next, react and react-dom, measured in the same run by `npm run bench`: scripts/bench/floor.mjs).
 * - `ceilingKb`: for a route over its goal, what the size-budget test enforces today (the size reached plus about
 *   1 kB); it goes down, towards floor + aboveFloorKb, and up only for a capability every page pays for, said in
 *   docs/performance.md (2 Dec: the blog index's 123 -> 123.1, for the product page's variant rule). A route that meets its goal has none: the test
 *   enforces the recorded floor + its goal (enforcedCeilingKb). Code loaded after the first paint (at idle or the
 *   shopper's first interaction, such as the deferred parts' chunks and the ALTCHA widget's module on the
 *   sign-up page) is not first-load JS and is not counted.
 * Where the figures stand and how they were reached: docs/performance.md.
 */
export const BUDGET_ROUTES = [
  { name: 'home', path: '/', aboveFloorKb: 15 },
  { name: 'product', path: '/products/whey-protein-isolate', aboveFloorKb: 20 },
  { name: 'category', path: '/categories/shop-by-sport', aboveFloorKb: 20 },
  { name: 'search results', path: '/search-results-page?q=protein', aboveFloorKb: 25 },
  { name: 'information page', path: '/about-us', aboveFloorKb: 10, ceilingKb: 124 },
  { name: 'blog index', path: '/blog', aboveFloorKb: 10, ceilingKb: 123.1 },
  { name: 'blog post', path: '/blog/strength-training-for-runners', aboveFloorKb: 10, ceilingKb: 124 },
  { name: 'cart', path: '/cart', aboveFloorKb: 30 },
  { name: 'create account', path: '/create-account', aboveFloorKb: 30 },
  { name: 'gift certificates', path: '/giftcertificates', aboveFloorKb: 30 },
];

/** What the size-budget test enforces for a route: its ceiling while over its goal, else the floor + its goal. */
export function enforcedCeilingKb(route, floorKb = RECORDED_FLOOR_KB) {
  return route.ceilingKb ?? +(floorKb + route.aboveFloorKb).toFixed(1);
}

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
      enforcedKb: enforcedCeilingKb(route),
    });
  }
  return rows;
}
