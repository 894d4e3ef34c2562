// Operations benchmark, in one run:
//  - GET /api/health and GET /api/ready under 50 connections (probes must stay cheap to poll): p50/p99, req/s;
//  - the cost of logging and tracing on the cart API: the same cart requests against four servers, both off
//    (LOG_LEVEL=silent, no OTLP endpoint), logging alone (LOG_LEVEL=info), tracing alone (spans exported over
//    OTLP/HTTP to a local sink) and both on (a production deploy), in rounds that run each server once in a
//    rotating order, after a warm-up. Ratio = on / off for CPU and latency, off / on for throughput (the median of
//    the rounds' own ratios): 1.00 is free; the targets for both on are TARGETS below. The server's CPU time per
//    request (cpuCost, from /proc) is the figure least moved by other work on the machine; latency and throughput
//    ratios are printed beside it. The rounds are spread over BENCH_OPS_SETS (4) sets of freshly started servers,
//    BENCH_OPS_ROUNDS (2) rounds each, of BENCH_OPS_SECONDS (3) s: separate server processes of the same build differ
//    by several percent, so the spread is printed too (cpuCostSets: each set's own median, lowest to highest).
import { spawn } from 'node:child_process';
import { createCart, newCartRequests } from './cart.mjs';
import { runLoad } from './load.mjs';
import { startServer } from './server.mjs';
import { median } from './stats.mjs';

const SECONDS = Number(process.env.BENCH_OPS_SECONDS ?? 3);
const SETS = Number(process.env.BENCH_OPS_SETS ?? 4);
const ROUNDS_PER_SET = Number(process.env.BENCH_OPS_ROUNDS ?? 2);
const WARM_UP_SECONDS = 2;
/** Both on / both off, server CPU per request: GET cart is the cheapest call, so logging and tracing weigh most there. */
const TARGETS = { 'GET cart': 1.25, 'POST cart (new cart)': 1.1 };


/**
 * An OTLP/HTTP sink in its own process (as a collector would be): reads each export, counts its spans and answers
 * 200. GET /count answers the number of spans received so far, so the bench can show that every request was traced.
 */
async function startSink() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `let spans = 0;
      require('node:http').createServer((req, res) => {
        if (req.method === 'GET') return res.end(String(spans));
        const chunks = [];
        req.on('data', (chunk) => chunks.push(chunk));
        req.on('end', () => {
          const body = Buffer.concat(chunks);
          for (let at = body.indexOf('"spanId"'); at !== -1; at = body.indexOf('"spanId"', at + 8)) spans += 1;
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((resolve) => child.stdout.once('data', (data) => resolve(Number(String(data).trim()))));
  const endpoint = `http://127.0.0.1:${port}`;
  return { endpoint, spans: async () => Number(await (await fetch(`${endpoint}/count`)).text()), stop: () => child.kill() };
}

async function cartRequests(base) {
  const { addBody, cookie } = await createCart(base);
  return {
    'POST cart (new cart)': newCartRequests(base, addBody),
    'GET cart': { url: `${base}/api/bigcommerce/cart`, headers: { cookie } },
  };
}

const round3 = (value) => +value.toFixed(3);

/** Each set's own median of a round figure, lowest to highest: how far one set of server processes can be off. */
function spreadOverSets(all, figure) {
  const bySet = new Map();
  for (const r of all) bySet.set(r.set, [...(bySet.get(r.set) ?? []), figure(r)]);
  return [...bySet.values()].map((values) => median(values)).sort((a, b) => a - b).map((value) => value.toFixed(2)).join(' ');
}

/** Spans a sink received against the requests its server answered under load (its few start-up and set-up
 * requests are traced too, so the figure is a hair high). */
async function spanCount(sink, requests) {
  const spans = await sink.spans();
  return { spans, spansPerRequest: +(spans / (requests || 1)).toFixed(2) };
}

/**
 * The servers compared: both off, each part alone and both on. "both on" is a production deploy: LOG_LEVEL info
 * (the default), JSON lines on stdout (read and dropped by this process, as a log collector would), spans exported
 * over OTLP/HTTP to a collector in its own process.
 */
