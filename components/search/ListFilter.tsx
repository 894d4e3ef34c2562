import { useCallback, useEffect, useId, useRef } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import FilterLink from './FilterLink';
import { narrowingOptions } from './narrowing';
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

  // Applied values come first: a value followed in place moves in the list (or behind 'More … options'), or leaves
  // it until the answer comes, and the browser drops the focus of a link React moves or removes. The focus goes back
  // to that value's link (to its disclosure's summary when it went behind a closed one), so a keyboard shopper can
  // toggle it again or go on from there.
  const section = useRef<HTMLElement>(null);
  const followed = useRef<string | null>(null);
  const follow = useCallback(
    (value: string) => {
      followed.current = value;
      refine(value);
    },
    [refine],
  );
  const order = items.map((item) => `${item.value}${item.isRefined ? ' (applied)' : ''}`).join('\n');
  useEffect(() => {
    const value = followed.current;
    if (value === null) return;
    const link = [...(section.current?.querySelectorAll<HTMLElement>('a[data-value]') ?? [])].find((a) => a.dataset.value === value);
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) {
      // Still on the link (the answer that moves it may come in a later render), or the shopper went on elsewhere.
      if (active !== link) followed.current = null;
      return;
    }
    // Between the press and its answer the value may be missing from the list (counted against the old results):
    // it comes back with the answer.
    if (!link) return;
    followed.current = null;
    const closed = link.closest('details:not([open])');
    (closed ? closed.querySelector<HTMLElement>('summary') : link)?.focus();
  }, [order]);

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
        <details className={styles.moreValues}>
          <summary className={styles.showMoreValues}>{`More ${label.toLowerCase()} options`}</summary>
          {list(items.slice(LIST_FILTER_LIMIT))}
        </details>
      )}
    </section>
  );
}
