import { useContext } from 'react';
import { FlashContext } from '@/lib/http/flash-context';
import styles from './FlashNotice.module.css';

/**
 * The one-time notice after a form post ("Address saved"), and the errors of a post whose form did not name
 * itself (a form with a `_form` id shows its own errors beside its fields).
 */
export default function FlashNotice() {
  const flash = useContext(FlashContext);
  if (!flash) return null;
  const loose = flash.form ? [] : (flash.errors ?? []);
  return (
    <>
      {flash.message && (
        <p role="status" className={styles.notice}>
          {flash.message}
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
