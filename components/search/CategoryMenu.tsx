import { useId } from 'react';
import { useHierarchicalMenu } from 'react-instantsearch';
import { CATEGORY_FACET_LIMIT } from '@/lib/search/constants';
import FilterLink from './FilterLink';
import { CATEGORY_ATTRIBUTES } from './url-state';
import styles from './SearchResults.module.css';

interface MenuItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  data: MenuItem[] | null;
}

function Items({ items, refine, createURL, level }: { items: MenuItem[]; refine: (value: string) => void; createURL: (value: string) => string; level: number }) {
  return (
    <ul className={level === 0 ? styles.menu : styles.subMenu}>
      {items.map((item) => (
        <li key={item.value}>
          <FilterLink href={createURL(item.value)} value={item.value} refined={item.isRefined} count={item.count} onFollow={refine}>
            {item.label}
          </FilterLink>
          {item.data && item.data.length > 0 && <Items items={item.data} refine={refine} createURL={createURL} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** Three-level category hierarchy (categories.lvl0..2), up to 500 values; each a link to the listing with it. */
export default function CategoryMenu() {
  const { items, refine, createURL } = useHierarchicalMenu({ attributes: CATEGORY_ATTRIBUTES, limit: CATEGORY_FACET_LIMIT });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        Categories
      </h3>
      {items.length > 0 ? <Items items={items as MenuItem[]} refine={refine} createURL={createURL} level={0} /> : <p className={styles.cardMeta}>No categories.</p>}
    </section>
  );
}
