// One autocannon run with latency percentiles and status counts, shared by the sections that put load on the server.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon with `options` (url, method, headers, body, connections, duration) and sums up the run. */
export function load(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        requests: result.requests.total,
        reqPerSec: Math.round(result.requests.average),
        p50: +percentile(times, 50).toFixed(2),
        p95: +percentile(times, 95).toFixed(2),
        non2xx: result.non2xx,
        statuses,
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}
