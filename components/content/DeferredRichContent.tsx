import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { idleOrFirstInteraction } from '@/lib/browser/idle';
import type RichContentType from './RichContent';

type Props = ComponentProps<typeof RichContentType>;

/**
 * Rich content (RichContent) rendered in full on the server, and hydrated in the browser once the page is idle or
 * at the shopper's first interaction, from a chunk of its own: the Portable Text renderer and every block
 * component stay out of the page's first scripts and out of the work done before the page responds. Until then
 * the server's HTML is shown as it is (links work, FAQ answers open); React hydrates it when the code arrives.
 * After a client-side navigation it renders as soon as the chunk is there.
 */
const HydratedRichContent = lazy(async () => {
  if (typeof window !== 'undefined') await idleOrFirstInteraction();
  const { default: RichContent } = await import('./RichContent');
  function Hydrated({ onHydrated, ...props }: Props & { onHydrated: () => void }) {
    useEffect(onHydrated, [onHydrated]);
    return <RichContent {...props} />;
  }
  return { default: Hydrated };
});

const CONTAINER = 'data-deferred-content';
/** Content containers whose code has arrived and hydrated. */
const hydratedContainers = new WeakSet<Element>();
/** Buttons pressed while their content was still server HTML, to press again once it has hydrated. */
const pendingPresses = new Set<HTMLElement>();

/** React has hydrated this element (its handlers are attached). */
function hydratedElement(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

/**
 * One listener for the page, from the moment this module runs (before React hydrates anything): a press on a
 * button of rich content whose code has not arrived (More, Play) is kept and pressed again once the content has
 * hydrated, since React hydrates the same elements. A press that React could handle is left alone: when the code
 * is there, React hydrates the pressed content at once and handles the press, so the button is hydrated right
 * after the event; only a button still not hydrated then counts as a lost press.
 */
function keepEarlyPresses(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('button[type="button"]');
      const container = button?.closest(`[${CONTAINER}]`);
      if (!button || !container || hydratedContainers.has(container) || hydratedElement(button)) return;
      setTimeout(() => {
        if (!hydratedElement(button)) pendingPresses.add(button);
      }, 0);
    },
    true,
  );
}

if (typeof window !== 'undefined') keepEarlyPresses();

export default function DeferredRichContent(props: Props) {
  const container = useRef<HTMLDivElement>(null);

  const onHydrated = useCallback(() => {
    const element = container.current;
    if (!element) return;
    hydratedContainers.add(element);
    for (const button of [...pendingPresses]) {
      if (!element.contains(button)) continue;
      pendingPresses.delete(button);
      if (button.isConnected) button.click();
    }
  }, []);

  return (
    <div ref={container} {...{ [CONTAINER]: '' }} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <HydratedRichContent {...props} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}
