/**
 * The two BigCommerce transports, both on the app's one fetch wrapper (lib/http/fetcher.ts):
 * REST (v3, and v2 for orders) with the API account token, and the GraphQL Storefront API with the
 * storefront token, which must be a customer impersonation token: it stays on the server, and a request made for
 * a signed-in shopper names them with `X-Bc-Customer-Id`.
 *
 * A 429 is retried after the wait the answer names (`X-Rate-Limit-Time-Reset-Ms`, else `Retry-After`); when the
 * store is still saturated the caller gets a rate_limited CommerceError with a message a shopper can read.
 */
import type { AppConfig } from '../../config';
import { fetchJson, FetcherError } from '../../http/fetcher';
import { CommerceError } from '../errors';
import type { GqlConnection, GqlResponse } from './vendor-types';

export type BigCommerceConfig = NonNullable<AppConfig['commerce']>;

export interface RateLimitPolicy {
  /** Retries after a 429 (each after the wait the answer names). */
  retries: number;
  /** A named wait longer than this is not waited for: the shopper hears "busy" at once. */
  maxWaitMs: number;
}

const DEFAULT_RATE_LIMIT_POLICY: RateLimitPolicy = { retries: 2, maxWaitMs: 15_000 };

export const STORE_BUSY = 'The shop is very busy right now. Please wait a few seconds and try again.';

export interface TransportOptions {
  fetchImpl?: typeof fetch;
  /** Per-request timeout; the fetch wrapper's default (120 s) when not set. */
  timeoutMs?: number;
  rateLimit?: Partial<RateLimitPolicy>;
}

/** The wait a 429 names, in ms: BigCommerce's X-Rate-Limit-Time-Reset-Ms, else a standard Retry-After. */
function retryDelayMs(headers: Headers): number | null {
  const reset = headers.get('x-rate-limit-time-reset-ms');
  if (reset !== null && /^\d+$/.test(reset.trim())) return Number(reset);
  const retryAfter = headers.get('retry-after');
  if (retryAfter === null) return null;
  if (/^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** A fetch that waits out a 429 and asks again, as the answer says; the last 429 goes back to the caller. */
function rateLimitedFetch(base: typeof fetch, policy: Partial<RateLimitPolicy> = {}): typeof fetch {
  const { retries, maxWaitMs } = { ...DEFAULT_RATE_LIMIT_POLICY, ...policy };
  return async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await base(input, init);
      if (response.status !== 429 || attempt >= retries) return response;
      const wait = retryDelayMs(response.headers);
      if (wait === null || wait > maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(wait, init?.signal);
    }
  };
}

type QueryValue = string | number | boolean | (string | number)[] | undefined;

/**
 * BigCommerce query strings use `:` in filter names (`customer_id:in`) and commas between list
 * values (`include=a,b`); both are kept readable, everything else is percent-encoded.
 */
function buildQuery(params: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const key = encodeURIComponent(name).replace(/%3A/gi, ':');
    const encoded = Array.isArray(value)
      ? value.map((item) => encodeURIComponent(String(item))).join(',')
      : encodeURIComponent(String(value));
    parts.push(`${key}=${encoded}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function rejectedCredentials(error: unknown): never {
  if (error instanceof FetcherError && error.status === 429) throw new CommerceError('rate_limited', STORE_BUSY);
  if (error instanceof FetcherError && (error.status === 401 || error.status === 403)) {
    throw new CommerceError(
      'upstream',
      `The hosted store refused our credentials (${error.status}); check the BigCommerce API account and storefront token.`,
    );
  }
  throw error;
}

interface RestRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** v3 unless said otherwise; orders live on v2. */
  version?: 'v2' | 'v3';
}

interface RestClient {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init?: RestRequest): Promise<T>;
}

function createRestClient(config: BigCommerceConfig, options: TransportOptions = {}): RestClient {
  const fetchImpl = rateLimitedFetch(options.fetchImpl ?? ((input, init) => fetch(input, init)), options.rateLimit);
  const root = config.apiUrl.replace(/\/+$/, '');
  return {
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init: RestRequest = {}): Promise<T> {
      try {
        return await fetchJson<T>(`${root}/${init.version ?? 'v3'}${path}${buildQuery(init.query ?? {})}`, {
          method,
          headers: { 'X-Auth-Token': config.accessToken, accept: 'application/json' },
          body: init.body,
          fetchImpl,
          timeoutMs: options.timeoutMs,
          service: 'bigcommerce',
          operation: restOperation(method, path),
        });
      } catch (error) {
        return rejectedCredentials(error);
      }
    },
  };
}

/** `GET /customers/{id}/addresses` for `GET /customers/12/addresses?…`: ids and the query are left out of logs and span names. */
function restOperation(method: string, path: string): string {
  return `${method} ${path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
}

/** The operation name of a GraphQL document (`query getCart(...)` -> getCart). */
function graphqlOperation(document: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(document)?.[1] ?? 'graphql';
}

export interface GraphqlClient {
  /** `customerId` (above 0) makes the request as that customer (customer impersonation). */
  request<T>(document: string, variables: Record<string, unknown>, customerId?: number): Promise<GqlResponse<T>>;
}

function createGraphqlClient(config: BigCommerceConfig, options: TransportOptions = {}): GraphqlClient {
  const fetchImpl = rateLimitedFetch(options.fetchImpl ?? ((input, init) => fetch(input, init)), options.rateLimit);
  return {
    async request<T>(document: string, variables: Record<string, unknown>, customerId?: number): Promise<GqlResponse<T>> {
      const headers: Record<string, string> = { Authorization: `Bearer ${config.storefrontToken}`, accept: 'application/json' };
      if (isPositiveInteger(customerId)) headers['X-Bc-Customer-Id'] = String(customerId);
      try {
        const response = await fetchJson<GqlResponse<T> | null>(config.storefrontApiUrl, {
          method: 'POST',
          headers,
          body: { query: document, variables },
          fetchImpl,
          timeoutMs: options.timeoutMs,
          service: 'bigcommerce',
          operation: graphqlOperation(document),
        });
        return response ?? {};
      } catch (error) {
        return rejectedCredentials(error);
      }
    },
  };
}

/** The data of a GraphQL answer; errors without data are an upstream failure. */
export function requireData<T>(response: GqlResponse<T>): T {
  if (response.data) return response.data;
  const message = response.errors?.map((error) => error.message).join('; ') || 'Empty response';
  throw new CommerceError('upstream', `The hosted store could not answer: ${message}`);
}

/** The two transports every part of the adapter (carts, customers, orders, wish lists, catalogue) talks through. */
export interface BigCommerceApi {
  rest: RestClient;
  graphql: GraphqlClient;
}

export function createBigCommerceApi(config: BigCommerceConfig, options: TransportOptions = {}): BigCommerceApi {
  return { rest: createRestClient(config, options), graphql: createGraphqlClient(config, options) };
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The nodes of a GraphQL connection (edges may be null). */
export function nodes<T>(connection: GqlConnection<T> | null | undefined): T[] {
  return (connection?.edges ?? []).flatMap((edge) => (edge ? [edge.node] : []));
}

/** The messages of a GraphQL errors list, joined for a CommerceError. */
export function messages(errors: { message?: string }[] | undefined): string {
  return (errors ?? []).map((error) => error.message ?? '').filter(Boolean).join('; ');
}
