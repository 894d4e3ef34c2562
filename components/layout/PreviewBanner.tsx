import { useRouter } from 'next/router';
import styles from './Layout.module.css';

/**
 * Shown while an editor previews drafts. Exit Preview is a button of a small GET form to /api/exit-preview,
 * which turns preview off and returns to the same page (it works before and without JavaScript).
 */
export default function PreviewBanner() {
  const router = useRouter();
  return (
    <div className={styles.previewBanner} role="region" aria-label="Preview mode">
      <span>Preview mode: you are seeing draft content.</span>
      <form action="/api/exit-preview" method="get" className={styles.exitPreviewForm}>
        <input type="hidden" name="slug" value={router.asPath || '/'} />
        <button type="submit" className={styles.exitPreview}>
          Exit Preview
        </button>
      </form>
    </div>
  );
}
