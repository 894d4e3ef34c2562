import { indexNames, type IndexKind } from '../constants';
import type { MultiQueryResponse, SearchRecords } from '../types';
import { quote, SearchRequestError } from './errors';
import { REPLICA_SORTS, sortIndexName } from '../sort';
import { normalizeRequests, type NormalizedRequest } from './params';
import { SearchIndex, type SearchRecord, type TextMemo } from './search-index';
import { BLOG_SETTINGS, CATEGORY_SETTINGS, PAGE_SETTINGS, PRODUCT_SETTINGS, type IndexSettings } from './settings';

export const INDEX_SETTINGS: Record<IndexKind, IndexSettings> = {
  products: PRODUCT_SETTINGS,
  categories: CATEGORY_SETTINGS,
  blogs: BLOG_SETTINGS,
  pages: PAGE_SETTINGS,
};

/** What an engine made by createSearchEngine was made from: the search worker builds its own copy from it. */
export interface EngineSource {
  records: SearchRecords;
  prefix: string;
}

/** Several named indexes answering Algolia's multi-query protocol. */
export class SearchEngine {
  private readonly indexes = new Map<string, SearchIndex>();

  /** @param source what the indexes were built from, when they were built by createSearchEngine. */
  constructor(
    indexes: SearchIndex[],
    readonly source: EngineSource | null = null,
  ) {
    for (const index of indexes) this.indexes.set(index.name, index);
  }

  index(indexName: string): SearchIndex | undefined {
    return this.indexes.get(indexName);
  }

  /** Index names with their record counts. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.indexes].map(([name, index]) => [name, index.size]));
  }

  /** Refuses a request for an index this engine does not have (a SearchRequestError). */
  checkIndexes(requests: NormalizedRequest[]): void {
    for (const request of requests) {
      if (!this.indexes.has(request.indexName)) {
        throw new SearchRequestError(`Unknown index ${quote(request.indexName)}. Known indexes: ${[...this.indexes.keys()].join(', ')}.`);
      }
    }
  }

  /** Answers already-normalised requests; unknown index names are a SearchRequestError. */
  run(requests: NormalizedRequest[]): MultiQueryResponse {
    this.checkIndexes(requests);
    // Text matches are shared between the requests of one multi-query (InstantSearch repeats the query
    // in its facet requests), per index.
    const memos = new Map<string, TextMemo>();
    const results = requests.map((request) => {
      const index = this.indexes.get(request.indexName) as SearchIndex;
      let memo = memos.get(request.indexName);
      if (!memo) {
        memo = new Map();
        memos.set(request.indexName, memo);
      }
      return index.search(request.params, memo);
    });
    return { results };
  }

  /** Validates a raw body (`{ requests }` or an array of requests) and answers it. */
  search(body: unknown): MultiQueryResponse {
    return this.run(normalizeRequests(body));
  }
}

/** The storefront's four indexes from their records, and the products index's sort replicas (sharing its data). */
export function createSearchEngine(records: SearchRecords, prefix: string): SearchEngine {
  const names = indexNames(prefix);
  const kinds = Object.keys(INDEX_SETTINGS) as IndexKind[];
  const indexes = kinds.map((kind) => new SearchIndex(names[kind], records[kind] as unknown as SearchRecord[], INDEX_SETTINGS[kind]));
  const products = indexes[kinds.indexOf('products')];
  const replicas = REPLICA_SORTS.map((sort) => products.replica(sortIndexName(prefix, sort.key), sort.ranking));
  return new SearchEngine([...indexes, ...replicas], { records, prefix });
}
