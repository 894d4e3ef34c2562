import type { PortableTextComponentProps, PortableTextBlock } from '@portabletext/react';
import { useContentContext } from './content-context';
import { blockText, slugify } from './heading-id';
import styles from './TextBlock.module.css';

const CALLOUT_LABELS: Record<string, string> = { aside: 'Aside', message: 'Note', warning: 'Warning' };

/** A text block: paragraph, h2-h4 (with an id for on-page links), blockquote, or an aside/message/warning style. */
export default function TextBlock({ value, children }: PortableTextComponentProps<PortableTextBlock>) {
  const context = useContentContext();
  const style = value.style ?? 'normal';
  switch (style) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      // Rich content sits under the page's own h1, so an h1 in content is shown as an h2.
      const Tag = (style === 'h1' ? 'h2' : style) as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      const id = (value._key && context?.headingIds.get(value._key)) || slugify(blockText(value)) || undefined;
      return (
        <Tag id={id} className={styles.heading}>
          {children}
        </Tag>
      );
    }
    case 'blockquote':
      return <blockquote className={styles.blockquote}>{children}</blockquote>;
    case 'aside':
    case 'message':
    case 'warning':
      return (
        <div role="note" className={`${styles.callout} ${styles[style]}`}>
          <span className={styles.calloutLabel}>{CALLOUT_LABELS[style]}: </span>
          {children}
        </div>
      );
    default:
      return <p className={styles.paragraph}>{children}</p>;
  }
}
