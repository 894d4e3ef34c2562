// Server-side section of `npm run bench`: throughput of the statically generated (ISR) pages as a ratio to a
// static file of about the same size served by the same server in the same run (issue 16: at least 0.8).
// The server as deployed answers a page it just sent from its page cache (lib/operations/page-cache.ts,
// PAGE_CACHE_SECONDS, default 1 s); a second server with PAGE_CACHE_SECONDS=0 shows what Next.js alone does.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { runLoad } from './load.mjs';
import { startServer } from './server.mjs';

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

/** As the load runs ask: no compression (fetch asks for gzip unless told otherwise). */
const IDENTITY = { headers: { 'accept-encoding': 'identity' } };

const run = (url) => runLoad({ url, connections: CONNECTIONS, duration: DURATION_S });

/** Both runs of one page on one server: the static file first, then the page (any drift touches both). */
async function measure(base, pagePath, file) {
  const staticRun = await run(base + file.url);
  const pageRun = await run(base + pagePath);
  return { staticRun, pageRun, ratio: +(pageRun.reqPerSec / (staticRun.reqPerSec || 1)).toFixed(2) };
}

export async function bench(base) {
  const files = staticFiles();
  const nextAlone = await startServer({ TRUST_PROXY: 'loopback', PAGE_CACHE_SECONDS: '0' });
  const rows = [];
  try {
    for (const { page, path: pagePath } of ISR_PAGES) {
      // Asked until the page is in Next's ISR cache (a page prerendered by the build is STALE at first, then
      // regenerated) and the page cache holds a copy (it says how old with Age): what the runs below measure.
      let res;
      let servedBy = 'Next.js';
      let cache = '-';
      for (let attempt = 0; attempt < 30; attempt += 1) {
        res = await fetch(base + pagePath, IDENTITY);
        await res.arrayBuffer();
        if (res.headers.has('age')) {
          servedBy = 'page cache';
          break;
        }
        cache = res.headers.get('x-nextjs-cache') ?? '-';
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const htmlBytes = Buffer.byteLength(await (await fetch(base + pagePath, IDENTITY)).text());
      for (let attempt = 0; attempt < 5; attempt += 1) await (await fetch(nextAlone.base + pagePath, IDENTITY)).arrayBuffer();
      const file = closestInSize(files, htmlBytes);
      const deployed = await measure(base, pagePath, file);
      const alone = await measure(nextAlone.base, pagePath, file);
      rows.push({
        page,
        path: pagePath,
        cache,
        servedBy,
        htmlKb: +(htmlBytes / 1024).toFixed(1),
        reqPerSec: deployed.pageRun.reqPerSec,
        p95ms: deployed.pageRun.p95,
        staticFile: file.url,
        staticKb: +(file.bytes / 1024).toFixed(1),
        staticReqPerSec: deployed.staticRun.reqPerSec,
        ratio: deployed.ratio,
        target: ISR_TARGET_RATIO,
        ok: deployed.ratio >= ISR_TARGET_RATIO,
        nextAloneReqPerSec: alone.pageRun.reqPerSec,
        nextAloneRatio: alone.ratio,
        non2xx: deployed.pageRun.non2xx + deployed.staticRun.non2xx + alone.pageRun.non2xx + alone.staticRun.non2xx,
      });
    }
  } finally {
    await nextAlone.stop();
  }
  return rows;
}
