import { Activity, lazy, type ComponentType } from 'react';
import { idleOrFirstInteraction } from '@/lib/browser/idle';
import styles from './deferred-hydration.module.css';

/**
 * A component rendered in full on the server and hydrated in the browser from a chunk of its own, once the page is
 * idle or at the shopper's first interaction: its code stays out of the page's first scripts (it is not a
 * next/dynamic import, so the HTML does not load it) and out of the work done before the page responds. Until then
 * React keeps the server's HTML as it is (a dehydrated Activity boundary, which stays dehydrated while the chunk is
 * on its way: nothing moves, and what it holds works as HTML: links, forms and native disclosures, never a control
 * that needs its script). When the page was not rendered on the server with it (a client-side navigation,
 * which Next renders in a transition), the chunk loads at once and the navigation waits for it.
 *
 * An Activity boundary, not a Suspense one: React's server render writes an Activity boundary in place whatever its
 * size, where a completed Suspense boundary past ~12.5 kB of page is sent as a <template> plus a hidden copy that
 * only a script reveals (with scripts off, the listing never showed).
 *
 * `attribute` marks the component's container (a `display: contents` div); `load` imports the component.
 */
export function deferredHydration<P extends object>(attribute: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // The server renders the component itself, loaded ahead: a lazy component would suspend in the server render,
  // which then streams the boundary's HTML after the page's and reveals it by script, moving what follows it.
  let loadedOnServer: ComponentType<P> | null = null;
  if (typeof window === 'undefined') {
    void load().then((Component) => {
      loadedOnServer = Component;
    });
  }

  const Hydrated = lazy(async () => {
    // Server HTML of it on the page (the first load): wait. Nothing to show yet (a client-side navigation): load now.
    if (typeof window !== 'undefined' && document.querySelector(`[${attribute}]`)?.hasChildNodes()) await idleOrFirstInteraction();
    return { default: await load() };
  });

  function Deferred(props: P) {
    const Server = typeof window === 'undefined' ? loadedOnServer : null;
    return (
      <div {...{ [attribute]: '' }} className={styles.container}>
        <Activity>
          {Server ? <Server {...props} /> : <Hydrated {...props} />}
        </Activity>
      </div>
    );
  }
  return Deferred;
}
