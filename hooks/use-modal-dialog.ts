import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The visible, focusable elements inside a container, in tab order of the document. */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside an open modal dialog: from the last control to the first and back, instead of
 * leaving for the browser's own controls.
 */
function trapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const items = focusables(dialog);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The element focus returns to when a modal closes and its opener cannot take it back yet (a form's submit button,
 * disabled while the form is sent): the next modal opened meanwhile (the form's error after its loading modal)
 * returns there instead of to the page's top.
 */
let returnTarget: HTMLElement | null = null;
/** The element that last had focus: a control that lost it by being disabled (focus fell to the page) opened the modal. */
let lastFocused: HTMLElement | null = null;
let trackingFocus = false;

function trackFocus() {
  if (trackingFocus) return;
  trackingFocus = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** Where focus goes back to when the modal opening now closes: what has focus, else what lost it last. */
function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  const fallback = returnTarget ?? lastFocused;
  return fallback?.isConnected && !fallback.closest('dialog') ? fallback : null;
}

/**
 * Opens a native <dialog> as a modal while `open` is true: the rest of the page is inert, focus moves into it
 * (to `initialFocus` when given) and stays there (Tab wraps around), and on close it returns to the element
 * that had it before (the opener). The page behind does not scroll while a modal is open (globals.css).
 * jsdom has no showModal(); the open attribute is the fallback there.
 */
export function useModalDialog(open: boolean, options: { initialFocus?: RefObject<HTMLElement | null> } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { initialFocus } = options;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    trackFocus();
    dialog.addEventListener('keydown', trapTab);
    return () => dialog.removeEventListener('keydown', trapTab);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = openerNow();
      returnTarget = null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      const focusWasInside = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (focusWasInside && opener?.isConnected) {
        if (opener.hasAttribute('disabled')) returnTarget = opener;
        else opener.focus();
      }
    }
  }, [open, initialFocus]);
  return ref;
}
