import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useSortBy } from 'react-instantsearch';
import { useHydrated } from '@/hooks/use-hydrated';
import { PRODUCT_SORTS, replicaOf, sortOfIndex } from '@/lib/search/sort';
import HiddenState from './HiddenState';
import { useListingRoute } from './listing-context';
import styles from './SearchResults.module.css';

/**
 * 'Sort by': Relevance, Price low to high, Price high to low, Top rated, Newest, each searching its replica index
 * and kept in the URL (`sort=`). A native select (the phone's own picker) in a GET form to the listing's page: until
 * the page has hydrated, and without JavaScript, its 'Sort' button sends it; then a choice applies at once, in place.
 * A choice made before hydration is applied when it hydrates.
 */
export default function SortSelect({ productsIndex }: { productsIndex: string }) {
  const items = PRODUCT_SORTS.map((sort) => ({ value: replicaOf(productsIndex, sort.key), label: sort.label }));
  const { currentRefinement, refine } = useSortBy({ items });
  const { path, route } = useListingRoute();
  const hydrated = useHydrated();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const current = sortOfIndex(productsIndex, currentRefinement);

  // Once, at mount: the choice made in the server's HTML before hydration (also one made while React was hydrating
  // it, which no handler saw) is the one that applies.
  const mounted = useRef(false);
  const chosenEarly = useEffectEvent(() => {
    const chosen = selectRef.current?.value;
    if (chosen && chosen !== current) refine(replicaOf(productsIndex, chosen as typeof current));
  });
  useEffect(() => chosenEarly(), []);

  // The select is not controlled (React would put a controlled select back to the refinement it renders with when a
  // choice lands during hydration, before the refinement has changed): it follows the refinement when that changes
  // elsewhere (Back, Clear all).
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (selectRef.current && selectRef.current.value !== current) selectRef.current.value = current;
  }, [current]);

  return (
    // autoComplete off: Back to an earlier entry shows that entry's sort, not the choice the browser would restore.
    <form className={styles.sort} method="get" action={path} autoComplete="off" onSubmit={(event) => event.preventDefault()}>
      <HiddenState route={route} omit={['sort']} />
      <label htmlFor={id}>Sort by</label>
      <select
        ref={selectRef}
        id={id}
        name="sort"
        className={styles.sortSelect}
        defaultValue={current}
        onChange={(event) => refine(replicaOf(productsIndex, event.target.value as typeof current))}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {sort.label}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className={styles.secondaryButton}>
          Sort
        </button>
      )}
    </form>
  );
}
