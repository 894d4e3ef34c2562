/**
 * A loopback stand-in for the parts of Sanity's HTTP API that @sanity/client uses here: GROQ queries (GET and
 * POST, with the published / drafts / raw perspectives), mutations in atomic transactions (create*, patch
 * set/setIfMissing/unset on Sanity paths, delete by id or query) and image uploads. Queries run with groq-js over
 * the documents it holds, so what the Studio or `sanity dataset import` writes is what the shop then reads. As on
 * Sanity, drafts and other non-public ids need the token, and a published document's strong references must
 * point at existing documents (a transaction breaking that is refused with 409).
 *
 *   const sanity = await startSanityStandIn({ docs, token: 'read-token' });   // port: 0 (any free one) unless given
 *   createClient({ projectId: 'test', dataset: 'production', apiHost: sanity.apiHost, useProjectHostname: false, ... });
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { buildViews } from '../../lib/content/embedded';

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
  const { published, preview } = buildViews(visible);
  return perspective === 'published' || !authorized ? published : (preview as StandInDoc[]);
}

/** Parses a Sanity patch path: `hero.image`, `body[3].asset`, `body[_key=="a1"].markDefs[0]`, `a["key"]`. */
function parsePath(path: string): (string | number | { _key: string })[] {
  const segments: (string | number | { _key: string })[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\[_key=="([^"]*)"\]|\["([^"]*)"\]/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push({ _key: match[3] });
    else segments.push(match[4]);
  }
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function child(container: Container, segment: string | number | { _key: string }): { holder: Container; key: string | number } | null {
  if (typeof segment === 'object') {
    if (!Array.isArray(container)) return null;
    const index = container.findIndex((item) => (item as { _key?: string })?._key === segment._key);
    return index < 0 ? null : { holder: container, key: index };
  }
  return { holder: container, key: segment };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown, onlyIfMissing = false): void {
  const segments = parsePath(path);
  let node: Container = target;
  for (const [index, segment] of segments.entries()) {
    const slot = child(node, segment);
    if (!slot) return;
    const holder = slot.holder as Record<string | number, unknown>;
    if (index === segments.length - 1) {
      if (!onlyIfMissing || holder[slot.key] === undefined) holder[slot.key] = structuredClone(value);
      return;
    }
    if (typeof holder[slot.key] !== 'object' || holder[slot.key] === null) holder[slot.key] = typeof segments[index + 1] === 'number' ? [] : {};
    node = holder[slot.key] as Container;
  }
}

function unsetPath(target: Record<string, unknown>, path: string): void {
  const segments = parsePath(path);
  let node: Container | undefined = target;
  for (const [index, segment] of segments.entries()) {
    const slot = node ? child(node, segment) : null;
    if (!slot) return;
    const holder = slot.holder as Record<string | number, unknown>;
    if (index === segments.length - 1) {
      if (Array.isArray(holder)) holder.splice(slot.key as number, 1);
      else delete holder[slot.key];
      return;
    }
    node = holder[slot.key] as Container | undefined;
  }
}

/** Strong references of a published document whose target does not exist (Sanity refuses such a write). */
function brokenStrongReferences(doc: StandInDoc, store: Map<string, StandInDoc>): string[] {
  if (doc._id.startsWith('drafts.')) return [];
  const broken: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const node = value as Record<string, unknown>;
      if (typeof node._ref === 'string' && node._weak !== true && !store.has(node._ref)) broken.push(node._ref);
      Object.values(node).forEach(visit);
    }
  };
  visit(doc);
  return broken;
}

/** Width and height of an uploaded SVG (the only image format the dataset uses). */
function svgSize(svg: string): { width: number; height: number } | null {
  const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : null;
}

