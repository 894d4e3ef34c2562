import { useMemo, useState, type ReactNode } from 'react';
import type { SearchClient } from 'instantsearch.js';
import { Configure, InstantSearch } from 'react-instantsearch';
import { STALL_DELAY_MS, type IndexKind } from '@/lib/search/constants';
import { DisposeServerInstance, RenderMountedWidgets } from './InstanceLifecycle';
import { createListingRouting } from './listing-router';
import { ListingPageContext, type ListingPage } from './listing-context';

/** What the cards of each tab show (smaller answers; the variants and the limits per order stay for the quick-add buttons). */
const RETRIEVE: Record<IndexKind, string[]> = {
  products: ['productId', 'slug', 'title', 'shortDescription', 'price', 'priceRange', 'retailPriceRange', 'averageRating', 'reviewCount', 'stars', 'images', 'sku', 'minQuantity', 'maxQuantity', 'variants'],
  categories: ['slug', 'title', 'description'],
  blogs: ['slug', 'title', 'author', 'featuredImage', 'estimatedReadingTime'],
  pages: ['slug', 'title', 'description'],
};

interface ListingInstantSearchProps {
  page: ListingPage;
  client: SearchClient;
  /** Writes a URL of the listing (the Next router's shallow push, or replace). */
  push: (url: string, options?: { replace?: boolean }) => void;
  /** The request URL (server rendering reads the state from it). */
  serverUrl?: string;
  /** A fixed filter, never shown as an applied (removable) one: a category page's category. */
  filters?: string;
  children: ReactNode;
}

/**
 * One listing's InstantSearch (the search results' tab, a category page's products): its state kept in the page's
 * URL (listing-router.ts), the cards' fields, and the pages shown at once.
 */
export default function ListingInstantSearch({ page, client, push, serverUrl, filters, children }: ListingInstantSearchProps) {
  // 'Show more' followed without JavaScript asks for more pages (`page`): the first search shows them all. So does
  // Back or Forward to an entry of the page: it shows as many as its URL says, as a reload of it would. A new filter,
  // sort or query starts again at one page. The routing owns both (its state holds the hits per search).
  const [{ routing, onStateChange }] = useState(() =>
    createListingRouting({ tab: page.tab, indexName: page.indexName, serverUrl, push, scope: page.scope, basePath: page.path }),
  );
  const context = useMemo<ListingPage>(() => ({ ...page, replaceUrl: (url) => push(url, { replace: true }) }), [page, push]);
  return (
    <ListingPageContext value={context}>
      <InstantSearch
        searchClient={client}
        indexName={page.indexName}
        routing={routing}
        onStateChange={onStateChange}
        stalledSearchDelay={STALL_DELAY_MS}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <Configure
          {...(filters === undefined ? {} : { filters })}
          attributesToRetrieve={RETRIEVE[page.tab]}
          attributesToHighlight={['title']}
        />
        <DisposeServerInstance />
        {children}
        <RenderMountedWidgets />
      </InstantSearch>
    </ListingPageContext>
  );
}
