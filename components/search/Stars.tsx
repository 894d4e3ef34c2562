import styles from './SearchResults.module.css';

/** A 0-5 rating as five stars (partly filled), read out as "Rated 4.5 out of 5". */
export default function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const value = Math.max(0, Math.min(max, Number.isFinite(rating) ? rating : 0));
  const label = `Rated ${Math.round(value * 10) / 10} out of ${max}`;
  return (
    <span className={styles.stars} role="img" aria-label={label} title={label}>
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={styles.star} aria-hidden="true">
            <span className={styles.starEmpty}>★</span>
            <span className={styles.starFull} style={{ width: `${fill * 100}%` }}>
              ★
            </span>
          </span>
        );
      })}
    </span>
  );
}