export async function startSanityStandIn({ docs = [], token, port = 0 }: { docs?: StandInDoc[]; token: string; port?: number }): Promise<SanityStandIn> {
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

  /** Applies a transaction atomically: all mutations or none, and no published document left with a broken strong reference. */
  async function mutate(mutations: Mutation[]): Promise<{ id: string; operation: string }[]> {
    const next = new Map(store);
    const results: { id: string; operation: string }[] = [];
    const touched = new Set<string>();
    for (const mutation of mutations) {
      const [operation, body] = Object.entries(mutation)[0];
      if (operation === 'create' || operation === 'createOrReplace' || operation === 'createIfNotExists') {
        const doc = { ...body, _id: (body._id as string | undefined) ?? randomUUID() } as StandInDoc;
        const existing = next.get(doc._id);
        if (operation === 'create' && existing) throw Object.assign(new Error(`Document ${doc._id} already exists`), { status: 409 });
        if (operation === 'createIfNotExists' && existing) {
          results.push({ id: doc._id, operation: 'none' });
          continue;
        }
        next.set(doc._id, stamp(structuredClone(doc), existing));
        touched.add(doc._id);
        results.push({ id: doc._id, operation: existing ? 'update' : 'create' });
      } else if (operation === 'patch') {
        const existing = next.get(body.id as string);
        if (!existing) throw Object.assign(new Error(`Document ${String(body.id)} not found`), { status: 404 });
        const patched = structuredClone(existing);
        for (const [path, value] of Object.entries((body.setIfMissing as Record<string, unknown>) ?? {})) setPath(patched, path, value, true);
        for (const [path, value] of Object.entries((body.set as Record<string, unknown>) ?? {})) setPath(patched, path, value);
        for (const path of (body.unset as string[]) ?? []) unsetPath(patched, path);
        next.set(patched._id, stamp(patched, existing));
        touched.add(patched._id);
        results.push({ id: patched._id, operation: 'update' });
      } else if (operation === 'delete') {
        let ids = [body.id as string];
        if (typeof body.query === 'string') {
          const params = (body.params as Record<string, unknown>) ?? {};
          const matched = await (await evaluate(parse(body.query, { params }), { dataset: [...next.values()], params })).get();
          ids = (matched as StandInDoc[]).map((doc) => doc._id);
        }
        for (const id of ids) if (next.delete(id)) results.push({ id, operation: 'delete' });
      } else {
        throw new Error(`Unsupported mutation ${operation}`);
      }
    }
    for (const id of touched) {
      const doc = next.get(id);
      const broken = doc ? brokenStrongReferences(doc, next) : [];
      if (broken.length) throw Object.assign(new Error(`Document "${id}" references non-existent document "${broken[0]}"`), { status: 409 });
    }
    store.clear();
    for (const [id, doc] of next) store.set(id, doc);
    return results;
  }

  function uploadImage(bytes: Buffer, filename: string | null): StandInDoc {
    const sha1hash = createHash('sha1').update(bytes).digest('hex');
    const size = svgSize(bytes.toString('utf8'));
    if (!size) throw Object.assign(new Error('The stand-in accepts SVG images with width and height'), { status: 415 });
    const id = `image-${sha1hash}-${size.width}x${size.height}-svg`;
    const asset: StandInDoc = {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1hash,
      sha1hash,
      extension: 'svg',
      mimeType: 'image/svg+xml',
      originalFilename: filename ?? `${sha1hash}.svg`,
      path: `images/stand-in/production/${sha1hash}-${size.width}x${size.height}.svg`,
      url: `https://cdn.sanity.io/images/stand-in/production/${sha1hash}-${size.width}x${size.height}.svg`,
      size: bytes.length,
      metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', ...size, aspectRatio: size.width / size.height } },
    };
    store.set(id, stamp(asset, store.get(id)));
    return store.get(id)!;
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
      const raw = Buffer.concat(chunks);
      const route = /^\/v[\w-]+\/(?:data\/(query|mutate)|assets\/(images))\/[\w-]+$/.exec(url.pathname);
      if (route?.[2]) {
        if (!authorized) return send(401, { error: { description: 'Unauthorized - Session not found' } });
        return send(200, { document: uploadImage(raw, url.searchParams.get('filename')) });
      }
      const body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      if (route?.[1] === 'query') {
        const params: Record<string, unknown> = { ...(body.params ?? {}) };
        for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
        const text = (body.query as string | undefined) ?? url.searchParams.get('query') ?? '';
        if (perspective !== 'published' && perspective !== 'raw' && perspective !== 'drafts' && perspective !== 'previewDrafts') {
          return send(400, { error: { description: `Unknown perspective ${perspective}` } });
        }
        return send(200, { ms: 1, query: text, result: await query(text, params, perspective, authorized) });
      }
      if (route?.[1] === 'mutate') {
        if (!authorized) return send(401, { error: { description: 'Unauthorized - Session not found' } });
        const results = await mutate(body.mutations ?? []);
        return send(200, { transactionId: randomUUID(), results });
      }
      return send(404, { error: { description: `No stand-in route for ${url.pathname}` } });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      return send(status, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    apiHost: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    docs: store,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
