/**
 * How much one search request may ask of the engine. Each bound is checked before any work is done (bad input is
 * a 400 saying what was too large), except the snippet length, which is capped: a longer one is answered at the cap.
 * With these bounds the worst request the engine accepts costs a bounded amount of work (scripts/bench/search.mjs
 * measures it), and that work runs on the search worker, not on the thread that answers other requests.
 */

/** Queries in one multi-query. */
export const MAX_REQUESTS = 50;
/** hitsPerPage of one query (Algolia's own maximum). */
export const MAX_HITS_PER_PAGE = 1000;
/** Hits one multi-query may ask for altogether (each query's hitsPerPage, less what lies past the pagination limit). */
export const MAX_HITS_PER_RESPONSE = 1000;
/** Only the first 1000 hits of a query can be paged to (Algolia's default paginationLimitedTo). */
export const PAGINATION_LIMIT = 1000;
/** page of one query. */
export const MAX_PAGE = 10_000;
/** Facet values per facet (Algolia's own maximum). */
export const MAX_VALUES_PER_FACET = 1000;

/** Characters of one query's filters, all of them together (filters, facetFilters, numericFilters, tagFilters). */
export const MAX_FILTER_LENGTH = 2000;
/** Conditions in one query's filters (attribute:value, n > 3, a range). */
export const MAX_FILTER_CONDITIONS = 100;
/** How deep one query's `filters` nest (each "(" and each NOT is a level). */
export const MAX_FILTER_DEPTH = 20;

/** Attributes named in one list (facets, attributesToRetrieve, attributesToHighlight ...). */
export const MAX_ATTRIBUTES = 100;
/** Characters of one attribute name (a dotted path). */
export const MAX_ATTRIBUTE_LENGTH = 100;
/** Words in a snippet: "attribute:n" with a larger n gets this many. */
export const MAX_SNIPPET_WORDS = 100;
/** Characters of highlightPreTag, highlightPostTag and snippetEllipsisText (each is repeated in every hit). */
export const MAX_TAG_LENGTH = 64;
