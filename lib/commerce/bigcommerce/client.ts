/**
 * The two BigCommerce transports, both on the app's one fetch wrapper (lib/http/fetcher.ts):
 * REST v3 with the API account token, and the GraphQL Storefront API with the storefront token.
 */
import type { AppConfig } from '../../config';
import { fetchJson, FetcherError } from '../../http/fetcher';
import { CommerceError } from '../errors';
import type { GqlResponse } from './vendor-types';

export type BigCommerceConfig = NonNullable<AppConfig['commerce']>;

export interface TransportOptions {
  fetchImpl?: typeof fetch;
  /** Per-request timeout; the fetch wrapper's default (120 s) when not set. */
  timeoutMs?: number;
}

export type QueryValue = string | number | boolean | (string | number)[] | undefined;

/**
 * BigCommerce query strings use `:` in filter names (`customer_id:in`) and commas between list
 * values (`include=a,b`); both are kept readable, everything else is percent-encoded.
 */
export function buildQuery(params: Record<string, QueryValue>): string {
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
  if (error instanceof FetcherError && (error.status === 401 || error.status === 403)) {
    throw new CommerceError(
      'upstream',
      `The hosted store refused our credentials (${error.status}); check the BigCommerce API account and storefront token.`,
    );
  }
  throw error;
}

export interface RestRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export interface RestClient {
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init?: RestRequest): Promise<T>;
}

export function createRestClient(config: BigCommerceConfig, options: TransportOptions = {}): RestClient {
  const base = `${config.apiUrl.replace(/\/+$/, '')}/v3`;
  return {
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init: RestRequest = {}): Promise<T> {
      try {
        return await fetchJson<T>(`${base}${path}${buildQuery(init.query ?? {})}`, {
          method,
          headers: { 'X-Auth-Token': config.accessToken, accept: 'application/json' },
          body: init.body,
          fetchImpl: options.fetchImpl,
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
export function restOperation(method: string, path: string): string {
  return `${method} ${path.split('?')[0].replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
}

/** The operation name of a GraphQL document (`query getCart(...)` -> getCart). */
export function graphqlOperation(document: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(document)?.[1] ?? 'graphql';
}

export interface GraphqlClient {
  request<T>(document: string, variables: Record<string, unknown>): Promise<GqlResponse<T>>;
}

export function createGraphqlClient(config: BigCommerceConfig, options: TransportOptions = {}): GraphqlClient {
  return {
    async request<T>(document: string, variables: Record<string, unknown>): Promise<GqlResponse<T>> {
      try {
        const response = await fetchJson<GqlResponse<T> | null>(config.storefrontApiUrl, {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.storefrontToken}`, accept: 'application/json' },
          body: { query: document, variables },
          fetchImpl: options.fetchImpl,
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