const MODES = {
  off: { LOG_LEVEL: 'silent', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
  logging: { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
  tracing: { LOG_LEVEL: 'silent', OTEL_EXPORTER_OTLP_ENDPOINT: 'sink' },
  both: { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: 'sink' },
};
const PARTS = ['logging', 'tracing', 'both'];

/** One timed run against a mode's server, with the server's CPU time per request. */
async function measure(server, load, options) {
  const cpuBefore = server.cpuSeconds();
  const result = await load({ ...options, duration: SECONDS });
  const cpuAfter = server.cpuSeconds();
  result.cpuMsPerRequest = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / (result.requests || 1);
  return result;
}

export async function bench(base) {
  const probes = [];
  for (const path of ['/api/health', '/api/ready']) {
    await runLoad({ url: `${base}${path}`, duration: 1 }); // warm-up
    const r = await runLoad({ url: `${base}${path}`, duration: SECONDS });
    probes.push({ request: `GET ${path}`, reqPerSec: r.reqPerSec, p50ms: r.p50, p99ms: r.p99, non2xx: r.non2xx });
  }

  const modes = Object.keys(MODES);
  const rounds = {}; // per request: every round of every set
  const exported = [];
  // Each set starts fresh servers: separate server processes differ by several percent (JIT, memory layout) however
  // long they run, so the rounds are spread over SETS processes per mode instead of one.
  for (let set = 0; set < SETS; set += 1) {
    const sinks = {};
    const servers = {};
    const served = {}; // requests each server answered, to compare with the spans its sink received
    try {
      for (const [mode, env] of Object.entries(MODES)) {
        if (env.OTEL_EXPORTER_OTLP_ENDPOINT) sinks[mode] = await startSink();
        // Loopback is the proxy, as for the cart section: new carts come from many shoppers (newCartRequests).
        servers[mode] = await startServer({ TRUST_PROXY: 'loopback', ...env, OTEL_EXPORTER_OTLP_ENDPOINT: sinks[mode]?.endpoint ?? '' });
        served[mode] = 0;
      }
      const requests = {};
      for (const mode of modes) requests[mode] = await cartRequests(servers[mode].base);
      const load = async (mode, options) => {
        const result = await runLoad(options);
        served[mode] += result.requests;
        return result;
      };
      for (const name of Object.keys(requests.off)) {
        for (const mode of modes) await load(mode, { ...requests[mode][name], duration: WARM_UP_SECONDS }); // warm-up (JIT, caches)
        // Every round runs each server once, in an order rotated from round to round; each round gives its own
        // ratios to the "off" run of the same round, and the median of all rounds is reported, so a burst of load
        // from elsewhere on the machine skews one round, not the result.
        rounds[name] ??= [];
        for (let round = 0; round < ROUNDS_PER_SET; round += 1) {
          const order = modes.map((_, i) => modes[(i + round + set) % modes.length]);
          const r = { set };
          for (const mode of order) r[mode] = await measure(servers[mode], (options) => load(mode, options), requests[mode][name]);
          rounds[name].push(r);
        }
      }
      // Spans are exported within a second; then each traced server's sink should hold a request span and its child
      // spans for every request served: none dropped.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (const [mode, sink] of Object.entries(sinks)) {
        exported.push({ set: set + 1, on: mode, requests: served[mode], ...(await spanCount(sink, served[mode])) });
      }
    } finally {
      await Promise.all(Object.values(servers).map((server) => server.stop()));
      for (const sink of Object.values(sinks)) sink.stop();
    }
  }

  const cost = [];
  for (const [name, all] of Object.entries(rounds)) {
    const withCpu = all[0].off.cpuMsPerRequest !== null;
    for (const part of PARTS) {
      cost.push({
        request: name,
        on: part,
        offReqPerSec: Math.round(median(all.map((r) => r.off.reqPerSec))),
        onReqPerSec: Math.round(median(all.map((r) => r[part].reqPerSec))),
        offP50ms: +median(all.map((r) => r.off.p50)).toFixed(2),
        onP50ms: +median(all.map((r) => r[part].p50)).toFixed(2),
        ...(withCpu
          ? {
              offCpuMsPerReq: round3(median(all.map((r) => r.off.cpuMsPerRequest))),
              onCpuMsPerReq: round3(median(all.map((r) => r[part].cpuMsPerRequest))),
              cpuCost: round3(median(all.map((r) => r[part].cpuMsPerRequest / (r.off.cpuMsPerRequest || 1)))),
              cpuCostSets: spreadOverSets(all, (r) => r[part].cpuMsPerRequest / (r.off.cpuMsPerRequest || 1)),
            }
          : {}),
        throughputCost: round3(median(all.map((r) => r.off.reqPerSec / (r[part].reqPerSec || 1)))),
        p50Cost: round3(median(all.map((r) => r[part].p50 / (r.off.p50 || 1)))),
        p99Cost: round3(median(all.map((r) => r[part].p99 / (r.off.p99 || 1)))),
        non2xx: all.reduce((sum, r) => sum + r.off.non2xx + r[part].non2xx, 0),
      });
    }
  }
  const targets = cost
    .filter((row) => row.on === 'both')
    .map((row) => {
      const ratio = row.cpuCost ?? row.throughputCost;
      return { request: row.request, figure: row.cpuCost === undefined ? 'throughputCost' : 'cpuCost', ratio, target: TARGETS[row.request], met: ratio <= TARGETS[row.request] };
    });
  return {
    'health and readiness under 50 connections': probes,
    'spans received by the OTLP sink of each traced server': exported,
    [`logging and tracing on / both off, median of ${SETS * ROUNDS_PER_SET} rounds of ${SECONDS} s on ${SETS} sets of servers`]: cost,
    'logging and tracing both on / both off against the targets': targets,
  };
}
