import { INDEX_KINDS, type IndexKind } from '@/lib/search/constants';
import { followInPlace } from './follow-in-place';
import { TAB_LABELS, searchResultsHref } from './search-urls';
import styles from './SearchResults.module.css';

/**
 * Products, Categories, Blogs, Information Pages: each a link to the results page for the query on that index (`t`),
 * which switches the tab in place once the page has hydrated.
 */
export default function SearchTabs({ tab, query, onChange }: { tab: IndexKind; query: string; onChange: (tab: IndexKind) => void }) {
  return (
    <nav aria-label="Search in" className={styles.tabs}>
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
