import { useId } from 'react';
import { useHierarchicalMenu } from 'react-instantsearch';
import { CATEGORY_FACET_LIMIT } from '@/lib/search/constants';
import { CATEGORY_ATTRIBUTES } from '@/lib/search/routing';
import styles from './SearchResults.module.css';

interface MenuItem {
  value: string;
  label: string;
  count: number;
  isRefined: boolean;
  data: MenuItem[] | null;
}

/** "12" on screen, "12 products" for screen readers (the visible text stays part of the name). */
export function CountBadge({ count }: { count: number }) {
  return (
    <span className={styles.count}>
      {count}
      <span className={styles.srOnly}>{count === 1 ? ' product' : ' products'}</span>
    </span>
  );
}

function Items({ items, refine, level }: { items: MenuItem[]; refine: (value: string) => void; level: number }) {
  return (
    <ul className={level === 0 ? styles.menu : styles.subMenu}>
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
          {item.data && item.data.length > 0 && <Items items={item.data} refine={refine} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** Three-level category hierarchy (categories.lvl0..2), up to 500 values. */
export default function CategoryMenu() {
  const { items, refine } = useHierarchicalMenu({ attributes: CATEGORY_ATTRIBUTES, limit: CATEGORY_FACET_LIMIT });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        Categories
      </h3>
      {items.length > 0 ? <Items items={items as MenuItem[]} refine={refine} level={0} /> : <p className={styles.cardMeta}>No categories.</p>}
    </section>
  );
}
