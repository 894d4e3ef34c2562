import { memo, type ReactNode } from 'react';
import { followInPlace } from './follow-in-place';
import styles from './SearchResults.module.css';

/** "12" on screen, "12 products" for screen readers (the visible text stays part of the name). */
function CountBadge({ count }: { count: number }) {
  return (
    <span className={styles.count}>
      {count}
      <span className={styles.srOnly}>{count === 1 ? ' product' : ' products'}</span>
    </span>
  );
}

interface FilterLinkProps {
  href: string;
  /** The value this link toggles, handed to `onFollow`. */
  value: string;
  refined: boolean;
  count: number;
  onFollow: (value: string) => void;
  /** The value's name: a string for most filters, so that an unchanged link renders nothing again. */
  children: ReactNode;
}

/**
 * One value of a filter (a flavour, a size, a rating, a category) with its count: a link to the listing with the
 * value toggled, followed in place once the page has hydrated. A value applied now is the current one
 * (aria-current). InstantSearch renders every filter again after hydration and on each answer; a link whose
 * props are unchanged (memo) is skipped, which keeps those renders short on a slow phone.
 */
export default memo(function FilterLink({ href, value, refined, count, onFollow, children }: FilterLinkProps) {
  return (
    <a
      href={href}
      data-value={value}
      className={refined ? `${styles.menuItem} ${styles.menuItemActive}` : styles.menuItem}
      aria-current={refined ? 'true' : undefined}
      onClick={followInPlace(() => onFollow(value))}
    >
      <span>{children}</span> <CountBadge count={count} />
    </a>
  );
});
