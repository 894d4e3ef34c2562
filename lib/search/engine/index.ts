/** The embedded search engine: MiniSearch for text, own facet counting, Algolia's multi-query protocol. */
export { SearchEngine, createSearchEngine, INDEX_SETTINGS } from './engine';
export { SearchIndex, valuesAt } from './search-index';
export type { SearchRecord } from './search-index';
export { SearchRequestError, SearchUnavailableError, isSearchRequestError, isSearchUnavailableError, quote, INVALID_SEARCH } from './errors';
export { normalizeRequests, normalizeRequest, normalizeParams, parseParamsString, hitsAsked } from './params';
export * from './limits';
export type { SearchParams, NormalizedRequest } from './params';
export type { IndexSettings } from './settings';
export { PRODUCT_SETTINGS, CATEGORY_SETTINGS, BLOG_SETTINGS, PAGE_SETTINGS } from './settings';
