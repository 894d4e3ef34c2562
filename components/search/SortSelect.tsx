import { useId } from 'react';
import { useSortBy } from 'react-instantsearch';
import { sortByItems } from '@/lib/search/sort';
import styles from './SearchResults.module.css';

/**
 * 'Sort by': Relevance, Price low to high, Price high to low, Top rated, Newest. Each sort searches its replica
 * index; the choice is kept in the URL (`sort=`) by the page's routing. A native select: the phone's own picker.
 */
export default function SortSelect({ productsIndex }: { productsIndex: string }) {
  const { currentRefinement, options, refine } = useSortBy({ items: sortByItems(productsIndex) });
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select id={id} className={styles.sortSelect} value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
