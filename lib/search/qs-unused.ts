/**
 * Stands in for the `qs` package in the browser build (next.config.ts, turbopack.resolveAlias). instantsearch.js
 * imports qs only for the default URL format of its history router, which its routing middleware still imports as
 * the default router; the listings route with a router of their own (components/search/listing-router.ts, on URLSearchParams), so
 * qs and what it brings along (object-inspect, get-intrinsic, side-channel; their size: docs/performance.md) would be code the search
 * page loads and never runs. A call means some InstantSearch lost its router and fell back to the default one: it
 * fails loudly instead of writing other URLs.
 */
function unused(): never {
  throw new Error('qs is not in the browser build: give InstantSearch the listings router (components/search/listing-router.ts createListingRouting)');
}

export const parse = unused;
export const stringify = unused;

const qs = { parse, stringify };
export default qs;
