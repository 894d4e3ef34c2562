import Link from 'next/link';
import styles from './Header.module.css';

/** The brand mark and wordmark, linking home. The wordmark stacks on two lines on phones and hides below 360px. */
export default function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label="Bulk Nutrients home">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={styles.logoMark}>
        <rect x="0" y="0" width="32" height="32" rx="7" fill="#0b5d3b" />
        <path d="M9 8h9a5 5 0 0 1 0 10h-9zM9 18h10a5 5 0 0 1 0 10H9z" fill="#fff" />
      </svg>
      <span className={styles.wordmark} aria-hidden="true">
        <span>Bulk</span> <span>Nutrients</span>
      </span>
    </Link>
  );
}
