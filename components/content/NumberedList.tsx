import type { PortableTextComponentProps, ReactPortableTextList } from '@portabletext/react';
import styles from './NumberedList.module.css';

/** A numbered list renders every item (no paging). */
export default function NumberedList({ children }: PortableTextComponentProps<ReactPortableTextList>) {
  return <ol className={styles.list}>{children}</ol>;
}
