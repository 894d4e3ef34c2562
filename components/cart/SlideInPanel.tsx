import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
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
 * A slide-in panel on a native <dialog> opened with showModal(): focus moves into it on open and is trapped while it
 * is open (the rest of the page is inert), Escape and a click on the backdrop close it, and focus returns to the
 * element that had it before (the opener) on close. Its open state is owned by the caller (the UI context).
 */
export default function SlideInPanel({ id, heading, closeLabel, open, onClose, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal(); the attribute is the non-modal fallback there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      const focusWasInside = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (focusWasInside && opener?.isConnected && !opener.hasAttribute('disabled')) opener.focus();
    }
  }, [open]);

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
