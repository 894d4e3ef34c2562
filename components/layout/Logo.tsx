import Link from 'next/link';
import styles from './Header.module.css';

export default function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label="Bulk Nutrients home">
      <svg viewBox="0 0 210 40" width="168" height="32" aria-hidden="true" focusable="false">
        <rect x="0" y="4" width="32" height="32" rx="7" fill="#0b5d3b" />
        <path d="M9 12h9a5 5 0 0 1 0 10h-9zM9 22h10a5 5 0 0 1 0 10H9z" fill="#fff" />
        <text x="40" y="27" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800" fill="#10231a">
          Bulk Nutrients
        </text>
      </svg>
    </Link>
  );
}
