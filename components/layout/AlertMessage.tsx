import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { afterLoadIdle } from '@/lib/browser/idle';
import styles from './Header.module.css';

/** The alert's empty place in the top bar: it keeps its room, so nothing moves when the alert arrives. */
function AlertPlace() {
  return <div className={styles.alert} />;
}

const LiveAlert = dynamic(() => import('./LiveAlert'), { ssr: false, loading: AlertPlace });

/**
 * The alert in the middle of the top bar. It is fetched in the browser (an editor changes it without a rebuild),
 * so the server renders its empty place; the code that fetches and shows it (LiveAlert, with SWR and the rich text
 * renderer) is not in the page's first scripts: it loads once the page has loaded and the browser is idle.
 */
export default function AlertMessage() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadIdle(() => setWanted(true)), []);
  return wanted ? <LiveAlert /> : <AlertPlace />;
}
