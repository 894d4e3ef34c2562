import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the component runs in the browser: what needs
 * JavaScript to work (a control that acts in place) can show itself then, and what only the HTML needs (a form's
 * submit button for a select that applies on change) can step aside.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
