import { useRouter } from 'next/router';
import { useContext, useEffect, useRef, useState } from 'react';
import { FlashContext } from '@/lib/http/flash-context';
import { takeNoticeFor } from '@/lib/ui/next-page-notice';
import styles from './FlashNotice.module.css';

/**
 * The one-time notice after a form post ("Address saved"), and the errors of a post whose form did not name
 * itself (a form with a `_form` id shows its own errors beside its fields). A form that went through by script and
 * opened the next page itself leaves its notice for that page (lib/ui/next-page-notice.ts): it shows here the same,
 * and takes focus, since the form that had it is gone with the page it was on.
 */
export default function FlashNotice() {
  const flash = useContext(FlashContext);
  const { asPath, events } = useRouter();
  const [carried, setCarried] = useState<{ path: string; message: string } | null>(null);
  const carriedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const opened = (path: string) => {
      // A notice shows on the page it was left for, once: the next page opened drops it.
      const message = takeNoticeFor(path);
      setCarried(message ? { path, message } : null);
    };
    events.on('routeChangeComplete', opened);
    return () => events.off('routeChangeComplete', opened);
  }, [events]);
  const carriedMessage = carried?.path === asPath ? carried.message : null;
  useEffect(() => {
    if (carriedMessage) carriedRef.current?.focus();
  }, [carriedMessage]);

  const loose = flash?.form ? [] : (flash?.errors ?? []);
  const message = flash?.message ?? carriedMessage;
  return (
    <>
      {message && (
        <p role="status" className={styles.notice} ref={message === carriedMessage ? carriedRef : undefined} tabIndex={message === carriedMessage ? -1 : undefined}>
          {message}
        </p>
      )}
      {loose.length > 0 && (
        <div role="alert" className={`${styles.notice} ${styles.error}`}>
          {loose.map((error) => (
            <p key={error.message}>{error.message}</p>
          ))}
        </div>
      )}
    </>
  );
}
