// `npm run bench`: builds when needed, starts the shop on loopback and measures it in one run.
// Prints JSON and tables. Sections: pages (first-load JS and Lighthouse mobile against an empty app of the same
// framework, with the machine's benchmarkIndex), cart, search, captcha (ALTCHA solve time in Chromium), ops
// (health/readiness p99 and the cost of logging and tracing), and standalone ones that start what they measure:
// bigcommerce, faults (a locked database, kill -9 and a restart).
// Options: --only=name[,name] picks sections  --runs=N (Lighthouse runs per route)  --no-lighthouse
// BENCH_PORT picks the server's port (default: a free one).
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ROOT } from './lib/build.mjs';
import { startServer } from './bench/server.mjs';
import { benchPages } from './bench/pages.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const withLighthouse = !args.includes('--no-lighthouse');
const wants = (name) => !only || only.includes(name);

function table(title, rows) {
  if (!rows?.length) return;
  console.log(`\n${title}`);
  console.table(rows);
}

const SERVER_SECTIONS = ['cart', 'search', 'captcha', 'ops'];
// Sections that need no running shop (they start what they measure themselves).
const STANDALONE_SECTIONS = ['bigcommerce', 'faults'];
const report = { date: new Date().toISOString(), node: process.version };
if (wants('pages') || SERVER_SECTIONS.some(wants)) {
  ensureBuild();
  // The cart section stands in for many shoppers behind one proxy (loopback), each with its own address.
  const server = await startServer({ TRUST_PROXY: 'loopback' }, { port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
  try {
    if (wants('pages')) report.pages = await benchPages(server.base, { runs, lighthouse: withLighthouse });
    // Optional sections: scripts/bench/<name>.mjs exporting `bench(base)` returning rows.
    for (const name of SERVER_SECTIONS) {
      const file = path.join(ROOT, 'scripts/bench', `${name}.mjs`);
      if (wants(name) && fs.existsSync(file)) {
        const mod = await import(file);
        report[name] = await mod.bench(server.base);
      }
    }
  } finally {
    await server.stop();
  }
}
for (const name of STANDALONE_SECTIONS) {
  if (wants(name)) report[name] = await (await import(path.join(ROOT, 'scripts/bench', `${name}.mjs`))).bench();
}

console.log('\nJSON:');
console.log(JSON.stringify(report, null, 2));
if (report.pages) {
  table('Pages: first-load JS (gzip -9, kB of 1024 B) against the framework floor (an empty app of the same next, react and react-dom, same run); goalKb = what a route may add above the floor, enforcedKb = what the size test enforces (the ceiling reached, or the recorded floor + the goal once met)', report.pages.sizes);
  if (report.pages.lighthouse) {
    table(`Lighthouse mobile, interleaved with the empty app round by round, median of ${runs}; *VsFloor = the median of the rounds' differences from the empty app, *Iqr = their quartiles (p25..p75), goalRounds = the rounds that met each goal; lcpWithoutLateScripts* = Lighthouse's simulated LCP computed again without the scripts that ran only after the real largest paint (it charges them when their run was a task under 10 ms; a diagnostic, the goal is on lcpMs: docs/performance.md)`, report.pages.lighthouse);
    console.log(`Lighthouse benchmarkIndex of this machine (median): ${report.pages.lighthouse[0].benchmarkIndex}`);
    console.log('Goals: performance within 3 points of the floor, TBT at most +100 ms, LCP at most +300 ms, CLS 0; accessibility, best practices and SEO 100.');
  }
}
for (const name of [...SERVER_SECTIONS, ...STANDALONE_SECTIONS]) {
  if (Array.isArray(report[name])) table(name, report[name]);
  else if (report[name]) for (const [key, rows] of Object.entries(report[name])) table(`${name}: ${key}`, rows);
}
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench-results', 'latest.json'), JSON.stringify(report, null, 2));
