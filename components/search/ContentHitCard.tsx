import Link from 'next/link';
import { Highlight } from 'react-instantsearch';
import { RESULT_DESCRIPTION_LENGTH, type IndexKind } from '@/lib/search/constants';
import { hitHref } from './search-urls';
import { truncateText } from '@/lib/search/highlight-parts';
import type { ContentHit } from './hit-types';
import styles from './SearchResults.module.css';

/** Short-description and generic results (categories, information pages): title and a 248-character description. */
export default function ContentHitCard({ hit, kind }: { hit: ContentHit; kind: IndexKind }) {
  const text = hit.shortDescription || hit.description || '';
  return (
    <article className={styles.contentCard}>
      <h3 className={styles.cardTitle}>
        <Link href={hitHref(kind, hit.slug)} prefetch={false}>
          <Highlight attribute="title" hit={hit} />
        </Link>
      </h3>
      {text && <p className={styles.cardText}>{truncateText(text, RESULT_DESCRIPTION_LENGTH)}</p>}
    </article>
  );
}
