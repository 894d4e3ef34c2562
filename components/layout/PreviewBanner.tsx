import { useRouter } from 'next/router';
import styles from './Layout.module.css';

/** Shown while an editor previews drafts; Exit Preview turns preview off and returns to the same page. */
export default function PreviewBanner() {
  const router = useRouter();
  const back = encodeURIComponent(router.asPath || '/');
  return (
    <div className={styles.previewBanner} role="region" aria-label="Preview mode">
      <span>Preview mode: you are seeing draft content.</span>
      <a href={`/api/exit-preview?slug=${back}`} className={styles.exitPreview}>
        Exit Preview
      </a>
    </div>
  );
}
