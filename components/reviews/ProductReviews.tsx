import { useId, useState } from 'react';
import { publicConfig } from '@/lib/public-config';
import type { Review } from '@/lib/reviews/types';
import { summarizeReviews } from '@/lib/reviews/types';
import { useYotpoWidgets } from '@/lib/reviews/use-yotpo-widgets';
import StarRating from '@/components/product/StarRating';
import styles from './ProductReviews.module.css';

export interface ReviewedProduct {
  id: number;
  name: string;
  slug: string;
  /** Catalogue rating, used for the summary when given (it covers every review, not only those listed). */
  averageRating?: number;
  reviewCount?: number;
  imageUrl?: string | null;
  priceCents?: number;
}

interface Props {
  product: ReviewedProduct;
  /** Reviews from lib/reviews (embedded mode), newest first; null in hosted mode. */
  reviews: Review[] | null;
  /** Reviews listed before 'Show more reviews'. */
  pageSize?: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-03-12" -> "12 March 2025", the same on server and browser (no time zone involved). */
export function formatReviewDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}

/**
 * Product reviews. With Yotpo configured: the Yotpo widget container, (re)initialised after client-side navigation.
 * Otherwise (embedded): a rating summary and the reviews list, with no third-party script.
 */
export default function ProductReviews({ product, reviews, pageSize = 5 }: Props) {
  const headingId = useId();
  const appKey = publicConfig.yotpoAppKey;
  const [shown, setShown] = useState(pageSize);
  useYotpoWidgets(appKey);

  if (appKey) {
    const url = `${publicConfig.siteUrl.replace(/\/+$/, '')}/products/${product.slug}`;
    return (
      <section className={styles.reviews} aria-labelledby={headingId}>
        <h2 id={headingId}>Reviews</h2>
        <div
          className="yotpo yotpo-main-widget"
          data-product-id={String(product.id)}
          data-name={product.name}
          data-url={url}
          data-image-url={product.imageUrl ? new URL(product.imageUrl, url).toString() : undefined}
          data-price={product.priceCents !== undefined ? (product.priceCents / 100).toFixed(2) : undefined}
          data-currency="AUD"
        />
      </section>
    );
  }

  const list = reviews ?? [];
  const listed = summarizeReviews(list);
  const useCatalogue = (product.reviewCount ?? 0) > 0 && (product.averageRating ?? 0) > 0;
  const average = useCatalogue ? (product.averageRating as number) : listed.average;
  const count = useCatalogue ? (product.reviewCount as number) : listed.count;
  const visible = list.slice(0, shown);

  return (
    <section className={styles.reviews} aria-labelledby={headingId}>
      <h2 id={headingId}>Reviews</h2>
      {count > 0 ? (
        <div className={styles.summary}>
          <p className={styles.average}>
            <span className={styles.averageValue}>{average.toFixed(1)}</span>
            <span className={styles.outOf}> out of 5</span>
          </p>
          <StarRating rating={average} size="large" />
          <p className={styles.count}>
            Based on {count} {count === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      ) : null}
      {list.length === 0 ? (
        <p className={styles.empty}>{count > 0 ? 'No written reviews to show yet.' : 'No reviews yet.'}</p>
      ) : (
        <>
          {list.length < count ? (
            <p className={styles.note}>
              Showing the {list.length} most recent written {list.length === 1 ? 'review' : 'reviews'}.
            </p>
          ) : null}
          <ul className={styles.list}>
            {visible.map((review) => (
              <li key={review.id} className={styles.review}>
                <StarRating rating={review.rating} />
                {review.title ? <h3 className={styles.title}>{review.title}</h3> : null}
                <p className={styles.meta}>
                  {review.author}
                  {review.date ? (
                    <>
                      {' · '}
                      <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
                    </>
                  ) : null}
                </p>
                <p className={styles.body}>{review.body}</p>
              </li>
            ))}
          </ul>
          {shown < list.length ? (
            <button type="button" className={styles.more} onClick={() => setShown((n) => n + pageSize)}>
              Show more reviews
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
