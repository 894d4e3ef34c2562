import { INDEX_KINDS, TAB_LABELS, type IndexKind } from '@/lib/search/constants';
import styles from './SearchResults.module.css';

/** Products, Categories, Blogs, Information Pages: each switches the searched index (and `t`). */
export default function SearchTabs({ tab, onChange }: { tab: IndexKind; onChange: (tab: IndexKind) => void }) {
  return (
    <nav aria-label="Search in" className={styles.tabs}>
      {INDEX_KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={kind === tab}
          className={kind === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onChange(kind)}
        >
          {TAB_LABELS[kind]}
        </button>
      ))}
    </nav>
  );
}
