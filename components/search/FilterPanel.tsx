import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './SearchResults.module.css';

export const PANEL_MEDIA_QUERY = '(max-width: 675px)';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The filter sidebar. Wider than 675px it sits inline; at 675px or narrower it is a left slide-in panel
 * (a modal dialog while open): focus moves to its close button, Tab stays inside, Escape or a click on the
 * backdrop closes it, and focus returns to the button that opened it.
 */
export default function FilterPanel({
  id,
  open,
  onClose,
  returnFocusTo,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      returnFocusTo.current?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusTo]);

  // Growing past the breakpoint while open puts the sidebar back inline: close the dialog.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(PANEL_MEDIA_QUERY);
    const onChange = () => {
      if (!media.matches) onClose();
    };
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className={styles.backdrop} data-open={open} aria-hidden="true" onClick={onClose} />
      <div
        id={id}
        ref={panelRef}
        className={styles.sidebar}
        data-open={open}
        role={open ? 'dialog' : 'region'}
        aria-modal={open ? true : undefined}
        aria-labelledby={`${id}-heading`}
        onKeyDown={onKeyDown}
      >
        <div className={styles.sidebarHeader}>
          <h2 id={`${id}-heading`} className={styles.sidebarHeading}>
            Filter and Categories
          </h2>
          <button ref={closeRef} type="button" className={styles.closeButton} onClick={onClose} aria-label="Close filters">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
