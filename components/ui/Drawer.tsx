import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { isPopoverOpen } from '@/lib/browser/popover';
import Icon from './Icon';
import styles from './Drawer.module.css';

interface DrawerProps {
  /** The element id the opener's aria-controls names ("site-menu", "cart-panel", "recent-panel"). */
  id: string;
  heading: string;
  /** Accessible name of the close button, e.g. 'Close cart'. */
  closeLabel: string;
  open: boolean;
  onClose: () => void;
  /** The edge it slides in from: the menu comes from the left, the cart and recent panels from the right. */
  side?: 'left' | 'right';
  /** Stays in view under the body while the body scrolls (a sub total and checkout buttons). Rendered only while open. */
  footer?: ReactNode;
  /** Rendered only while the drawer is open (always, with `popover`). */
  children: ReactNode;
  /**
   * In the server HTML with its content, and opened without JavaScript by a button naming it in `popovertarget`
   * (a native popover; the close button hides it). Once hydrated it opens as the modal as usual: the openers
   * cancel their native toggle, and a drawer opened as a popover before hydration becomes the modal (`onOpen`).
   */
  popover?: boolean;
  /** With `popover`: the drawer was opened before hydration; the caller's open state should follow. */
  onOpen?: () => void;
}

/**
 * The one drawer of the shop (mobile menu, cart panel, recently viewed panel): a modal native <dialog> along one
 * edge, full width on phones. useModalDialog makes the page inert and keeps focus inside; Escape, a click on the
 * backdrop and the close button close it, and focus returns to the opener. Its open state belongs to the caller.
 */
export default function Drawer({ id, heading, closeLabel, open, onClose, side = 'right', footer, children, popover = false, onOpen }: DrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // What had focus in a drawer opened as a popover before hydration (a group the shopper opened): it keeps it when
  // the drawer becomes the modal, instead of the close button taking it.
  const keptFocus = useRef<HTMLElement | null>(null);
  const initialFocus = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        const kept = keptFocus.current;
        keptFocus.current = null;
        return kept?.isConnected ? kept : closeRef.current;
      },
    }),
    [],
  );
  const dialogRef = useModalDialog(open, { initialFocus });
  const headingId = useId();
  const shown = open || popover;

  // Opened as a popover before the page hydrated: from now on it is the modal, opened by state.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!popover || !dialog || !isPopoverOpen(dialog)) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== dialog && dialog.contains(active)) keptFocus.current = active;
    dialog.hidePopover();
    onOpen?.();
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  // The dialog box is filled by its sections, so a click whose target is the dialog itself hit the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      popover={popover ? 'auto' : undefined}
      className={styles.drawer}
      data-side={side}
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
      <div className={styles.header}>
        <h2 id={headingId}>{heading}</h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          aria-label={closeLabel}
          popoverTarget={popover ? id : undefined}
          popoverTargetAction={popover ? 'hide' : undefined}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>{shown ? children : null}</div>
      {shown && footer ? <div className={styles.footer}>{footer}</div> : null}
    </dialog>
  );
}
