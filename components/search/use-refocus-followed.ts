import { useCallback, useEffect, useRef } from 'react';
import { focusIsLost } from '@/lib/browser/focus';

/**
 * The focus of a filter's value links (FilterLink, `data-value`) when one is followed in place by keyboard. Applied
 * values come first, and a value that would not narrow is left out, counted against the results before the press
 * until its answer comes: a link followed moves in the list (or behind 'More … options') or leaves it for a moment,
 * and the browser drops the focus of a link React moves or removes. The focus goes back to that value's link (to its
 * disclosure's summary when it went behind a closed one), so a keyboard shopper can toggle it again or go on.
 *
 * `order` names the values shown and which are applied: the focus is looked at again each time it changes. Returns
 * the ref of the filter's section and the `onFollow` to hand its links.
 */
export function useRefocusFollowed(refine: (value: string) => void, order: string) {
  const section = useRef<HTMLElement>(null);
  const followed = useRef<string | null>(null);
  const follow = useCallback(
    (value: string) => {
      followed.current = value;
      refine(value);
    },
    [refine],
  );
  useEffect(() => {
    const value = followed.current;
    if (value === null) return;
    const link = [...(section.current?.querySelectorAll<HTMLElement>('a[data-value]') ?? [])].find((a) => a.dataset.value === value);
    if (!focusIsLost()) {
      // Still on the link (the answer that moves it may come in a later render), or the shopper went on elsewhere.
      if (document.activeElement !== link) followed.current = null;
      return;
    }
    // Left out of the list until the answer comes: it comes back with it.
    if (!link) return;
    followed.current = null;
    const closed = link.closest('details:not([open])');
    (closed ? closed.querySelector<HTMLElement>('summary') : link)?.focus();
  }, [order]);
  return { section, follow };
}
