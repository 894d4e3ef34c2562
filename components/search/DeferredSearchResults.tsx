// The results' styles load with the page, not with their code: the server-rendered HTML is laid out from the first
// paint (a CSS module imported only by the deferred chunk would arrive with it).
import '@/components/product/Wishlist.module.css';
import './SearchResults.module.css';
import type { ProductHit } from './hit-types';
import type { SearchResultsProps } from './SearchResults';
import { deferredListing } from './deferred-listing';

type Props = Omit<SearchResultsProps, 'renderQuickAdd' | 'searchClient'>;

/**
 * The search results page's content (SearchResults: box, tabs, filters, sort, hits, quick add), rendered in full on
 * the server from the request's search state and hydrated once the page is idle or at the first interaction
 * (deferred-listing.tsx): react-instantsearch, instantsearch.js, its helper, the search client and the quick
 * add stay out of the page's first scripts. Until then its links and GET forms work as they do without JavaScript.
 */
const DeferredSearchResults = deferredListing<Props>('data-deferred-listing', async () => {
  const [{ default: SearchResults }, { default: HitQuickAdd }] = await Promise.all([import('./SearchResults'), import('./HitQuickAdd')]);
  const renderQuickAdd = (hit: ProductHit) => <HitQuickAdd hit={hit} />;
  return function LiveSearchResults(props: Props) {
    return <SearchResults {...props} renderQuickAdd={renderQuickAdd} />;
  };
});

export default DeferredSearchResults;
