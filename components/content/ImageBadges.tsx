import { BADGE_LABELS } from './badge-labels';
import styles from './ImageBadges.module.css';

/** Small labelled badges over a content image (unknown badge names are ignored). */
export default function ImageBadges({ badges }: { badges: unknown }) {
  const known = Array.isArray(badges)
    ? [...new Set(badges.filter((b): b is string => typeof b === 'string' && b in BADGE_LABELS))]
    : [];
  if (known.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label="Badges">
      {known.map((badge) => (
        <li key={badge} className={`${styles.badge} ${styles[badge] ?? ''}`} data-badge={badge}>
          {BADGE_LABELS[badge]}
        </li>
      ))}
    </ul>
  );
}
