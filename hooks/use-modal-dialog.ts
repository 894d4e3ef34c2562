import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true: the rest of the page is inert, focus moves into it
 * (to `initialFocus` when given) and, on close, returns to the element that had it before (the opener).
 * jsdom has no showModal(); the open attribute is the fallback there.
 */
export function useModalDialog(open: boolean, options: { initialFocus?: RefObject<HTMLElement | null> } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { initialFocus } = options;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      const focusWasInside = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (focusWasInside && opener?.isConnected && !opener.hasAttribute('disabled')) opener.focus();
    }
  }, [open, initialFocus]);
  return ref;
}
