/**
 * Stands in for the `qs` package in the browser build (next.config.ts, turbopack.resolveAlias). instantsearch.js
 * imports qs only for the default URL format of its history router; the results page gives that router its own
 * createURL and parseURL (lib/search/routing.ts, on URLSearchParams), so qs and what it brings along
 * (object-inspect, get-intrinsic, side-channel: 14 kB of gzip) would be code the search page loads and never runs.
 * A call means a router lost its createURL or parseURL: it fails loudly instead of writing other URLs.
 */
function unused(): never {
  throw new Error('qs is not in the browser build: give the InstantSearch history router createURL and parseURL (lib/search/routing.ts)');
}

export const parse = unused;
export const stringify = unused;

const qs = { parse, stringify };
export default qs;
