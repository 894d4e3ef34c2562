/**
 * Small HTTP helpers shared by the loopback stand-ins of the hosted test run (test-only code).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => Promise<void> | void;

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function sendText(res: http.ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export async function readBody(req: http.IncomingMessage, limit = 32 * 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error(`request body over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson<T = unknown>(req: http.IncomingMessage): Promise<T | undefined> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as T;
}

/** Starts `handler` on 127.0.0.1:`port` (0: any free port). A handler that throws answers 500 and is logged. */
export async function listen(name: string, port: number, handler: Handler): Promise<RunningServer> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    Promise.resolve()
      .then(() => handler(req, res, url))
      .catch((error: unknown) => {
        console.error(`[stand-in ${name}] ${req.method} ${url.pathname} failed:`, error);
        if (!res.headersSent) sendJson(res, 500, { message: `stand-in ${name} failed: ${(error as Error).message}` });
        else res.end();
      });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** CORS for stand-ins the browser calls directly (Algolia's lite client, script hosts). */
export function allowCors(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return true;
  }
  return false;
}
