/**
 * An Algolia-compatible host on loopback for tests (ALGOLIA_HOSTS=http://127.0.0.1:{port}): it keeps the objects
 * and settings the algoliasearch client writes (batch, operation copy/move, settings, tasks always published) and
 * answers multi-index searches with the shop's own embedded engine over what was written. Requests it does not
 * know, and requests without the expected application id and key, are recorded in failures().
 *
 *   const host = await startAlgoliaHost({ appId: 'APP', apiKey: 'admin-key', indexPrefix: 'sanity_production' });
 *   host.objects('sanity_production_products');   // what the shop pushed
 *   await host.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INDEX_KINDS, indexNames } from '@/lib/search/constants';
import { createSearchEngine } from '@/lib/search/engine';
import type { SearchRecords } from '@/lib/search/types';

type AlgoliaObject = Record<string, unknown> & { objectID: string };

export interface AlgoliaHostOptions {
  appId: string;
  /** The key writes must carry (the admin key); searches may also use searchKey. */
  apiKey: string;
  searchKey?: string;
  indexPrefix: string;
  port?: number;
}

export interface AlgoliaHost {
  url: string;
  objects(indexName: string): AlgoliaObject[];
  settings(indexName: string): Record<string, unknown> | undefined;
  /** Every write request, in order (`METHOD path`). */
  writes: string[];
  /** Multi-query searches answered (from servers and browsers). */
  searches(): number;
  failures(): string[];
  close(): Promise<void>;
}

export async function startAlgoliaHost(options: AlgoliaHostOptions): Promise<AlgoliaHost> {
  const indexes = new Map<string, Map<string, AlgoliaObject>>();
  const settings = new Map<string, Record<string, unknown>>();
  const writes: string[] = [];
  const failures: string[] = [];
  let task = 0;
  const names = indexNames(options.indexPrefix);

  const index = (name: string) => {
    if (!indexes.has(name)) indexes.set(name, new Map());
    return indexes.get(name)!;
  };
  const taskAnswer = () => ({ taskID: (task += 1), updatedAt: new Date().toISOString(), objectIDs: [] as string[] });

  function search(body: { requests?: { indexName: string; params?: unknown }[] }) {
    const records = Object.fromEntries(INDEX_KINDS.map((kind) => [kind, [...index(names[kind]).values()]])) as unknown as SearchRecords;
    return createSearchEngine(records, options.indexPrefix).search({ requests: body.requests ?? [] } as never);
  }

  function route(method: string, path: string, body: Record<string, unknown>): unknown {
    let match = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path);
    if (method === 'POST' && match) {
      const name = decodeURIComponent(match[1]);
      const answer = taskAnswer();
      for (const request of (body.requests as { action: string; body: AlgoliaObject }[]) ?? []) {
        if (request.action === 'deleteObject') index(name).delete(request.body.objectID);
        else if (request.action === 'clear') index(name).clear();
        else if (request.action === 'partialUpdateObject' || request.action === 'partialUpdateObjectNoCreate') {
          index(name).set(request.body.objectID, { ...index(name).get(request.body.objectID), ...request.body });
        } else index(name).set(request.body.objectID, request.body);
        answer.objectIDs.push(request.body.objectID);
      }
      return answer;
    }
    match = /^\/1\/indexes\/([^/]+)\/operation$/.exec(path);
    if (method === 'POST' && match) {
      const source = decodeURIComponent(match[1]);
      const destination = String(body.destination);
      const scope = Array.isArray(body.scope) ? body.scope : null;
      if (!scope || scope.includes('settings')) {
        const copied = settings.get(source);
        if (copied) settings.set(destination, { ...copied });
      }
      if (!scope) indexes.set(destination, new Map(index(source)));
      if (body.operation === 'move') {
        if (!scope) indexes.delete(source);
        settings.delete(source);
      }
      return taskAnswer();
    }
    match = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path);
    if (match && method === 'PUT') {
      settings.set(decodeURIComponent(match[1]), body);
      return taskAnswer();
    }
    if (match && method === 'GET') return settings.get(decodeURIComponent(match[1])) ?? {};
    match = /^\/1\/indexes\/([^/]+)\/task\/(\d+)$/.exec(path);
    if (method === 'GET' && match) return { status: 'published', pendingTask: false };
    match = /^\/1\/indexes\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && match) {
      indexes.delete(decodeURIComponent(match[1]));
      return taskAnswer();
    }
    if (method === 'POST' && path === '/1/indexes/*/queries') return search(body as never);
    return undefined;
  }

  let searches = 0;
  const server = http.createServer((req, res) => {
    // Browsers call it too (the lite client, from the shop's pages): CORS, and the keys as query parameters.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;
      const key = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
      const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
      const isSearch = method === 'POST' && path === '/1/indexes/*/queries';
      if (isSearch) searches += 1;
      const keyOk = key === options.apiKey || (isSearch && key === options.searchKey);
      if (appId !== options.appId || !keyOk) {
        failures.push(`${method} ${path}: wrong application id or API key`);
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
        return;
      }
      let body: Record<string, unknown> = {};
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        failures.push(`${method} ${path}: body is not JSON`);
      }
      let answer: unknown;
      try {
        answer = route(method, path, body);
      } catch (error) {
        failures.push(`${method} ${path}: ${(error as Error).message}`);
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: (error as Error).message, status: 400 }));
        return;
      }
      if (answer === undefined) {
        failures.push(`${method} ${path}: not an operation this host knows`);
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Not found', status: 404 }));
        return;
      }
      if (!isSearch && method !== 'GET') writes.push(`${method} ${path}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    objects: (name) => [...index(name).values()],
    settings: (name) => settings.get(name),
    writes,
    searches: () => searches,
    failures: () => [...failures],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
