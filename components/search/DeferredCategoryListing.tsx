import { deferredHydration } from '@/components/ui/deferred-hydration';
// The deferred component's styles load with the page, not with its code: its server-rendered HTML must be laid out
// from the first paint (a CSS module imported only by the deferred chunk would arrive with it, after hydration).
import './SearchResults.module.css';
import type { CategoryListingProps } from './CategoryListing';
import type { ProductHit } from './hit-types';

type Props = Omit<CategoryListingProps, 'renderQuickAdd' | 'searchClient'> & {
  /** The products region's name ('Products in Shop by Sport'). */
  label: string;
};

/**
 * A category page's listing (CategoryListing: sort, filters, chips, products, 'Show more') in its region, rendered in
 * full on the server from the URL's state and hydrated from a chunk of its own once the page is idle or at the
 * shopper's first interaction: react-instantsearch, the search client and the quick add stay out of the page's first
 * scripts (the page most shoppers browse on phones). Until then the server's HTML is the listing: product links
 * work, and a press on a filter, a chip, 'Show more' or 'Filter', a sort chosen or a price submitted is replayed
 * once it has hydrated (components/ui/deferred-hydration.tsx).
 */
const DeferredCategoryListing = deferredHydration<Props>(
  'data-deferred-listing',
  async () => {
  const [{ default: CategoryListing }, { default: HitQuickAdd }] = await Promise.all([import('./CategoryListing'), import('./HitQuickAdd')]);
  const renderQuickAdd = (hit: ProductHit) => <HitQuickAdd hit={hit} />;
  return function ListingRegion({ label, ...props }: Props) {
    return (
      <section aria-label={label}>
        <CategoryListing {...props} renderQuickAdd={renderQuickAdd} />
      </section>
    );
  };
  },
  { reserveScreen: true },
);

export default DeferredCategoryListing;
