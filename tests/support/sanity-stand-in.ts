/**
 * A loopback stand-in for the parts of Sanity's HTTP API that @sanity/client uses here: GROQ queries (GET and
 * POST, with the published / drafts / raw perspectives) and mutations (create*, patch set/setIfMissing/unset,
 * delete by id or query). Queries run with groq-js over the documents it holds, so what the Studio writes (a
 * preview secret) is what the shop then reads. Drafts and other non-public ids need the token, as on Sanity.
 *
 *   const sanity = await startSanityStandIn({ docs, token: 'read-token' });
 *   createClient({ projectId: 'test', dataset: 'production', apiHost: sanity.apiHost, useProjectHostname: false, ... });
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

export type StandInDoc = { _id: string; _type: string; [field: string]: unknown };

export interface StandInRequest {
  method: string;
  path: string;
  perspective: string | null;
  authorized: boolean;
}

export interface SanityStandIn {
  apiHost: string;
  docs: Map<string, StandInDoc>;
  requests: StandInRequest[];
  close(): Promise<void>;
}

type Mutation = Record<string, Record<string, unknown>>;

/** Ids only a token may read: drafts, versions and "private" ids containing a dot path such as `_.`. */
const isPrivate = (id: string) => id.includes('.');

function view(docs: StandInDoc[], perspective: string, authorized: boolean): StandInDoc[] {
  const visible = authorized ? docs : docs.filter((doc) => !isPrivate(doc._id));
  if (perspective === 'raw') return visible;
  const published = visible.filter((doc) => !doc._id.startsWith('drafts.'));
  if (perspective === 'published' || !authorized) return published;
  const drafts = new Map(visible.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => [doc._id.slice(7), doc]));
  const overlaid = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc;
  });
  for (const [id, draft] of drafts) if (!published.some((doc) => doc._id === id)) overlaid.push({ ...draft, _id: id, _originalId: draft._id });
  return overlaid;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown, onlyIfMissing = false): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (!onlyIfMissing || node[last] === undefined) node[last] = value;
}

function unsetPath(target: Record<string, unknown>, path: string): void {
  const parts = path.split('.');
  let node: Record<string, unknown> | undefined = target;
  for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, unknown> | undefined;
  if (node) delete node[parts[parts.length - 1]];
}

export async function startSanityStandIn({ docs = [], token }: { docs?: StandInDoc[]; token: string }): Promise<SanityStandIn> {
  const store = new Map(docs.map((doc) => [doc._id, structuredClone(doc)]));
  const requests: StandInRequest[] = [];

  const stamp = (doc: StandInDoc, existing?: StandInDoc): StandInDoc => {
    const now = new Date().toISOString();
    return { ...doc, _createdAt: existing?._createdAt ?? doc._createdAt ?? now, _updatedAt: now, _rev: randomUUID() };
  };

  async function query(text: string, params: Record<string, unknown>, perspective: string, authorized: boolean) {
    const dataset = view([...store.values()], perspective, authorized);
    return (await evaluate(parse(text, { params }), { dataset, params })).get();
  }

  async function mutate(mutations: Mutation[]): Promise<{ id: string; operation: string }[]> {
    const results: { id: string; operation: string }[] = [];
    for (const mutation of mutations) {
      const [operation, body] = Object.entries(mutation)[0];
      if (operation === 'create' || operation === 'createOrReplace' || operation === 'createIfNotExists') {
        const doc = { ...body, _id: (body._id as string | undefined) ?? randomUUID() } as StandInDoc;
        const existing = store.get(doc._id);
        if (operation === 'create' && existing) throw new Error(`Document ${doc._id} already exists`);
        if (operation === 'createIfNotExists' && existing) continue;
        store.set(doc._id, stamp(doc, existing));
        results.push({ id: doc._id, operation: existing ? 'update' : 'create' });
      } else if (operation === 'patch') {
        const existing = store.get(body.id as string);
        if (!existing) throw new Error(`Document ${String(body.id)} not found`);
        const next = structuredClone(existing);
        for (const [path, value] of Object.entries((body.setIfMissing as Record<string, unknown>) ?? {})) setPath(next, path, value, true);
        for (const [path, value] of Object.entries((body.set as Record<string, unknown>) ?? {})) setPath(next, path, value);
        for (const path of (body.unset as string[]) ?? []) unsetPath(next, path);
        store.set(next._id, stamp(next, existing));
        results.push({ id: next._id, operation: 'update' });
      } else if (operation === 'delete') {
        const ids = typeof body.query === 'string' ? ((await query(body.query, (body.params as Record<string, unknown>) ?? {}, 'raw', true)) as StandInDoc[]).map((d) => d._id) : [body.id as string];
        for (const id of ids) if (store.delete(id)) results.push({ id, operation: 'delete' });
      } else {
        throw new Error(`Unsupported mutation ${operation}`);
      }
    }
    return results;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
    const authorized = req.headers.authorization === `Bearer ${token}`;
    const perspective = url.searchParams.get('perspective') ?? 'raw';
    requests.push({ method: req.method ?? 'GET', path: url.pathname, perspective: url.searchParams.get('perspective'), authorized });
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      const route = /^\/v[\w-]+\/data\/(query|mutate)\/[\w-]+$/.exec(url.pathname)?.[1];
      if (route === 'query') {
        const params: Record<string, unknown> = { ...(body.params ?? {}) };
        for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
        const text = (body.query as string | undefined) ?? url.searchParams.get('query') ?? '';
        if (perspective !== 'published' && perspective !== 'raw' && perspective !== 'drafts' && perspective !== 'previewDrafts') {
          return send(400, { error: { description: `Unknown perspective ${perspective}` } });
        }
        return send(200, { ms: 1, query: text, result: await query(text, params, perspective, authorized) });
      }
      if (route === 'mutate') {
        if (!authorized) return send(401, { error: { description: 'Unauthorized - Session not found' } });
        const results = await mutate(body.mutations ?? []);
        return send(200, { transactionId: randomUUID(), results });
      }
      return send(404, { error: { description: `No stand-in route for ${url.pathname}` } });
    } catch (error) {
      return send(400, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    docs: store,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
