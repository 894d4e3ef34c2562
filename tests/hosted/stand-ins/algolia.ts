/**
 * The embedded search engine serving as the Algolia host of the hosted test run (ALGOLIA_HOSTS points the shop,
 * the browser and `npm run search:sync` at it). It speaks the part of Algolia's REST protocol the shop uses:
 *   POST /1/indexes/* /queries                multi-query search (search key or admin key)
 *   POST /1/indexes/{index}/batch             addObject, updateObject, partialUpdateObject(NoCreate), deleteObject, clear
 *   POST /1/indexes/{index}/operation         copy (settings/rules/synonyms scope, or everything) and move
 *   PUT  /1/indexes/{index}/settings          kept as sent (the engine ranks with the shop's own settings)
 *   GET  /1/indexes/{index}/task/{id}         every task is published at once
 * Writes need the admin key; keys come as headers or, from browsers, as query parameters (as Algolia accepts).
 */
import type http from 'node:http';
import { createSearchEngine, type SearchEngine } from '@/lib/search/engine';
import { INDEX_KINDS, indexNames, type IndexKind } from '@/lib/search/constants';
import type { SearchRecords } from '@/lib/search/types';
import { allowCors, listen, readBody, sendJson, type RunningServer } from './http';

export interface AlgoliaStandInOptions {
  port: number;
  appId: string;
  searchKey: string;
  adminKey: string;
  indexPrefix: string;
}

type Record_ = { objectID: string; [key: string]: unknown };

interface StoredIndex {
  records: Map<string, Record_>;
  settings: Record<string, unknown>;
}

export interface AlgoliaStandIn extends RunningServer {
  /** Records per index name (what search:sync pushed). */
  counts(): Record<string, number>;
  searches: number;
}

export async function startAlgoliaStandIn(options: AlgoliaStandInOptions): Promise<AlgoliaStandIn> {
  const indexes = new Map<string, StoredIndex>();
  const names = indexNames(options.indexPrefix);
  const kindOf = new Map<string, IndexKind>(INDEX_KINDS.map((kind) => [names[kind], kind]));
  let engine: SearchEngine | null = null;
  let taskId = 1000;
  let searches = 0;

  const index = (name: string): StoredIndex => {
    let found = indexes.get(name);
    if (!found) {
      found = { records: new Map(), settings: {} };
      indexes.set(name, found);
    }
    return found;
  };
  const changed = (name: string) => {
    if (kindOf.has(name)) engine = null;
  };
  const currentEngine = (): SearchEngine => {
    if (!engine) {
      const records = Object.fromEntries(
        INDEX_KINDS.map((kind) => [kind, [...(indexes.get(names[kind])?.records.values() ?? [])]]),
      ) as unknown as SearchRecords;
      engine = createSearchEngine(records, options.indexPrefix);
    }
    return engine;
  };
  const task = (res: http.ServerResponse, extra: Record<string, unknown> = {}) =>
    sendJson(res, 200, { taskID: ++taskId, updatedAt: new Date().toISOString(), ...extra });

  const server = await listen('algolia', options.port, async (req, res, url) => {
    if (allowCors(req, res)) return;
    const appId = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const key = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    if (appId !== options.appId) {
      sendJson(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
      return;
    }
    const isAdmin = key === options.adminKey;
    if (!isAdmin && key !== options.searchKey) {
      sendJson(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
      return;
    }
    const path = url.pathname;
    const text = req.method === 'GET' ? '' : await readBody(req);
    const body = text.trim() ? (JSON.parse(text) as Record<string, unknown>) : {};

    if (req.method === 'POST' && path === '/1/indexes/*/queries') {
      const requests = (body.requests as Record<string, unknown>[] | undefined) ?? [];
      // v5 clients flatten the params into each request; the engine takes { indexName, params }.
      const wire = requests.map(({ indexName, params, type: _type, ...rest }) => ({
        indexName,
        params: typeof params === 'string' ? params : { ...rest, ...((params as object | undefined) ?? {}) },
      }));
      searches += 1;
      try {
        sendJson(res, 200, currentEngine().search({ requests: wire }));
      } catch (error) {
        sendJson(res, 400, { message: (error as Error).message, status: 400 });
      }
      return;
    }
    if (!isAdmin) {
      sendJson(res, 403, { message: 'Method not allowed with this API key', status: 403 });
      return;
    }
    const match = /^\/1\/indexes\/([^/]+)(?:\/(batch|operation|settings|task\/(\d+)))?$/.exec(path);
    if (!match) {
      sendJson(res, 404, { message: `No route for ${req.method} ${path}`, status: 404 });
      return;
    }
    const name = decodeURIComponent(match[1]);
    const action = match[2] ?? '';
    if (req.method === 'GET' && action.startsWith('task/')) {
      sendJson(res, 200, { status: 'published', pendingTask: false });
    } else if (req.method === 'PUT' && action === 'settings') {
      index(name).settings = body;
      task(res);
    } else if (req.method === 'POST' && action === 'batch') {
      const target = index(name);
      const objectIDs: string[] = [];
      for (const op of (body.requests as { action: string; body?: Record_ }[] | undefined) ?? []) {
        const record = op.body;
        if (op.action === 'clear') {
          target.records.clear();
        } else if (op.action === 'deleteObject' && record) {
          target.records.delete(record.objectID);
        } else if (record && typeof record.objectID === 'string') {
          const existing = target.records.get(record.objectID);
          if (op.action === 'addObject' || op.action === 'updateObject') target.records.set(record.objectID, record);
          else if (op.action === 'partialUpdateObject') target.records.set(record.objectID, { ...existing, ...record });
          else if (op.action === 'partialUpdateObjectNoCreate' && existing) target.records.set(record.objectID, { ...existing, ...record });
          else if (op.action !== 'partialUpdateObjectNoCreate') {
            sendJson(res, 400, { message: `Unsupported batch action ${op.action}`, status: 400 });
            return;
          }
          objectIDs.push(record.objectID);
        } else {
          sendJson(res, 400, { message: 'Every batch request needs a body with an objectID', status: 400 });
          return;
        }
      }
      changed(name);
      task(res, { objectIDs });
    } else if (req.method === 'POST' && action === 'operation') {
      const source = index(name);
      const destination = String(body.destination ?? '');
      const scope = Array.isArray(body.scope) ? (body.scope as string[]) : null;
      if (!destination) {
        sendJson(res, 400, { message: 'destination is required', status: 400 });
        return;
      }
      if (body.operation === 'copy') {
        const target = index(destination);
        if (!scope || scope.includes('settings')) target.settings = { ...source.settings };
        if (!scope) target.records = new Map(source.records);
      } else if (body.operation === 'move') {
        indexes.set(destination, source);
        indexes.delete(name);
      } else {
        sendJson(res, 400, { message: `Unknown operation ${String(body.operation)}`, status: 400 });
        return;
      }
      changed(destination);
      changed(name);
      task(res);
    } else if (req.method === 'DELETE' && action === '') {
      indexes.delete(name);
      changed(name);
      task(res, { deletedAt: new Date().toISOString() });
    } else {
      sendJson(res, 404, { message: `No route for ${req.method} ${path}`, status: 404 });
    }
  });

  return {
    ...server,
    counts: () => Object.fromEntries([...indexes].map(([name, stored]) => [name, stored.records.size])),
    get searches() {
      return searches;
    },
  };
}
