import styles from './ProductReviews.module.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Row({ className }: { className: string }) {
  return (
    <span className={className}>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" width="20" height="20" focusable="false" aria-hidden="true">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** A five-star bar filled to the rating (drawn, not text), named for screen readers. */
export default function ReviewStars({ rating, size = 'normal' }: { rating: number; size?: 'normal' | 'large' }) {
  const clamped = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  return (
    <span className={`${styles.stars} ${size === 'large' ? styles.starsLarge : ''}`} role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`}>
      <Row className={styles.starsTrack} />
      <span className={styles.starsFillClip} style={{ width: `${(clamped / 5) * 100}%` }}>
        <Row className={styles.starsFill} />
      </span>
    </span>
  );
}
