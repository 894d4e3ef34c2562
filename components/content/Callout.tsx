import NestedContent from './NestedContent';
import styles from './Callout.module.css';

type CalloutVariant = 'aside' | 'message' | 'warning';

const LABELS: Record<CalloutVariant, string> = { aside: 'Aside', message: 'Note', warning: 'Warning' };

interface Props {
  variant: CalloutVariant;
  content: unknown;
  title?: string | null;
}

/**
 * A boxed side note: aside, message (information) or warning. A note role rather than <aside>, because an
 * <aside> inside <main> is not a top-level complementary landmark.
 */
export default function Callout({ variant, content, title }: Props) {
  const heading = title?.trim() || LABELS[variant];
  return (
    <div role="note" aria-label={heading} className={`${styles.callout} ${styles[variant]}`} data-variant={variant}>
      <p className={styles.title}>
        <span className={styles.icon} aria-hidden="true">
          {variant === 'warning' ? '!' : 'i'}
        </span>
        {heading}
      </p>
      <div className={styles.content}>
        <NestedContent value={content} />
      </div>
    </div>
  );
}
