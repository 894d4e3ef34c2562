import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import styles from './Cart.module.css';

interface Props {
  /** The element id the opener's aria-controls names ("cart-panel", "recent-panel"). */
  id: string;
  heading: string;
  /** Accessible name of the close button, e.g. 'Close cart'. */
  closeLabel: string;
  open: boolean;
  onClose: () => void;
  /** Rendered only while the panel is open. */
  children: ReactNode;
}

/**
 * A slide-in panel on a modal native <dialog> (useModalDialog: inert page, focus in on open and back to the opener
 * on close). Escape and a click on the backdrop close it. Its open state is owned by the caller (the UI context).
 */
export default function SlideInPanel({ id, heading, closeLabel, open, onClose, children }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(open, { initialFocus: closeRef });
  const headingId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  // The dialog box is filled by the inner wrapper, so a click whose target is the dialog itself hit the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={styles.panel}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className={styles.panelInner}>
        <div className={styles.panelHeader}>
          <h2 id={headingId}>{heading}</h2>
          <button ref={closeRef} type="button" className={styles.closeButton} onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.panelBody}>{open ? children : null}</div>
      </div>
    </dialog>
  );
}
