import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { idleOrFirstInteraction } from '@/lib/browser/idle';
import { keepEarlyInput, replayEarlyInput } from '@/lib/browser/early-input';

/**
 * A component rendered in full on the server and hydrated in the browser from a chunk of its own, once the page is
 * idle or at the shopper's first interaction: its code stays out of the page's first scripts (it is not a
 * next/dynamic import, so the HTML does not load it) and out of the work done before the page responds. Until then
 * React keeps the server's HTML as it is (a dehydrated Suspense boundary: links work, nothing moves), and input on
 * it is kept and replayed once it has hydrated (lib/browser/early-input.ts). When the page was not rendered on the
 * server with it (a client-side navigation), the chunk loads at once.
 *
 * `attribute` marks the component's container (a `display: contents` div); `load` imports the component.
 */
export function deferredHydration<P extends object>(attribute: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  keepEarlyInput(attribute);

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

  function Deferred(props: P) {
    const container = useRef<HTMLDivElement>(null);
    const onHydrated = useCallback(() => {
      if (container.current) replayEarlyInput(container.current);
    }, []);
    return (
      <div ref={container} {...{ [attribute]: '' }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Hydrated {...props} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
