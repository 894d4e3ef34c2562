import { useEffect, useId, useRef } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import FilterLink from './FilterLink';
import { narrowingOptions } from './narrowing';
import { useFilterCopyState } from './use-filter-copy-state';
import { useRefocusFollowed } from './use-refocus-followed';
import styles from './SearchResults.module.css';

/** How many values show before 'More … options' (flavours run to fifty). */
const LIST_FILTER_LIMIT = 8;
/** The most values a filter lists. */
const LIST_FILTER_MAX = 100;

/**
 * A filter over one list attribute (flavours, sizes): each value with its count, a link to the listing with it
 * toggled; several values widen with OR. Only values that would narrow the results are offered, and the filter
 * hides when none would. Past the first eight, the values wait behind a native disclosure (no script needed).
 */
export default function ListFilter({ attribute, label }: { attribute: string; label: string }) {
  const { items: all, refine, createURL } = useRefinementList({
    attribute,
    operator: 'or',
    limit: LIST_FILTER_MAX,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const { results } = useInstantSearch();
  const items = narrowingOptions(all, results?.nbHits ?? 0);
  const id = useId();
  // 'More … options' opened in one copy of the filters is open in the other (the drawer taking over the phone's panel).
  const [moreOpen, setMoreOpen] = useFilterCopyState(`more-${attribute}`, false);
  const more = useRef<HTMLDetailsElement>(null);
  // Opened in the server's HTML before hydration: once, at mount.
  useEffect(() => {
    if (more.current?.open) setMoreOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { section, follow } = useRefocusFollowed(refine, items.map((item) => `${item.value}${item.isRefined ? ' (applied)' : ''}`).join('\n'));
  if (items.length === 0) return null;
  const list = (values: typeof items) => (
    <ul className={styles.menu}>
      {values.map((item) => (
        <li key={item.value}>
          <FilterLink href={createURL(item.value)} value={item.value} refined={item.isRefined} count={item.count} onFollow={follow}>
            {item.label}
          </FilterLink>
        </li>
      ))}
    </ul>
  );
  return (
    <section ref={section} aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        {label}
      </h3>
      {list(items.slice(0, LIST_FILTER_LIMIT))}
      {items.length > LIST_FILTER_LIMIT && (
        <details ref={more} className={styles.moreValues} open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
          <summary className={styles.showMoreValues}>{`More ${label.toLowerCase()} options`}</summary>
          {list(items.slice(LIST_FILTER_LIMIT))}
        </details>
      )}
    </section>
  );
}
