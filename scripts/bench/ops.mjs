// Operations benchmark, in one run:
//  - GET /api/health and GET /api/ready under 50 connections (probes must stay cheap to poll): p50/p99, req/s;
//  - the cost of logging and tracing on the cart API: the same cart requests against a server with both off
//    (LOG_LEVEL=silent, no OTLP endpoint) and one with both on (LOG_LEVEL=info, spans exported over OTLP/HTTP to a
//    local sink), in alternating rounds, each after a warm-up. Ratio = on / off for latency, off / on for throughput
//    (the median of the rounds): 1.00 is free; the target is at most 1.10. The server's CPU time per request
//    (cpuCost, from /proc) is the figure least moved by other work on the machine; latency and throughput ratios
//    are printed beside it.
import { spawn } from 'node:child_process';
import { newCartRequests, pickVariant } from './cart.mjs';
import { runLoad } from './load.mjs';
import { startServer } from './server.mjs';

const SECONDS = Number(process.env.BENCH_OPS_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_OPS_ROUNDS ?? 4);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** An OTLP/HTTP sink in its own process (as a collector would be): reads each export and answers 200. */
async function startSink() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}')); })
        .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((resolve) => child.stdout.once('data', (data) => resolve(Number(String(data).trim()))));
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function cartRequests(base) {
  const { productId, variantId } = pickVariant();
  const headers = { 'content-type': 'application/json' };
  const addBody = JSON.stringify({ item: { productId, variantId, quantity: 1 } });
  const created = await fetch(`${base}/api/bigcommerce/cart`, { method: 'POST', headers, body: addBody });
  if (!created.ok) throw new Error(`cart add failed: ${created.status}`);
  const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
  return {
    'POST cart (new cart)': newCartRequests(base, addBody),
    'GET cart': { url: `${base}/api/bigcommerce/cart`, headers: { cookie } },
  };
}

const round3 = (value) => +value.toFixed(3);

export async function bench(base) {
  const probes = [];
  for (const path of ['/api/health', '/api/ready']) {
    await runLoad({ url: `${base}${path}`, duration: 1 }); // warm-up
    const r = await runLoad({ url: `${base}${path}`, duration: SECONDS });
    probes.push({ request: `GET ${path}`, reqPerSec: r.reqPerSec, p50ms: r.p50, p99ms: r.p99, non2xx: r.non2xx });
  }

  const sink = await startSink();
  const servers = {
    // Loopback is the proxy, as for the cart section: new carts come from many shoppers (newCartRequests).
    off: await startServer({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'silent', OTEL_EXPORTER_OTLP_ENDPOINT: '' }),
    on: await startServer({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint }),
  };
  const cost = [];
  try {
    const requests = { off: await cartRequests(servers.off.base), on: await cartRequests(servers.on.base) };
    for (const name of Object.keys(requests.off)) {
      for (const mode of ['off', 'on']) await runLoad({ ...requests[mode][name], duration: 1 }); // warm-up
      // Rounds alternate which server goes first; each round gives its own on/off ratios, and the median of
      // rounds is reported, so a burst of load from elsewhere on the machine skews one round, not the result.
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 ? ['on', 'off'] : ['off', 'on'];
        const r = {};
        for (const mode of order) {
          const cpuBefore = servers[mode].cpuSeconds();
          r[mode] = await runLoad({ ...requests[mode][name], duration: SECONDS });
          const cpuAfter = servers[mode].cpuSeconds();
          r[mode].cpuMsPerRequest = cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / (r[mode].requests || 1);
        }
        rounds.push(r);
      }
      cost.push({
        request: name,
        offReqPerSec: Math.round(median(rounds.map((r) => r.off.reqPerSec))),
        onReqPerSec: Math.round(median(rounds.map((r) => r.on.reqPerSec))),
        offP50ms: median(rounds.map((r) => r.off.p50)),
        onP50ms: median(rounds.map((r) => r.on.p50)),
        ...(rounds[0].off.cpuMsPerRequest === null
          ? {}
          : {
              offCpuMsPerReq: round3(median(rounds.map((r) => r.off.cpuMsPerRequest))),
              onCpuMsPerReq: round3(median(rounds.map((r) => r.on.cpuMsPerRequest))),
              cpuCost: round3(median(rounds.map((r) => r.on.cpuMsPerRequest / (r.off.cpuMsPerRequest || 1)))),
            }),
        throughputCost: round3(median(rounds.map((r) => r.off.reqPerSec / (r.on.reqPerSec || 1)))),
        p50Cost: round3(median(rounds.map((r) => r.on.p50 / (r.off.p50 || 1)))),
        p99Cost: round3(median(rounds.map((r) => r.on.p99 / (r.off.p99 || 1)))),
        non2xx: rounds.reduce((sum, r) => sum + r.off.non2xx + r.on.non2xx, 0),
      });
    }
  } finally {
    await Promise.all([servers.off.stop(), servers.on.stop()]);
    sink.stop();
  }
  return { 'health and readiness under 50 connections': probes, 'logging + tracing on / both off (target <= 1.10)': cost };
}
