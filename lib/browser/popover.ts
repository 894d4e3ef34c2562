/** Whether a popover element is showing (false where the browser, or jsdom, has no popovers). */
export function isPopoverOpen(element: Element | null): boolean {
  if (!element || !('showPopover' in element)) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}
