import { useId } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { CountBadge } from './CategoryMenu';
import { narrowingOptions } from './narrowing';
import styles from './SearchResults.module.css';

/** How many values show before 'Show more' (flavours run to fifty). */
export const LIST_FILTER_LIMIT = 8;

/**
 * A filter over one list attribute (flavours, sizes): each value with its count; several values widen with OR.
 * Only values that would narrow the results are offered, and the filter hides when none would.
 */
export default function ListFilter({ attribute, label }: { attribute: string; label: string }) {
  const { items: all, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    operator: 'or',
    limit: LIST_FILTER_LIMIT,
    showMore: true,
    showMoreLimit: 100,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const { results } = useInstantSearch();
  const items = narrowingOptions(all, results?.nbHits ?? 0);
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        {label}
      </h3>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.value}>
            <button
              type="button"
              className={item.isRefined ? `${styles.menuItem} ${styles.menuItemActive}` : styles.menuItem}
              aria-pressed={item.isRefined}
              onClick={() => refine(item.value)}
            >
              <span>{item.label}</span> <CountBadge count={item.count} />
            </button>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" className={styles.showMoreValues} onClick={toggleShowMore} aria-expanded={isShowingMore}>
          {isShowingMore ? `Fewer ${label.toLowerCase()} options` : `More ${label.toLowerCase()} options`}
        </button>
      )}
    </section>
  );
}
