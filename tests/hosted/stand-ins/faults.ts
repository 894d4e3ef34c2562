/**
 * The switch between the shop and each stand-in: a loopback proxy that forwards as it is ("up"), or plays an
 * outage: "down" drops every connection without an answer (as an unreachable host), "error" answers 500 with an
 * error body (as a failing service). The hosted run's "every upstream down" pass flips them all.
 */
import http from 'node:http';
import { listen, sendJson, type RunningServer } from './http';

export const FAULTS = ['up', 'down', 'error'] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultProxy extends RunningServer {
  name: string;
  fault: Fault;
  /** Requests that reached the proxy, by fault at the time. */
  counts: Record<Fault, number>;
}

export async function startFaultProxy(options: { name: string; port: number; target: string }): Promise<FaultProxy> {
  const target = new URL(options.target);
  const proxy = {
    name: options.name,
    fault: 'up' as Fault,
    counts: { up: 0, down: 0, error: 0 } as Record<Fault, number>,
  };
  const server = await listen(`${options.name} proxy`, options.port, (req, res) => {
    proxy.counts[proxy.fault] += 1;
    if (proxy.fault === 'down') {
      req.socket.destroy();
      return;
    }
    if (proxy.fault === 'error') {
      sendJson(res, 500, { status: 500, title: 'Internal Server Error', message: `${options.name} stand-in: simulated failure` });
      return;
    }
    return new Promise<void>((resolve) => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) sendJson(res, 502, { message: `${options.name} proxy: ${error.message}` });
        resolve();
      });
      req.pipe(upstream);
    });
  });
  return Object.assign(proxy, server);
}
