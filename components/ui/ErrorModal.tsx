import { useId, type ReactNode } from 'react';
import styles from './Modal.module.css';
import { useModalDialog } from '@/hooks/use-modal-dialog';

interface ErrorModalProps {
  open: boolean;
  /** 'Error' unless told otherwise. */
  title?: string;
  message: ReactNode;
  onClose(): void;
}

/**
 * The error modal: a native modal <dialog> titled 'Error' with an Ok button. Focus moves to
 * Ok when it opens and back to where it was when it closes; Escape closes it too.
 */
export default function ErrorModal({ open, title = 'Error', message, onClose }: ErrorModalProps) {
  const ref = useModalDialog(open);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={() => {
        if (open) onClose();
      }}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p id={`${id}-message`} className={styles.message}>
            {message}
          </p>
          <button type="button" className="button" autoFocus onClick={onClose}>
            Ok
          </button>
        </>
      )}
    </dialog>
  );
}
