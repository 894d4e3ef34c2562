/**
 * Server only. The hosted search adapter: Algolia (or any Algolia-compatible host named by ALGOLIA_HOSTS). Searches
 * use the lite client with the public search key; each call is recorded (log line, span, readiness state) and a
 * failure becomes an UpstreamError of the search service. Writes (the sync script, the BigCommerce webhook) use the
 * admin key, which never reaches the browser.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { getCommerce } from '../commerce';
import type { AppConfig } from '../config';
import { getContent } from '../content';
import { toUpstreamError } from '../http/upstream-error';
import { observeUpstream } from '../operations/upstream';
import { algoliaHostsOption } from './algolia-hosts';
import { INDEX_KINDS, indexName, indexNames } from './constants';
import { quote, SearchRequestError } from './engine';
import { encodeAnswer } from './engine/worker-protocol';
import { categoryTrails, productRecord, type ProductContentSummary } from './records';
import type { SearchService } from './service';
import { replicaIndexNames } from './sort';
import type { MultiQueryResponse } from './types';

type SearchConfig = AppConfig['search'];

/**
 * The admin client. `patient`: for the sync script's batch writes, which may wait on a busy host; the client's own
 * timeouts (2 s to connect, 5 s to read) gave up on one host named by ALGOLIA_HOSTS ("Unreachable hosts") while it
 * was still indexing. A webhook's single-product writes keep the client's defaults.
 */
export function createAlgoliaAdminClient(search: SearchConfig, { patient = false }: { patient?: boolean } = {}): Algoliasearch {
  if (!search.adminKey) throw new Error('ALGOLIA_ADMIN_KEY is not set: it is needed to write the search indexes (server-side only).');
  const timeouts = patient ? { timeouts: { connect: 10_000, read: 60_000, write: 120_000 } } : {};
  return algoliasearch(search.appId, search.adminKey, { ...algoliaHostsOption(search.hosts), ...timeouts });
}

export function createAlgoliaSearch(config: SearchConfig): SearchService {
  const { appId, searchKey, hosts, indexPrefix } = config;
  const known = new Set([...INDEX_KINDS.map((kind) => indexName(indexPrefix, kind)), ...replicaIndexNames(indexPrefix)]);
  const service: SearchService = {
    async search(requests) {
      for (const request of requests) {
        if (!known.has(request.indexName)) throw new SearchRequestError(`Unknown index ${quote(request.indexName)}.`);
      }
      const client = liteClient(appId, searchKey, algoliaHostsOption(hosts));
      const wire = requests.map((request) => ({ indexName: request.indexName, params: request.params.raw }));
      try {
        // The lite client takes request options (the trace context's headers) after the requests.
        return await observeUpstream({ service: 'algolia', operation: 'search' }, (headers) => client.search(wire as never, { headers }) as Promise<MultiQueryResponse>);
      } catch (error) {
        throw toUpstreamError('search', error);
      }
    },

    /** Algolia's answer as the API sends it (Next's compression gzips it on the way out). */
    async answer(requests) {
      return encodeAnswer(await service.search(requests), false);
    },

    /** Built exactly as the full sync builds them (records.ts), from the commerce service and the content. */
    async reindexProducts(productIds) {
      const ids = [...new Set(productIds.filter((id) => Number.isInteger(id) && id > 0))];
      if (ids.length === 0) return { updated: [], removed: [] };
      const content = getContent();
      const [products, productContent, categories] = await Promise.all([
        getCommerce().then((commerce) => commerce.getProductsByIds(ids)),
        content.listProductContent(),
        content.listCategories(),
      ]);
      const trails = categoryTrails(categories);
      const contentByProduct = new Map<number, ProductContentSummary>();
      for (const doc of productContent) if (!doc._id?.startsWith('drafts.')) contentByProduct.set(doc.productId, doc);

      const records = products.map((product) => productRecord(product, contentByProduct.get(product.id), trails));
      const found = new Set(products.map((product) => product.id));
      const removed = ids.filter((id) => !found.has(id));
      const client = createAlgoliaAdminClient(config);
      const index = indexNames(indexPrefix).products;
      // Recorded like every hosted call (log line, span, readiness), each carrying the request's trace context.
      if (records.length > 0) {
        const objects = records as unknown as Record<string, unknown>[];
        await observeUpstream({ service: 'algolia', operation: 'saveObjects' }, (headers) => client.saveObjects({ indexName: index, objects }, { headers }));
      }
      if (removed.length > 0) {
        const objectIDs = removed.map((id) => `product-${id}`);
        await observeUpstream({ service: 'algolia', operation: 'deleteObjects' }, (headers) => client.deleteObjects({ indexName: index, objectIDs }, { headers }));
      }
      return { updated: [...found], removed };
    },
  };
  return service;
}
