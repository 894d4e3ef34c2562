import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while React hydrates it, true from the render after hydration on (and at once in
 * a page rendered in the browser). For controls that only work with a script: render them (or their script-only
 * behaviour) when it is true, so that the server HTML never shows a control that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
