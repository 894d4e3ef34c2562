import { useEffect } from 'react';
import { useAlert } from '@/hooks/use-alert';
import type { Alert } from '@/lib/content/types';

/**
 * Keeps the top bar's alert fresh while the page stays open (hooks/use-alert.ts): each refresh is reported to
 * AlertMessage, which shows it in place of the page's own. Renders nothing. Its own chunk with SWR, which
 * AlertMessage mounts once the page is idle.
 */
export default function AlertRefresh({ onAlert }: { onAlert: (alert: Alert | null) => void }) {
  const alert = useAlert();
  useEffect(() => {
    if (alert !== undefined) onAlert(alert);
  }, [alert, onAlert]);
  return null;
}
