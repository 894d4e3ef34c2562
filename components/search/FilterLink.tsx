import type { ReactNode } from 'react';
import { followInPlace } from './follow-in-place';
import styles from './SearchResults.module.css';

/**
 * One value of a filter (a flavour, a size, a rating, a category): a link to the listing with the value toggled,
 * followed in place once the page has hydrated. A value applied now is the current one (aria-current).
 */
export default function FilterLink({ href, refined, onFollow, children }: { href: string; refined: boolean; onFollow: () => void; children: ReactNode }) {
  return (
    <a
      href={href}
      className={refined ? `${styles.menuItem} ${styles.menuItemActive}` : styles.menuItem}
      aria-current={refined ? 'true' : undefined}
      onClick={followInPlace(onFollow)}
    >
      {children}
    </a>
  );
}
