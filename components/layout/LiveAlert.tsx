import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useAlert } from '@/hooks/use-alert';
import styles from './Header.module.css';

const loadAlertText = () => import('./AlertText');
// The alert is fetched in the browser, so it never renders on the server.
const AlertText = dynamic(loadAlertText, { ssr: false });

/**
 * The alert as rich text, kept fresh (hooks/use-alert.ts); hidden while loading or when the fetch fails. Its own
 * chunk with SWR, which AlertMessage mounts once the page is idle.
 */
export default function LiveAlert() {
  const alert = useAlert();
  // Fetch the renderer while the alert is being fetched, not after.
  useEffect(() => {
    void loadAlertText();
  }, []);
  if (!alert) return <div className={styles.alert} />;
  return (
    <div className={styles.alert} role="status" aria-live="polite" data-testid="site-alert">
      <AlertText content={alert.content} />
    </div>
  );
}
