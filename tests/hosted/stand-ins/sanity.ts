/**
 * A loopback stand-in for Sanity's query API (the shop points @sanity/client at it with SANITY_API_HOST): it
 * evaluates the GROQ it receives with groq-js over an NDJSON export, published or with drafts overlaid
 * (perspective=drafts, which needs the read token, as on Sanity). GET and the POST form for long queries.
 */
import fs from 'node:fs';
import { evaluate, parse } from 'groq-js';
import { buildViews, parseNdjson } from '@/lib/content/embedded';
import { listen, readJson, sendJson, type RunningServer } from './http';

export interface SanityStandInOptions {
  port: number;
  datasetFile: string;
  dataset: string;
  token: string;
}

export interface SanityStandIn extends RunningServer {
  queries: { perspective: string; query: string }[];
}

export async function startSanityStandIn(options: SanityStandInOptions): Promise<SanityStandIn> {
  const views = buildViews(parseNdjson(fs.readFileSync(options.datasetFile, 'utf8'), options.datasetFile));
  const queries: SanityStandIn['queries'] = [];
  const route = new RegExp(`^/v(\\d{4}-\\d{2}-\\d{2}|1)/data/query/${options.dataset}$`);

  const server = await listen('sanity', options.port, async (req, res, url) => {
    if (!route.test(url.pathname)) {
      sendJson(res, 404, { error: 'Not Found', message: `No route for ${req.method} ${url.pathname}` });
      return;
    }
    let query = url.searchParams.get('query') ?? '';
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    if (req.method === 'POST') {
      const body = (await readJson<{ query?: string; params?: Record<string, unknown> }>(req)) ?? {};
      query = body.query ?? query;
      Object.assign(params, body.params ?? {});
    } else if (req.method !== 'GET') {
      sendJson(res, 405, { error: 'Method Not Allowed' });
      return;
    }
    const perspective = url.searchParams.get('perspective') ?? 'raw';
    if (perspective === 'drafts' || perspective === 'previewDrafts') {
      if (req.headers.authorization !== `Bearer ${options.token}`) {
        sendJson(res, 401, { error: 'Unauthorized', message: 'The drafts perspective needs a token with read access' });
        return;
      }
    }
    let tree;
    try {
      tree = parse(query, { params });
    } catch (error) {
      sendJson(res, 400, { error: { description: (error as Error).message, query, type: 'queryParseError' } });
      return;
    }
    queries.push({ perspective, query });
    const dataset = perspective === 'drafts' || perspective === 'previewDrafts' ? views.preview : views.published;
    const started = Date.now();
    const result = await (await evaluate(tree, { dataset, params })).get();
    sendJson(res, 200, { query, result, ms: Date.now() - started });
  });
  return Object.assign(server, { queries });
}
