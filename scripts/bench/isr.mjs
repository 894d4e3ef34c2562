// Server-side section of `npm run bench`: throughput of the statically generated (ISR) pages as a ratio to a
// static file of about the same size served by the same server in the same run (issue 16: at least 0.8).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { runLoad } from './load.mjs';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_ISR_SECONDS ?? 5);
export const ISR_TARGET_RATIO = 0.8;

/** Pages built by getStaticProps with revalidate: served from the ISR cache. */
const ISR_PAGES = [
  { page: 'home', path: '/' },
  { page: 'product', path: '/products/whey-protein-isolate' },
  { page: 'category', path: '/categories/shop-by-sport' },
  { page: 'information page', path: '/about-us' },
  { page: 'blog post', path: '/blog/strength-training-for-runners' },
];

/** Every file the server serves as-is (public/ and the build's static assets), with its URL and size. */
function staticFiles() {
  const files = [];
  const walk = (dir, urlPrefix) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${urlPrefix}${entry.name}/`);
      else if (!entry.name.endsWith('.map')) files.push({ url: `${urlPrefix}${entry.name}`, bytes: fs.statSync(full).size });
    }
  };
  walk(path.join(ROOT, 'public'), '/');
  walk(path.join(ROOT, '.next', 'static'), '/_next/static/');
  return files;
}

function closestInSize(files, bytes) {
  return files.reduce((best, file) => (Math.abs(file.bytes - bytes) < Math.abs(best.bytes - bytes) ? file : best));
}

const run = (url) => runLoad({ url, connections: CONNECTIONS, duration: DURATION_S });

export async function bench(base) {
  const files = staticFiles();
  const rows = [];
  for (const { page, path: pagePath } of ISR_PAGES) {
    const res = await fetch(base + pagePath); // renders it once, so the run measures the ISR cache
    const htmlBytes = Buffer.byteLength(await res.text());
    const cache = res.headers.get('x-nextjs-cache');
    const file = closestInSize(files, htmlBytes);
    // Alternate static and page runs so that any drift of the shared machine touches both.
    const staticRun = await run(base + file.url);
    const pageRun = await run(base + pagePath);
    const ratio = +(pageRun.reqPerSec / (staticRun.reqPerSec || 1)).toFixed(2);
    rows.push({
      page,
      path: pagePath,
      cache: cache ?? '-',
      htmlKb: +(htmlBytes / 1024).toFixed(1),
      reqPerSec: pageRun.reqPerSec,
      p95ms: pageRun.p95,
      staticFile: file.url,
      staticKb: +(file.bytes / 1024).toFixed(1),
      staticReqPerSec: staticRun.reqPerSec,
      ratio,
      target: ISR_TARGET_RATIO,
      ok: ratio >= ISR_TARGET_RATIO,
      non2xx: pageRun.non2xx + staticRun.non2xx,
    });
  }
  return rows;
}
