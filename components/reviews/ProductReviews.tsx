import { useId, type ReactNode } from 'react';
import { publicConfig } from '@/lib/public-config';
import type { Review } from '@/lib/reviews/types';
import { summarizeReviews } from '@/lib/reviews/types';
import { useYotpoWidgets } from '@/lib/reviews/use-yotpo-widgets';
import StarRating from '@/components/product/StarRating';
import styles from './ProductReviews.module.css';

interface ReviewedProduct {
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
  /** Reviews a page. */
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

/** The page numbers a pager offers: all when few, else the first, the last and the two beside the current one. */
export function pagerPages(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - pages[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

/** Previous or Next: a link to that page of reviews, or (at either end) the same words, not a link. */
function PageLink({ href, enabled, onClick, children }: { href: string; enabled: boolean; onClick: () => void; children: ReactNode }) {
  if (!enabled) {
    return (
      <span className={styles.pageButton} aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <a href={href} className={styles.pageButton} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * Product reviews. With Yotpo configured: the Yotpo widget container, (re)initialised after client-side navigation.
 * Otherwise (embedded): a rating summary and the reviews list, with no third-party script, a page of them at a
 * time. Every page is in the HTML and each page number is a link to its page, which CSS shows (:target), so the
 * pager works the same before and without JavaScript; Back goes to the page read before.
 */
export default function ProductReviews({ product, reviews, pageSize = 5 }: Props) {
  const headingId = useId();
  const appKey = publicConfig.yotpoAppKey;
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
  const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
  const pages = Array.from({ length: pageCount }, (_, index) => list.slice(index * pageSize, (index + 1) * pageSize));
  // Stable ids: a link to a page of reviews (#reviews-page-2) can be shared.
  const pageId = (n: number) => `reviews-page-${n}`;
  // The browser shows the page its link names (:target) and scrolls to it; focus follows, where reading goes on.
  const focusPage = (n: number) => () => requestAnimationFrame(() => document.getElementById(`${pageId(n)}-list`)?.focus({ preventScroll: true }));

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
        <div className={styles.pagesOfReviews}>
          {pages.map((visible, index) => {
            const current = index + 1;
            const first = index * pageSize;
            return (
              <div key={current} id={pageId(current)} className={styles.reviewPage}>
                <p className={styles.note} id={`${pageId(current)}-range`}>
                  Showing {first + 1}–{first + visible.length} of {list.length}
                  {list.length < count ? ' most recent written' : ''} {list.length === 1 ? 'review' : 'reviews'}.
                </p>
                <ul className={styles.list} id={`${pageId(current)}-list`} tabIndex={-1} aria-labelledby={`${pageId(current)}-range`}>
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
                {pageCount > 1 ? (
                  <nav className={styles.pager} aria-label="Review pages">
                    <PageLink href={`#${pageId(current - 1)}`} enabled={current > 1} onClick={focusPage(current - 1)}>
                      Previous<span className="visually-hidden"> reviews</span>
                    </PageLink>
                    <ul className={styles.pages}>
                      {pagerPages(current, pageCount).map((n, i) =>
                        n === 'gap' ? (
                          <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
                            …
                          </li>
                        ) : (
                          <li key={n}>
                            <a
                              href={`#${pageId(n)}`}
                              className={styles.pageButton}
                              onClick={focusPage(n)}
                              aria-current={n === current ? 'page' : undefined}
                              aria-label={`Page ${n} of ${pageCount}`}
                            >
                              {n}
                            </a>
                          </li>
                        ),
                      )}
                    </ul>
                    <PageLink href={`#${pageId(current + 1)}`} enabled={current < pageCount} onClick={focusPage(current + 1)}>
                      Next<span className="visually-hidden"> reviews</span>
                    </PageLink>
                  </nav>
                ) : null}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
