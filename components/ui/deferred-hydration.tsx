import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { idleOrFirstInteraction } from '@/lib/browser/idle';
import { keepEarlyInput, replayEarlyInput } from '@/lib/browser/early-input';
import styles from './deferred-hydration.module.css';

/**
 * A component rendered in full on the server and hydrated in the browser from a chunk of its own, once the page is
 * idle or at the shopper's first interaction: its code stays out of the page's first scripts (it is not a
 * next/dynamic import, so the HTML does not load it) and out of the work done before the page responds. Until then
 * React keeps the server's HTML as it is (a dehydrated Suspense boundary: links work, nothing moves), and input on
 * it is kept and replayed once it has hydrated (lib/browser/early-input.ts). When the page was not rendered on the
 * server with it (a client-side navigation), the chunk loads at once.
 *
 * `attribute` marks the component's container (a `display: contents` div); `load` imports the component. `after`:
 * what follows the component on the page, kept in its boundary. React's server render streams a large boundary
 * (over ~12.5 kB of HTML) after the rest of the page and reveals it by script a frame later, which would move what
 * follows it; inside the boundary, it is revealed with it (it hydrates with it too). `reserveScreen`: for a component
 * taller than the screen (a listing), its place holds a screen's height until it arrives, so that the footer does
 * not show there first.
 */
export function deferredHydration<P extends object>(
  attribute: string,
  load: () => Promise<ComponentType<P>>,
  { reserveScreen = false }: { reserveScreen?: boolean } = {},
): ComponentType<P & { after?: ReactNode }> {
  keepEarlyInput(attribute);

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
    const Component = await load();
    function WithHydrated({ onHydrated, ...props }: P & { onHydrated: () => void }) {
      useEffect(onHydrated, [onHydrated]);
      return <Component {...(props as P)} />;
    }
    return { default: WithHydrated };
  });

  function Deferred({ after, ...rest }: P & { after?: ReactNode }) {
    const props = rest as P;
    const container = useRef<HTMLDivElement>(null);
    const onHydrated = useCallback(() => {
      if (container.current) replayEarlyInput(container.current);
    }, []);
    const Server = typeof window === 'undefined' ? loadedOnServer : null;
    return (
      <div ref={container} {...{ [attribute]: '' }} className={reserveScreen ? `${styles.container} ${styles.reserve}` : styles.container}>
        <Suspense fallback={null}>
          {Server ? <Server {...props} /> : <Hydrated {...props} onHydrated={onHydrated} />}
          {after}
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
