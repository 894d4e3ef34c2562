/**
 * Server only: the Algolia client with the admin key, for writing the indexes (the sync script, the BigCommerce
 * webhook). ALGOLIA_HOSTS points it at any Algolia-compatible host instead of Algolia's own (a local engine in
 * tests and demos). The admin key never reaches the browser: the shop's pages use the search-only key.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { AppConfig } from '../config';

type HostOption = { url: string; accept: 'readWrite'; protocol: 'http' | 'https'; port?: number };

/** `http://127.0.0.1:4410` -> the client's host shape. */
export function algoliaHost(address: string): HostOption {
  const url = new URL(address);
  return {
    url: url.hostname,
    accept: 'readWrite',
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port ? { port: Number(url.port) } : {}),
  };
}

export function createAlgoliaAdminClient(search: AppConfig['search']): Algoliasearch {
  if (!search.adminKey) throw new Error('ALGOLIA_ADMIN_KEY is not set: it is needed to write the search indexes (server-side only).');
  return algoliasearch(search.appId, search.adminKey, search.hosts ? { hosts: search.hosts.map(algoliaHost) } : undefined);
}
