// One load run with autocannon (50 connections by default): requests, req/s, p50/p95/p99 from every response time.
import autocannon from 'autocannon';
import { percentile } from './stats.mjs';

const CONNECTIONS = 50;

export function runLoad(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon({ connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        reqPerSec: Math.round(result.requests.average),
        p50: +percentile(times, 50).toFixed(2),
        p95: +percentile(times, 95).toFixed(2),
        p99: +percentile(times, 99).toFixed(2),
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
