import { useEffect, useRef } from 'react';
import { INDEX_KINDS, type IndexKind } from '@/lib/search/constants';
import { followInPlace } from './follow-in-place';
import { TAB_LABELS, searchResultsHref } from './search-urls';
import styles from './SearchResults.module.css';

/**
 * Products, Categories, Blogs, Information Pages: each a link to the results page for the query on that index (`t`),
 * which switches the tab in place once the page has hydrated.
 */
export default function SearchTabs({
  tab,
  query,
  onChange,
  focusCurrent = false,
}: {
  tab: IndexKind;
  query: string;
  onChange: (tab: IndexKind) => void;
  /** Take the focus to the current tab's link once mounted (a tab switch mounts a new listing with new links). */
  focusCurrent?: boolean;
}) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusCurrent) nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    // Once, at mount: the switch that mounted it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <nav ref={nav} aria-label="Search in" className={styles.tabs}>
      {INDEX_KINDS.map((kind) => (
        <a
          key={kind}
          href={searchResultsHref(query, kind)}
          aria-current={kind === tab ? 'page' : undefined}
          className={kind === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={followInPlace(() => onChange(kind))}
        >
          {TAB_LABELS[kind]}
        </a>
      ))}
    </nav>
  );
}
