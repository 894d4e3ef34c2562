import Image from 'next/image';
import Link from 'next/link';
import { Highlight } from 'react-instantsearch';
import StarRating from '@/components/product/StarRating';
import { formatDollars } from '@/lib/format/money';
import { hitHref } from '@/lib/search/constants';
import type { ProductHit, RenderQuickAdd } from './hit-types';
import styles from './SearchResults.module.css';

/** Product result: default image (150x150), stars, title link, short description, price, 'Choose options'. */
export default function ProductHitCard({ hit, renderQuickAdd }: { hit: ProductHit; renderQuickAdd?: RenderQuickAdd }) {
  const href = hitHref('products', hit.slug);
  const image = hit.images?.find((i) => i.defaultImage) ?? hit.images?.[0];
  return (
    <article className={styles.productCard}>
      <Link href={href} prefetch={false} className={styles.productImage} tabIndex={-1} aria-hidden="true">
        {image ? (
          <Image src={image.url} alt="" width={150} height={150} sizes="150px" />
        ) : (
          <span className={styles.imagePlaceholder} />
        )}
      </Link>
      <div className={styles.productBody}>
        <StarRating rating={hit.averageRating} />
        <h3 className={styles.cardTitle}>
          <Link href={href} prefetch={false}>
            <Highlight attribute="title" hit={hit} />
          </Link>
        </h3>
        {hit.shortDescription && <p className={styles.cardText}>{hit.shortDescription}</p>}
        <p className={styles.price}>
          <span className={styles.srOnly}>Price: </span>
          {formatDollars(hit.price)}
        </p>
        {/* Quick add slot: the commerce engineer passes renderQuickAdd to <SearchResults> (up to 3 variants). */}
        {renderQuickAdd ? <div className={styles.quickAdd}>{renderQuickAdd(hit)}</div> : null}
        <Link href={href} prefetch={false} className={styles.chooseOptions}>
          Choose options<span className={styles.srOnly}>{` for ${hit.title}`}</span>
        </Link>
      </div>
    </article>
  );
}
