import { useEffect, useMemo, useState } from 'react';
import type { SearchClient } from 'instantsearch.js';
import { InstantSearchSSRProvider, useInstantSearch, type InstantSearchServerState } from 'react-instantsearch';
import { useListingUrlPush } from '@/hooks/use-listing-url-push';
import { getBrowserSearchClient } from '@/lib/search/client';
import AppliedFilters from './AppliedFilters';
import FilterDrawer from './FilterDrawer';
import type { RenderQuickAdd } from './hit-types';
import ListingInstantSearch from './ListingInstantSearch';
import type { ListingPage } from './listing-context';
import ProductFilters from './ProductFilters';
import ResultsHits, { ABOVE_THE_FOLD_CARDS } from './ResultsHits';
import SortSelect from './SortSelect';
import { canonicalRouteQuery, shownPages } from './url-state';
import { useHeightOnReturn } from './use-height-on-return';
import styles from './SearchResults.module.css';

export interface CategoryListingProps {
  /** The content category's id: the products index filters on it (it covers the subcategories' products). */
  categoryId: string;
  /** The page's path, e.g. /categories/shop-by-sport: the filters and the sort are kept in its query string. */
  path: string;
  /** The products index (the sort replicas are named after it). */
  productsIndex: string;
  /** The request URL (server rendering reads the filters from it). */
  serverUrl?: string;
  serverState?: InstantSearchServerState | null;
  /** Defaults to the browser client (Algolia or /api/search). The server passes its own. */
  searchClient?: SearchClient;
  renderQuickAdd?: RenderQuickAdd;
}

/** Whether two URLs of a category page stand for the same listing state (filters, sort and pages shown). */
function sameListing(a: string, b: string, productsIndex: string): boolean {
  const query = (url: string) => {
    const { search } = new URL(url, 'http://localhost');
    return `${canonicalRouteQuery(search, productsIndex, 'products', 'listing')}#${shownPages(search)}`;
  };
  return query(a) === query(b);
}

/** Filters as a string InstantSearch sends unchanged: the category is fixed, never an applied (removable) filter. */
function categoryFilter(categoryId: string): string {
  return `categoryIds:"${categoryId.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * A category page's products: the products index filtered on the category, with the search results' filters
 * (price, flavour, size, rating; each only when it would narrow), applied filters with 'Clear all', a sort, and
 * 'Show more'. Every state is a plain URL of the category page, rendered on the server, and every control a link or
 * a GET form to one, which acts in place once the page has hydrated.
 */
export default function CategoryListing({ categoryId, path, productsIndex, serverUrl, serverState, searchClient, renderQuickAdd }: CategoryListingProps) {
  const push = useListingUrlPush(path);
  const client = useMemo(() => searchClient ?? getBrowserSearchClient(), [searchClient]);
  // The server state is used only for the URL it was computed for: the ISR page's state is the bare page's, so a
  // client-side visit (Back) to a filtered URL of it searches in the browser instead. Decided once, at mount: the
  // URL changes with every filter, and switching the wrapper then would remount the listing (closing the drawer).
  const [ssrState] = useState(() =>
    serverState && (typeof window === 'undefined' || sameListing(serverUrl ?? path, window.location.href, productsIndex)) ? serverState : null,
  );
  // Back to a state the page's data does not hold: the listing searches in the browser, keeping its height meanwhile.
  const { ref, minHeight, release } = useHeightOnReturn(!ssrState);
  const app = (
    <ListingSearch
      client={client}
      push={push}
      categoryId={categoryId}
      path={path}
      productsIndex={productsIndex}
      serverUrl={serverUrl}
      renderQuickAdd={renderQuickAdd}
      onResults={minHeight === undefined ? undefined : release}
    />
  );
  return (
    <div ref={ref} style={minHeight === undefined ? undefined : { minHeight }}>
      {ssrState ? <InstantSearchSSRProvider {...ssrState}>{app}</InstantSearchSSRProvider> : app}
    </div>
  );
}

/** Calls `onResults` once the listing's results have rendered. */
function OnResults({ onResults }: { onResults: () => void }) {
  const { results, status } = useInstantSearch();
  const shown = status === 'idle' && !!results && !results.__isArtificial;
  useEffect(() => {
    if (shown) onResults();
  }, [shown, onResults]);
  return null;
}

function ListingSearch({
  client,
  push,
  categoryId,
  path,
  productsIndex,
  serverUrl,
  renderQuickAdd,
  onResults,
}: Pick<CategoryListingProps, 'categoryId' | 'path' | 'productsIndex' | 'serverUrl' | 'renderQuickAdd'> & {
  client: SearchClient;
  push: (url: string, options?: { replace?: boolean }) => void;
  onResults?: () => void;
}) {
  const page = useMemo<ListingPage>(() => ({ path, indexName: productsIndex, tab: 'products', scope: 'listing' }), [path, productsIndex]);
  return (
    <ListingInstantSearch page={page} client={client} push={push} serverUrl={serverUrl} filters={categoryFilter(categoryId)}>
      <div className={styles.listing}>
        <FilterDrawer heading="Filter products" toolbar={<SortSelect productsIndex={productsIndex} />}>
          <ProductFilters />
        </FilterDrawer>
        <div className={styles.listingResults}>
          <h2 className={styles.srOnly}>Products</h2>
          <AppliedFilters />
          <ResultsHits kind="products" noun="product" renderQuickAdd={renderQuickAdd} priorityCount={ABOVE_THE_FOLD_CARDS} />
        </div>
      </div>
      {onResults && <OnResults onResults={onResults} />}
    </ListingInstantSearch>
  );
}
