import Link from 'next/link';
import MissingLink from './MissingLink';
import type { RecommendedProductNode } from './types';
import styles from './RecommendedProduct.module.css';

/** A recommended product card: the product (link to its page), short description, and why and how to use it. */
export default function RecommendedProduct({ value }: { value: RecommendedProductNode }) {
  const product = value.productRef ?? null;
  const why = value.why?.trim();
  const how = value.how?.trim();
  const title = product?.title?.trim() || 'Recommended product';
  return (
    <div className={styles.card} data-product-id={product?.productId ?? undefined}>
      <p className={styles.eyebrow}>Recommended product</p>
      <p className={styles.title}>
        {product?.slug ? (
          <Link href={`/products/${product.slug}`} className={styles.link}>
            {title}
          </Link>
        ) : (
          <MissingLink>{product ? title : null}</MissingLink>
        )}
      </p>
      {product?.shortDescription ? <p className={styles.description}>{product.shortDescription}</p> : null}
      {why || how ? (
        <dl className={styles.details}>
          {why ? (
            <div>
              <dt>Why we recommend it</dt>
              <dd>{why}</dd>
            </div>
          ) : null}
          {how ? (
            <div>
              <dt>How to use it</dt>
              <dd>{how}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
