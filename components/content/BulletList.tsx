import type { PortableTextComponentProps, ReactPortableTextList } from '@portabletext/react';
import { Children, Fragment, isValidElement, useId, type SyntheticEvent } from 'react';
import { LIST_PAGE_SIZE, listColumnCount } from './list-layout';
import styles from './BulletList.module.css';

/** Once a 'More' has opened: focus goes to the first item it shows (the item after its own, now hidden, entry). */
function focusFirstShown(event: SyntheticEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (!details.open) return;
  const first = details.closest('li')?.nextElementSibling;
  if (first instanceof HTMLElement) {
    first.tabIndex = -1;
    first.focus();
  }
}

/**
 * A bullet list: the first 20 items, then 'More' shows 20 more per press. Long lists flow into
 * min(max(floor(n/20),1),4) CSS columns. Every item is in the HTML; after each 20th item comes an entry with a
 * native disclosure ('More', a <details>), and the stylesheet hides everything after a closed one, so the list pages
 * with HTML alone (before its code has loaded, or with no JavaScript). An opened 'More' leaves the list (it only
 * shows more) and, once hydrated, moves focus to the first newly shown item.
 */
export default function BulletList({ value, children }: PortableTextComponentProps<ReactPortableTextList>) {
  const items = Children.toArray(children);
  const total = items.length;
  const id = useId();
  const columns = listColumnCount(total);

  return (
    <div className={styles.wrapper}>
      <ul id={`${id}-list`} className={`${styles.list} ${styles[`columns${columns}`]}`} data-columns={columns} data-level={value.level}>
        {items.map((item, index) => (
          <Fragment key={isValidElement(item) && item.key !== null ? item.key : index}>
            {index > 0 && index % LIST_PAGE_SIZE === 0 && (
              <li className={styles.more} data-more="">
                <details className={styles.disclosure} onToggle={focusFirstShown}>
                  <summary className={styles.moreButton} aria-controls={`${id}-list`} aria-describedby={`${id}-status-${index}`}>
                    More
                  </summary>
                </details>
                <span id={`${id}-status-${index}`} className={styles.status}>
                  Showing {index} of {total}
                </span>
              </li>
            )}
            {item}
          </Fragment>
        ))}
      </ul>
    </div>
  );
}
