/**
 * Server only: keeps the hosted (Algolia) product index fresh one product at a time, for the BigCommerce
 * webhook. The records are built exactly as the full sync builds them (records.ts), from the commerce service
 * (Storefront GraphQL) and the content; a product the store no longer shows is removed from the index.
 */
import { getCommerce } from '../commerce';
import { getConfig } from '../config';
import { getContent } from '../content';
import { observeUpstream } from '../operations/upstream';
import { createAlgoliaAdminClient } from './algolia-admin';
import { indexNames } from './constants';
import { categoryTrails, productRecord, type ProductContentSummary } from './records';

export interface ReindexResult {
  updated: number[];
  removed: number[];
}

export async function reindexProducts(productIds: number[]): Promise<ReindexResult> {
  const ids = [...new Set(productIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (ids.length === 0) return { updated: [], removed: [] };
  const config = getConfig();
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
  const client = createAlgoliaAdminClient(config.search);
  const indexName = indexNames(config.search.indexPrefix).products;
  // Recorded like every hosted call (log line, span, readiness), each carrying the request's trace context.
  if (records.length > 0) {
    const objects = records as unknown as Record<string, unknown>[];
    await observeUpstream({ service: 'algolia', operation: 'saveObjects' }, (headers) => client.saveObjects({ indexName, objects }, { headers }));
  }
  if (removed.length > 0) {
    const objectIDs = removed.map((id) => `product-${id}`);
    await observeUpstream({ service: 'algolia', operation: 'deleteObjects' }, (headers) => client.deleteObjects({ indexName, objectIDs }, { headers }));
  }
  return { updated: [...found], removed };
}
