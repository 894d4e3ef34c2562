import type { MouseEvent } from 'react';

/**
 * The click handler of a listing link once the page has hydrated: a plain click runs `action` (InstantSearch
 * refines in place and writes the URL) instead of loading the link's page, which is what the same link does
 * before hydration and without JavaScript. A click that opens a new tab or window (a modifier key, another button)
 * stays the browser's.
 */
export function followInPlace(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
}
