/**
 * The one search-client factory for InstantSearch and the header suggestions. Hosted: Algolia's lite client
 * with the public search key. Embedded: a client that posts Algolia's multi-query body to /api/search (in the
 * browser), or hands it to a transport (on the server: the search service, in either mode). No admin key ever
 * comes here.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from 'instantsearch.js';
import type { Mode } from '../config';
import { fetchJson } from '../http/fetcher';
import { publicConfig } from '../public-config';
import { algoliaHostsOption } from './algolia-hosts';
import { typedNothingSearchable } from './searchable-query';
import type { MultiQueryRequest, MultiQueryResponse, SearchResponse } from './types';

const SEARCH_ENDPOINT = '/api/search';

type SearchTransport = (requests: MultiQueryRequest[]) => Promise<MultiQueryResponse> | MultiQueryResponse;

interface CreateSearchClientOptions {
  /** Defaults to the public config's search mode. */
  mode?: Mode;
  appId?: string;
  searchKey?: string;
  /** Where the embedded client posts (absolute on the server). */
  endpoint?: string;
  /** Answers the requests directly instead of over HTTP (server-side rendering, tests). */
  transport?: SearchTransport;
  fetchImpl?: typeof fetch;
  /** Identical multi-queries answered from memory (default 64 entries; 0 turns it off). */
  cacheSize?: number;
}

/** InstantSearch sends `{ indexName, params }`; keep only what the engine reads, in a stable shape. */
function toWire(requests: readonly unknown[]): MultiQueryRequest[] {
  return requests.map((request) => {
    const { indexName, params, ...rest } = request as MultiQueryRequest;
    return { indexName, params: typeof params === 'string' ? params : { ...rest, ...(params ?? {}) } };
  });
}

function createEmbeddedClient(options: CreateSearchClientOptions): SearchClient {
  const endpoint = options.endpoint ?? SEARCH_ENDPOINT;
  const cacheSize = options.cacheSize ?? 64;
  const cache = new Map<string, Promise<MultiQueryResponse>>();

  const send = (requests: MultiQueryRequest[]): Promise<MultiQueryResponse> => {
    if (options.transport) return Promise.resolve().then(() => options.transport!(requests));
    return fetchJson<MultiQueryResponse>(endpoint, {
      method: 'POST',
      body: { requests },
      fetchImpl: options.fetchImpl,
      timeoutMs: 30_000,
    });
  };

  const client = {
    search(requests: readonly unknown[]) {
      const wire = toWire(requests);
      if (cacheSize === 0) return send(wire);
      const key = JSON.stringify(wire);
      const hit = cache.get(key);
      if (hit) return hit;
      const pending = send(wire);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return pending;
    },
    clearCache() {
      cache.clear();
      return Promise.resolve();
    },
  };
  return client as unknown as SearchClient;
}

/** A request's parameter, whether its params are an object, an urlencoded string or spread beside indexName. */
function requestParam(request: MultiQueryRequest, name: string): unknown {
  const { params } = request;
  if (typeof params === 'string') return new URLSearchParams(params).get(name) ?? undefined;
  return params?.[name] ?? request[name];
}

/** The answer to a request whose query searches nothing (typedNothingSearchable): no hits, the query as typed. */
function nothingFound(request: MultiQueryRequest): SearchResponse {
  const hitsPerPage = Number(requestParam(request, 'hitsPerPage'));
  const query = requestParam(request, 'query');
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number.isInteger(hitsPerPage) && hitsPerPage >= 0 ? hitsPerPage : 20,
    facets: {},
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: 0,
    query: typeof query === 'string' ? query : '',
    params: '',
    index: request.indexName,
    renderingContent: {},
  };
}

/**
 * The client with the rule both engines lack: a query of symbols or emoji alone matches nothing
 * (lib/search/searchable-query.ts). Such requests are answered here, without a round trip; the others go to the
 * engine as they are. The client's other properties (Algolia's appId, transporter...) stay as they were.
 */
function matchingNothingForSymbols(client: SearchClient): SearchClient {
  const search = client.search.bind(client) as (requests: unknown) => Promise<MultiQueryResponse>;
  const wrapped = Object.create(client) as SearchClient;
  // Writable: InstantSearch puts its cache of the server's results around `search` when it hydrates (it assigns it).
  Object.defineProperty(wrapped, 'search', {
    writable: true,
    configurable: true,
    enumerable: true,
    value: async (requests: unknown) => {
      if (!Array.isArray(requests)) return search(requests);
      const list = requests as MultiQueryRequest[];
      const nothing = list.map((request) => typedNothingSearchable(requestParam(request, 'query')));
      if (!nothing.includes(true)) return search(requests);
      const rest = list.filter((_, index) => !nothing[index]);
      const answered = rest.length > 0 ? (await search(rest)).results : [];
      let next = 0;
      return { results: list.map((request, index) => (nothing[index] ? nothingFound(request) : answered[next++])) };
    },
  });
  return wrapped;
}

/** The search client for this app's mode. */
export function createSearchClient(options: CreateSearchClientOptions = {}): SearchClient {
  const mode = options.mode ?? publicConfig.modes.search;
  if (mode === 'hosted' && !options.transport) {
    const appId = options.appId ?? publicConfig.search.appId;
    const searchKey = options.searchKey ?? publicConfig.search.searchKey;
    return matchingNothingForSymbols(liteClient(appId, searchKey, algoliaHostsOption(publicConfig.search.hosts)) as unknown as SearchClient);
  }
  return matchingNothingForSymbols(createEmbeddedClient(options));
}

let browserClient: SearchClient | null = null;

/** One client per browser tab (its response cache is shared by the header and the results page). */
export function getBrowserSearchClient(): SearchClient {
  if (typeof window === 'undefined') return createSearchClient();
  browserClient ??= createSearchClient();
  return browserClient;
}

/** Typed multi-query for code that is not InstantSearch (the header suggestions). */
export async function multiSearch<T = Record<string, unknown>>(
  client: SearchClient,
  requests: { indexName: string; params: Record<string, unknown> }[],
): Promise<SearchResponse<T>[]> {
  const response = (await client.search(requests as never)) as unknown as MultiQueryResponse<T>;
  return response.results;
}
