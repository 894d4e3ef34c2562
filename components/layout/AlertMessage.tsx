import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/browser/idle';
import type { Alert } from '@/lib/content/types';
import AlertText from './AlertText';
import styles from './Header.module.css';

const AlertRefresh = dynamic(() => import('./AlertRefresh'), { ssr: false });

/**
 * The alert in the middle of the top bar. It comes with the page (lib/shell.ts), so it is in the server HTML: it
 * shows without JavaScript, and nothing moves when the scripts run. Once the page is idle, AlertRefresh keeps it
 * fresh every 5 minutes; a refresh that fails hides it until one succeeds. With no alert its place is empty, and on
 * phones, where the alert is all the top bar shows, the bar is not shown at all (Header.module.css).
 */
export default function AlertMessage({ alert }: { alert: Alert | null }) {
  // undefined until the first refresh: the page's own alert shows until then.
  const [refreshed, setRefreshed] = useState<Alert | null>();
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => afterLoadIdle(() => setRefreshing(true)), []);
  const shown = refreshed === undefined ? alert : refreshed;
  return (
    <>
      <div className={styles.alert} role="status" aria-live="polite">
        {shown && (
          <div data-testid="site-alert">
            <AlertText content={shown.content} />
          </div>
        )}
      </div>
      {refreshing && <AlertRefresh onAlert={setRefreshed} />}
    </>
  );
}
