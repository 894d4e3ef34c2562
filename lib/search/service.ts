/**
 * The one search interface. Two adapters implement it: embedded.ts (the in-process engine) and algolia.ts.
 * Both answer Algolia's multi-query protocol, so /api/search, server-side rendering (server-client.ts) and the
 * browser's InstantSearch widgets see one shape whichever answers.
 */
import type { NormalizedRequest } from './engine';
import type { SearchAnswer, SearchOptions } from './engine/thread';
import type { MultiQueryResponse } from './types';

interface ReindexResult {
  updated: number[];
  removed: number[];
}

export interface SearchService {
  /** Answers requests checked by normalizeRequests; an unknown index is a SearchRequestError (a 400). */
  search(requests: NormalizedRequest[]): Promise<MultiQueryResponse>;
  /**
   * The same answer as the API sends it: JSON bytes, gzipped when asked for and worth it. Embedded: made on the
   * search worker, so the thread that serves requests never builds or serialises a large answer.
   */
  answer(requests: NormalizedRequest[], options?: SearchOptions): Promise<SearchAnswer>;
  /** After a store change: brings these products' records up to date (a product the store no longer shows leaves). */
  reindexProducts(productIds: number[]): Promise<ReindexResult>;
}
