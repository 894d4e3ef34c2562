import type { PortableTextComponentProps, ReactPortableTextList } from '@portabletext/react';
import { Children, useEffect, useId, useRef, useState } from 'react';
import { LIST_PAGE_SIZE, listColumnCount } from './list-layout';
import styles from './BulletList.module.css';

/**
 * A bullet list: the first 20 items, then 'More' shows 20 more per click. Long lists flow into
 * min(max(floor(n/20),1),4) CSS columns. After 'More', focus moves to the first newly shown item.
 */
export default function BulletList({ value, children }: PortableTextComponentProps<ReactPortableTextList>) {
  const items = Children.toArray(children);
  const total = items.length;
  const [visible, setVisible] = useState(LIST_PAGE_SIZE);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const columns = listColumnCount(total);
  const shown = Math.min(visible, total);

  useEffect(() => {
    if (focusIndex === null) return;
    const item = listRef.current?.children[focusIndex];
    if (item instanceof HTMLElement) {
      item.tabIndex = -1;
      item.focus();
    }
  }, [focusIndex]);

  const showMore = () => {
    setFocusIndex(shown);
    setVisible((count) => count + LIST_PAGE_SIZE);
  };

  return (
    <div className={styles.wrapper}>
      <ul
        ref={listRef}
        id={`${id}-list`}
        className={`${styles.list} ${styles[`columns${columns}`]}`}
        data-columns={columns}
        data-level={value.level}
      >
        {items.slice(0, shown)}
      </ul>
      {shown < total ? (
        <p className={styles.more}>
          <button type="button" className={styles.moreButton} aria-controls={`${id}-list`} aria-describedby={`${id}-status`} onClick={showMore}>
            More
          </button>
          <span id={`${id}-status`} className={styles.status}>
            Showing {shown} of {total}
          </span>
        </p>
      ) : null}
    </div>
  );
}
