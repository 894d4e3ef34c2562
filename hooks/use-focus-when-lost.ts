import { useEffect, useRef } from 'react';
import { focusIsLost } from '@/lib/browser/focus';

/**
 * The ref of a message that takes the focus when `when` turns true and the focus went nowhere (the control that had
 * it was removed with what the message replaces: the cart's last line). Give the element `tabIndex={-1}` then.
 */
export function useFocusWhenLost<T extends HTMLElement>(when: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (when && focusIsLost()) element.current?.focus();
  }, [when]);
  return element;
}
