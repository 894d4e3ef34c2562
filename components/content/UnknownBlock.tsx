import styles from './UnknownBlock.module.css';

const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Shown instead of a block the renderer does not know (or one that failed to render); the page carries on. */
export default function UnknownBlock({ blockType, isInline = false }: { blockType?: string; isInline?: boolean }) {
  const Tag = isInline ? 'span' : 'p';
  return (
    <Tag className={styles.error} data-block-type={blockType}>
      {SOMETHING_WENT_WRONG}
    </Tag>
  );
}
