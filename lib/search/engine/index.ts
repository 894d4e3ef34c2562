/** The embedded search engine: MiniSearch for text, own facet counting, Algolia's multi-query protocol. */
export { SearchEngine, createSearchEngine, INDEX_SETTINGS } from './engine';
export { SearchRequestError, isSearchRequestError, isSearchUnavailableError, quote, INVALID_SEARCH } from './errors';
export { normalizeRequests, type NormalizedRequest } from './params';
export * from './limits';
export { PRODUCT_SETTINGS } from './settings';
