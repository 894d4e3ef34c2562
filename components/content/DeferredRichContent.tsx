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

export default function DeferredRichContent(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const hydrated = useRef(false);
  const pressed = useRef<HTMLElement[]>([]);

  // A button of the content pressed before its code arrived (More, Play) is pressed again once it has: React
  // hydrates the same elements, so the shopper's press is not lost. React stops a press on content it cannot
  // hydrate yet in its own capturing listener, so the press is seen on the window, capturing, and counts as lost
  // when it never bubbles back up there (when React could hydrate in time, it handled the press itself).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let candidate: HTMLElement | null = null;
    const onCapture = (event: MouseEvent) => {
      candidate = null;
      if (hydrated.current || !(event.target instanceof Element)) return;
      const button = event.target.closest<HTMLElement>('button[type="button"]');
      if (!button || !element.contains(button)) return;
      candidate = button;
      setTimeout(() => {
        if (candidate === button) pressed.current.push(button);
        candidate = null;
      }, 0);
    };
    const onBubble = () => {
      candidate = null;
    };
    window.addEventListener('click', onCapture, true);
    window.addEventListener('click', onBubble);
    return () => {
      window.removeEventListener('click', onCapture, true);
      window.removeEventListener('click', onBubble);
    };
  }, []);

  const onHydrated = useCallback(() => {
    hydrated.current = true;
    for (const button of pressed.current.splice(0)) if (button.isConnected) button.click();
  }, []);

  return (
    <div ref={container} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <HydratedRichContent {...props} onHydrated={onHydrated} />
      </Suspense>
    </div>
  );
}
