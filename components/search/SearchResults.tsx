import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/compat/router';
import type { SearchClient } from 'instantsearch.js';
import { Configure, InstantSearch, InstantSearchSSRProvider, useInstantSearch, type InstantSearchServerState } from 'react-instantsearch';
import { publicConfig } from '@/lib/public-config';
import { getBrowserSearchClient } from '@/lib/search/client';
import {
  HITS_PER_PAGE,
  SEARCH_RESULTS_PATH,
  STALL_DELAY_MS,
  indexName,
  searchResultsHref,
  tabFromParam,
  type IndexKind,
} from '@/lib/search/constants';
import { createSearchRouting } from '@/lib/search/routing';
import AppliedFilters from './AppliedFilters';
import FilterPanel from './FilterPanel';
import { DisposeServerInstance, RenderMountedWidgets } from './InstanceLifecycle';
import type { RenderQuickAdd } from './hit-types';
import ProductFilters from './ProductFilters';
import ResultsHits from './ResultsHits';
import ResultsSearchBox from './ResultsSearchBox';
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
}

type Push = (url: string) => void;

/** What the cards of each tab show (smaller answers; variants stay for the quick-add buttons). */
const RETRIEVE: Record<IndexKind, string[]> = {
  products: ['productId', 'slug', 'title', 'shortDescription', 'price', 'priceRange', 'retailPriceRange', 'averageRating', 'reviewCount', 'stars', 'images', 'sku', 'variants'],
  categories: ['slug', 'title', 'description'],
  blogs: ['slug', 'title', 'author', 'featuredImage', 'estimatedReadingTime'],
  pages: ['slug', 'title', 'description'],
};

/** The search results page content: heading, box, tabs, and per tab its InstantSearch (remounted on switch). */
export default function SearchResults({ initialTab, serverUrl, serverState, searchClient, renderQuickAdd, indexPrefix }: SearchResultsProps) {
  const router = useRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  }, [router]);
  const [tab, setTab] = useState<IndexKind>(initialTab);
  const [switched, setSwitched] = useState(false);
  const client = useMemo(() => searchClient ?? getBrowserSearchClient(), [searchClient]);

  // Only while this page shows: a late URL write must never pull the shopper back from another page.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The Next router's shallow push keeps Back/Forward working across pages; plain pushState outside Next.
  const push = useCallback<Push>((url) => {
    if (!alive.current || window.location.pathname !== SEARCH_RESULTS_PATH) return;
    const r = routerRef.current;
    if (r) void r.push(url, undefined, { shallow: true, scroll: false });
    else window.history.pushState({}, '', url);
  }, []);

  // Back/Forward between tabs.
  useEffect(() => {
    const onPopState = () => {
      const next = tabFromParam(new URLSearchParams(window.location.search).get('t'));
      setTab((current) => {
        if (current !== next) setSwitched(true);
        return next;
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const switchTab = useCallback(
    (next: IndexKind, query: string) => {
      if (next === tab) return;
      push(searchResultsHref(query, next));
      setSwitched(true);
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
      renderQuickAdd={renderQuickAdd}
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
  renderQuickAdd,
}: {
  tab: IndexKind;
  indexName: string;
  serverUrl?: string;
  client: SearchClient;
  push: Push;
  onTabChange: (tab: IndexKind, query: string) => void;
  renderQuickAdd?: RenderQuickAdd;
}) {
  const [routing] = useState(() => createSearchRouting({ tab, indexName: index, serverUrl, push }));
  return (
    <InstantSearch
      searchClient={client}
      indexName={index}
      routing={routing}
      stalledSearchDelay={STALL_DELAY_MS}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure hitsPerPage={HITS_PER_PAGE} attributesToRetrieve={RETRIEVE[tab]} attributesToHighlight={['title']} />
      <DisposeServerInstance />
      <div className={styles.page}>
        <h1 className={styles.heading}>Search Bulk Nutrients</h1>
        <ResultsSearchBox />
        <Tabs tab={tab} onTabChange={onTabChange} />
        {tab === 'products' ? <ProductsLayout productsIndex={index} renderQuickAdd={renderQuickAdd} /> : <FullWidth tab={tab} />}
      </div>
      <RenderMountedWidgets />
    </InstantSearch>
  );
}

function Tabs({ tab, onTabChange }: { tab: IndexKind; onTabChange: (tab: IndexKind, query: string) => void }) {
  const { indexUiState } = useInstantSearch();
  return <SearchTabs tab={tab} onChange={(next) => onTabChange(next, indexUiState.query ?? '')} />;
}

function ProductsLayout({ productsIndex, renderQuickAdd }: { productsIndex: string; renderQuickAdd?: RenderQuickAdd }) {
  const panelId = `${useId()}-filters`;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className={styles.layout}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        Filter and Categories
      </button>
      <FilterPanel id={panelId} open={open} onClose={close} returnFocusTo={toggleRef}>
        <ProductFilters categories />
      </FilterPanel>
      <section className={styles.results} aria-labelledby={`${panelId}-results`} inert={open || undefined}>
        <h2 id={`${panelId}-results`} className={styles.srOnly}>
          Results
        </h2>
        <SortSelect productsIndex={productsIndex} />
        <AppliedFilters />
        <ResultsHits kind="products" renderQuickAdd={renderQuickAdd} />
      </section>
    </div>
  );
}

function FullWidth({ tab }: { tab: IndexKind }) {
  const headingId = `${useId()}-results`;
  return (
    <section className={styles.fullWidth} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.srOnly}>
        Results
      </h2>
      <ResultsHits kind={tab} />
    </section>
  );
}
