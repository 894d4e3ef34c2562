import Image from 'next/image';
import Link from 'next/link';
import { Highlight } from 'react-instantsearch';
import { hitHref } from './search-urls';
import type { BlogHit } from './hit-types';
import styles from './SearchResults.module.css';

/** Blog result: featured image (200x200), title, 'Posted by' and the reading time when known. */
export default function BlogHitCard({ hit }: { hit: BlogHit }) {
  const href = hitHref('blogs', hit.slug);
  const minutes = hit.estimatedReadingTime;
  return (
    <article className={styles.blogCard}>
      <Link href={href} prefetch={false} className={styles.blogImage} tabIndex={-1} aria-hidden="true">
        {hit.featuredImage?.url ? (
          <Image src={hit.featuredImage.url} alt="" width={200} height={200} sizes="200px" />
        ) : (
          <span className={styles.imagePlaceholder} />
        )}
      </Link>
      <div>
        <h3 className={styles.cardTitle}>
          <Link href={href} prefetch={false}>
            <Highlight attribute="title" hit={hit} />
          </Link>
        </h3>
        {hit.author && <p className={styles.cardMeta}>{`Posted by ${hit.author}`}</p>}
        {typeof minutes === 'number' && minutes > 0 && (
          <p className={styles.cardMeta}>{`Estimated reading time: ${minutes} minute${minutes === 1 ? '' : 's'}`}</p>
        )}
      </div>
    </article>
  );
}
