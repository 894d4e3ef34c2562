/**
 * Focus that a change in the page took away: the control that had it was disabled, moved or removed, and the browser
 * put it on the page's body, from where Tab starts again at the top of the page.
 */

/** Whether the focus is nowhere: on the page's body (or on an element no longer in the page). */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses an element that is not a control (a heading that says what happened): it takes the focus by script only. */
export function focusAsTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
