import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { SearchClient } from 'instantsearch.js';
import { InstantSearchSSRProvider, useCurrentRefinements, useInstantSearch, type InstantSearchServerState } from 'react-instantsearch';
import { useListingUrlPush } from '@/hooks/use-listing-url-push';
import type { ProductSummary } from '@/lib/commerce/types';
import { publicConfig } from '@/lib/public-config';
import { getBrowserSearchClient } from '@/lib/search/client';
import { indexName, type IndexKind } from '@/lib/search/constants';
import AppliedFilters from './AppliedFilters';
import FilterDrawer from './FilterDrawer';
import type { RenderQuickAdd } from './hit-types';
import type { ListingPage } from './listing-context';
import ListingInstantSearch from './ListingInstantSearch';
import NoResults from './NoResults';
import ProductFilters from './ProductFilters';
import ResultsHits, { ABOVE_THE_FOLD_CARDS } from './ResultsHits';
import ResultsSearchBox from './ResultsSearchBox';
import { SEARCH_RESULTS_PATH, searchResultsHref, tabFromParam } from './search-urls';
import SearchTabs from './SearchTabs';
import SortSelect from './SortSelect';
import styles from './SearchResults.module.css';

export interface SearchResultsProps {
  /** The tab of the request (`t`). */
  initialTab: IndexKind;
  /** The request URL (server rendering reads q/t/filters from it). */
  serverUrl?: string;
  /** From getServerState() in getServerSideProps (JSON round-tripped); used by the first tab shown. */
  serverState?: InstantSearchServerState | null;
  /** Defaults to the browser client (Algolia or /api/search). The server passes its own. */
  searchClient?: SearchClient;
  /** Quick-add buttons on product cards (the commerce engineer's slot). */
  renderQuickAdd?: RenderQuickAdd;
  indexPrefix?: string;
  /** Offered when a search finds nothing (from getServerSideProps; none: the other ways on only). */
  popularProducts?: ProductSummary[];
}

type Push = (url: string, options?: { replace?: boolean }) => void;

/** The search results page content: heading, box, tabs, and per tab its InstantSearch (remounted on switch). */
export default function SearchResults({ initialTab, serverUrl, serverState, searchClient, renderQuickAdd, indexPrefix, popularProducts = [] }: SearchResultsProps) {
  const [tab, setTab] = useState<IndexKind>(initialTab);
  const [switched, setSwitched] = useState(false);
  // A tab pressed here: the new tab's listing (a new tree, with its own tab links) takes the focus the pressed link had.
  const [pressedTab, setPressedTab] = useState(false);
  const client = useMemo(() => searchClient ?? getBrowserSearchClient(), [searchClient]);

  const push = useListingUrlPush(SEARCH_RESULTS_PATH);

  // Back/Forward between tabs.
  useEffect(() => {
    const onPopState = () => {
      const next = tabFromParam(new URLSearchParams(window.location.search).get('t'));
      setPressedTab(false);
      setTab((current) => {
        if (current !== next) setSwitched(true);
        return next;
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const switchTab = useCallback(
    async (next: IndexKind, query: string) => {
      if (next === tab) return;
      // The new tab's listing reads its state from the URL: it mounts once the URL is written.
      await push(searchResultsHref(query, next));
      setSwitched(true);
      setPressedTab(true);
      setTab(next);
    },
    [push, tab],
  );

  const app = (
    <TabSearch
      key={tab}
      tab={tab}
      indexName={indexName(indexPrefix ?? publicConfig.search.indexPrefix, tab)}
      serverUrl={serverUrl}
      client={client}
      push={push}
      onTabChange={switchTab}
      focusTab={pressedTab}
      renderQuickAdd={renderQuickAdd}
      popularProducts={popularProducts}
    />
  );
  return serverState && !switched ? <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider> : app;
}

function TabSearch({
  tab,
  indexName: index,
  serverUrl,
  client,
  push,
  onTabChange,
  focusTab,
  renderQuickAdd,
  popularProducts,
}: {
  tab: IndexKind;
  indexName: string;
  serverUrl?: string;
  client: SearchClient;
  push: Push;
  onTabChange: (tab: IndexKind, query: string) => void;
  /** Focus the current tab's link once mounted (the shopper pressed it: the old tree's link, focused, is gone). */
  focusTab: boolean;
  renderQuickAdd?: RenderQuickAdd;
  popularProducts: ProductSummary[];
}) {
  const page = useMemo<ListingPage>(() => ({ path: SEARCH_RESULTS_PATH, indexName: index, tab, scope: 'search' }), [index, tab]);
  const renderEmpty = useCallback((query: string) => <EmptyResults query={query} popularProducts={popularProducts} />, [popularProducts]);
  return (
    <ListingInstantSearch page={page} client={client} push={push} serverUrl={serverUrl}>
      <div className={styles.page}>
        <h1 className={styles.heading}>Search Bulk Nutrients</h1>
        <ResultsSearchBox />
        <Tabs tab={tab} onTabChange={onTabChange} focusCurrent={focusTab} />
        {tab === 'products' ? (
          <ProductsLayout productsIndex={index} renderQuickAdd={renderQuickAdd} renderEmpty={renderEmpty} />
        ) : (
          <FullWidth tab={tab} renderEmpty={renderEmpty} />
        )}
      </div>
    </ListingInstantSearch>
  );
}

function Tabs({ tab, onTabChange, focusCurrent }: { tab: IndexKind; onTabChange: (tab: IndexKind, query: string) => void; focusCurrent: boolean }) {
  const { indexUiState } = useInstantSearch();
  const query = indexUiState.query ?? '';
  return <SearchTabs tab={tab} query={query} onChange={(next) => onTabChange(next, query)} focusCurrent={focusCurrent} />;
}

type RenderEmpty = (query: string) => ReactNode;

/** The no-results help, told whether filters narrowed the search. */
function EmptyResults({ query, popularProducts }: { query: string; popularProducts: ProductSummary[] }) {
  const { items } = useCurrentRefinements();
  return <NoResults query={query} filtered={items.length > 0} popularProducts={popularProducts} />;
}

function ProductsLayout({ productsIndex, renderQuickAdd, renderEmpty }: { productsIndex: string; renderQuickAdd?: RenderQuickAdd; renderEmpty: RenderEmpty }) {
  const headingId = `${useId()}-results`;
  return (
    <div className={styles.listing}>
      <FilterDrawer
        heading="Filter and Categories"
        toggleLabel="Filter and Categories"
        countApplied={false}
        noun="result"
        toolbar={<SortSelect productsIndex={productsIndex} />}
      >
        <ProductFilters categories />
      </FilterDrawer>
      <section className={styles.listingResults} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.srOnly}>
          Results
        </h2>
        <AppliedFilters />
        <ResultsHits kind="products" renderQuickAdd={renderQuickAdd} priorityCount={ABOVE_THE_FOLD_CARDS} renderEmpty={renderEmpty} />
      </section>
    </div>
  );
}

function FullWidth({ tab, renderEmpty }: { tab: IndexKind; renderEmpty: RenderEmpty }) {
  const headingId = `${useId()}-results`;
  return (
    <section className={styles.fullWidth} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.srOnly}>
        Results
      </h2>
      <ResultsHits kind={tab} renderEmpty={renderEmpty} />
    </section>
  );
}
