import Link from 'next/link';
import { useId } from 'react';
import ProductCard from '@/components/product/ProductCard';
import type { ProductSummary } from '@/lib/commerce/types';
import { NOTHING_SEARCHABLE_TIP, typedNothingSearchable } from '@/lib/search/searchable-query';
import { POPULAR_SEARCHES, SHOP_BY, searchHref } from '@/lib/site';
import styles from './SearchResults.module.css';

interface NoResultsProps {
  /** What was searched for ('' when only filters were applied). */
  query: string;
  /** Filters are applied: removing one is a way to more results. */
  filtered: boolean;
  /** A few products to offer instead (the home page's featured products). */
  popularProducts: ProductSummary[];
}

/** Searches and categories to go on to (the header's lists). */
const linkGroups = [
  { key: 'searches', heading: 'Popular searches', links: POPULAR_SEARCHES.map((term) => ({ label: term, href: searchHref(term) })) },
  { key: 'categories', heading: 'Browse the range', links: SHOP_BY.map((item) => ({ label: `Shop by ${item.label}`, href: item.href })) },
];

/**
 * What the search results page offers when nothing matched: how to search differently, then places to go on from
 * (the header's popular searches, the Shop by categories, a few featured products). Every way on is a link.
 */
export default function NoResults({ query, filtered, popularProducts }: NoResultsProps) {
  const id = useId();
  const tips = [
    ...(typedNothingSearchable(query)
      ? [NOTHING_SEARCHABLE_TIP]
      : query
        ? ['Check the spelling: one letter out can be enough to miss.', 'Use fewer words, or broader ones: “whey” finds more than “vanilla whey isolate 1kg”.']
        : []),
    ...(filtered ? ['Remove a filter, or clear them all, to widen the search.'] : []),
  ];
  return (
    <div className={styles.noResults} data-testid="no-results">
      {tips.length > 0 && (
        <ul className={styles.noResultsTips}>
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
      {linkGroups.map((group) => (
        <section key={group.key} aria-labelledby={`${id}-${group.key}`}>
          <h3 id={`${id}-${group.key}`} className={styles.noResultsHeading}>
            {group.heading}
          </h3>
          <ul className={styles.chips}>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className={styles.chip}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {popularProducts.length > 0 && (
        <section aria-labelledby={`${id}-products`}>
          <h3 id={`${id}-products`} className={styles.noResultsHeading}>
            Popular picks
          </h3>
          <ul className={styles.productGrid}>
            {popularProducts.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} imageSize={150} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
