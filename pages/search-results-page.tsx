import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import DeferredSearchResults from '@/components/search/DeferredSearchResults';
import SearchResults from '@/components/search/SearchResults';
import Seo from '@/components/seo/Seo';
import type { ProductSummary } from '@/lib/commerce/types';
import { getConfig } from '@/lib/config';
import { loadFeaturedProducts } from '@/lib/featured-products';
import { getLogger } from '@/lib/operations/logger';
import { indexName, MAX_QUERY_LENGTH, type IndexKind } from '@/lib/search/constants';
import { searchResultsHref, tabFromParam } from '@/components/search/search-urls';
import { getServerSearchClient } from '@/lib/search/server-client';
import { queryValue } from '@/lib/http/query';
import { classifyUpstream } from '@/lib/http/upstream-error';
import { NO_RESULTS_PRODUCTS_SHOWN } from '@/lib/site';
import { withPreview } from '@/lib/page-context';

interface SearchResultsPageProps {
  serverState: InstantSearchServerState | null;
  serverUrl: string;
  tab: IndexKind;
  indexPrefix: string;
  /** Changes on every server render, so a new navigation to this page starts a fresh search state. */
  navigationId: string;
  /** What a search that finds nothing offers instead, when the server's search found nothing (else none). */
  popularProducts: ProductSummary[];
}

/**
 * /search-results-page?q=…&t=products|categories|blogs|pages (+ category, flavour, size, price, rating, sort and
 * page on products): every state rendered on the server, its code (InstantSearch) hydrating it once the page is idle
 * (DeferredSearchResults).
 */
export default function SearchResultsPage({ navigationId, tab, ...listing }: SearchResultsPageProps) {
  return (
    <>
      <Seo title="Search Bulk Nutrients" description="Search the Bulk Nutrients range, categories, articles and information pages." path="/search-results-page" noindex />
      <DeferredSearchResults key={navigationId} initialTab={tab} {...listing} />
    </>
  );
}

/**
 * The featured products the no-results help offers, loaded only when the server's own search found nothing: a page
 * with results does not pay a content query and a store lookup for cards it does not show. (A search typed later in
 * the browser that finds nothing offers the help's links.) Optional: when they cannot be loaded the help still
 * offers searches and categories.
 */
async function popularWhenNothingFound(serverState: InstantSearchServerState | null, index: string): Promise<ProductSummary[]> {
  if (serverState?.initialResults[index]?.results?.[0]?.nbHits !== 0) return [];
  return loadFeaturedProducts(NO_RESULTS_PRODUCTS_SHOWN).catch((error: unknown) => {
    getLogger().warn({ err: error }, 'featured products for the search page failed');
    return [];
  });
}

export const getServerSideProps = withPreview<SearchResultsPageProps>(async ({ query, resolvedUrl }) => {
  const tab = tabFromParam(query.t);
  const q = queryValue(query.q);
  if (q && q.length > MAX_QUERY_LENGTH) {
    return { redirect: { destination: searchResultsHref(q.slice(0, MAX_QUERY_LENGTH), tab), permanent: false } };
  }
  const indexPrefix = getConfig().search.indexPrefix;
  const serverUrl = `http://localhost${resolvedUrl}`;
  let serverState: InstantSearchServerState | null = null;
  try {
    const state = await getServerState(
      <SearchResults initialTab={tab} serverUrl={serverUrl} searchClient={getServerSearchClient()} indexPrefix={indexPrefix} />,
      { renderToString },
    );
    // Plain JSON for the page props (the state may hold class instances and undefined values).
    serverState = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  } catch (error) {
    // Search itself is down or erroring: the shop's 503 state (pages/_error), as for every page.
    if (classifyUpstream(error)) throw error;
    // Anything else: the browser searches on its own when the server could not, so the page still renders.
    getLogger().error({ err: error }, 'server-side search failed');
  }
  return { props: { serverState, serverUrl, tab, indexPrefix, navigationId: randomUUID(), popularProducts: await popularWhenNothingFound(serverState, indexName(indexPrefix, tab)) } };
});
