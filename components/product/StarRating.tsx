import styles from './Product.module.css';

/** Five stars filled to the rating, with the value for screen readers. */
export default function StarRating({ rating, count, size = 'normal' }: { rating: number; count?: number; size?: 'normal' | 'large' }) {
  const clamped = Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0));
  const label = `Rated ${clamped.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ''}`;
  return (
    <span className={`${styles.stars} ${size === 'large' ? styles.starsLarge : ''}`} role="img" aria-label={label}>
      <span aria-hidden="true" className={styles.starsTrack}>
        ★★★★★
        <span className={styles.starsFill} style={{ width: `${(clamped / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      {count !== undefined && (
        <span aria-hidden="true" className={styles.starsCount}>
          ({count})
        </span>
      )}
    </span>
  );
}
