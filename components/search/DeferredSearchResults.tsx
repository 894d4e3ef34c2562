import { deferredHydration } from '@/components/ui/deferred-hydration';
// The deferred component's styles load with the page, not with its code: its server-rendered HTML must be laid out
// from the first paint (a CSS module imported only by the deferred chunk would arrive with it, after hydration).
import './SearchResults.module.css';
import type { ProductHit } from './hit-types';
import type { SearchResultsProps } from './SearchResults';

type Props = Omit<SearchResultsProps, 'renderQuickAdd' | 'searchClient'>;

/**
 * The search results page's content (SearchResults: box, tabs, filters, sort, hits, quick add), rendered in full on
 * the server from the request's search state and hydrated from a chunk of its own once the page is idle or at the
 * shopper's first interaction: react-instantsearch, instantsearch.js, its helper, the search client and the quick
 * add (~45 kB of gzip) stay out of the page's first scripts. Until then the server's HTML is the results page:
 * links work, and a press on a tab, a filter, a chip or the quick add, a sort chosen or the box submitted is
 * replayed once it has hydrated (components/ui/deferred-hydration.tsx). A client-side navigation to the page (a
 * search from the header) loads the chunk at once.
 */
const DeferredSearchResults = deferredHydration<Props>(
  'data-deferred-search',
  async () => {
    const [{ default: SearchResults }, { default: HitQuickAdd }] = await Promise.all([import('./SearchResults'), import('./HitQuickAdd')]);
    const renderQuickAdd = (hit: ProductHit) => <HitQuickAdd hit={hit} />;
    return function Results(props: Props) {
      return <SearchResults {...props} renderQuickAdd={renderQuickAdd} />;
    };
  },
  { reserveScreen: true },
);

export default DeferredSearchResults;
