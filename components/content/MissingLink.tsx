import type { ReactNode } from 'react';
import styles from './ContentLink.module.css';

/** A link whose target cannot be resolved: the text, then a visible 'missing link' flag for editors. */
export default function MissingLink({ children }: { children?: ReactNode }) {
  return (
    <span className={styles.missing}>
      {children}
      {children ? ' ' : null}
      <span className={styles.missingFlag}>missing link</span>
    </span>
  );
}
