// The listing's styles load with the page, not with its code: its server-rendered HTML is laid out from the first
// paint (a CSS module imported only by the deferred chunk would arrive with it).
import '@/components/product/Wishlist.module.css';
import './SearchResults.module.css';
import type { CategoryListingProps } from './CategoryListing';
import type { ProductHit } from './hit-types';
import { deferredListing } from './deferred-listing';

type Props = Omit<CategoryListingProps, 'renderQuickAdd' | 'searchClient'>;

/**
 * A category page's listing (CategoryListing: sort, filters, chips, products, 'Show more'), rendered in full on the
 * server from the URL's state and hydrated once the page is idle or at the first interaction (deferred-listing.tsx):
 * react-instantsearch, the search client and the quick add stay out of the page's first scripts. Until then its
 * links and GET forms work as they do without JavaScript.
 */
const DeferredCategoryListing = deferredListing<Props>('data-deferred-listing', async () => {
  const [{ default: CategoryListing }, { default: HitQuickAdd }] = await Promise.all([import('./CategoryListing'), import('./HitQuickAdd')]);
  const renderQuickAdd = (hit: ProductHit) => <HitQuickAdd hit={hit} />;
  return function LiveCategoryListing(props: Props) {
    return <CategoryListing {...props} renderQuickAdd={renderQuickAdd} />;
  };
});

export default DeferredCategoryListing;
