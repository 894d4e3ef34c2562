import { useId } from 'react';
import styles from './Modal.module.css';
import { useModalDialog } from '@/hooks/use-modal-dialog';

/**
 * A modal loading spinner: blocks the page while a request runs. Escape does not
 * close it; it closes when `open` turns false.
 */
export default function LoadingModal({ open, label = 'Loading…' }: { open: boolean; label?: string }) {
  const ref = useModalDialog(open);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles.loading}`}
      aria-labelledby={id}
      aria-busy={open}
      onCancel={(event) => event.preventDefault()}
    >
      {open && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <p id={id} role="status" className={styles.message}>
            {label}
          </p>
        </>
      )}
    </dialog>
  );
}
