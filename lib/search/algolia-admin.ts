/**
 * Server only: the Algolia client with the admin key, for writing the indexes (the sync script, the BigCommerce
 * webhook). ALGOLIA_HOSTS points it at any Algolia-compatible host instead of Algolia's own (a local engine in
 * tests and demos). The admin key never reaches the browser: the shop's pages use the search-only key.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { AppConfig } from '../config';
import { algoliaHostsOption } from './algolia-hosts';

export function createAlgoliaAdminClient(search: AppConfig['search']): Algoliasearch {
  if (!search.adminKey) throw new Error('ALGOLIA_ADMIN_KEY is not set: it is needed to write the search indexes (server-side only).');
  return algoliasearch(search.appId, search.adminKey, algoliaHostsOption(search.hosts));
}
