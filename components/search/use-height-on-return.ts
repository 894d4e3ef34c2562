import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useRouter } from 'next/compat/router';
import { useHydrated } from '@/hooks/use-hydrated';

const KEY_PREFIX = 'listing-height:';

function storageKey(): string {
  return `${KEY_PREFIX}${window.location.pathname}${window.location.search}`;
}

function savedHeight(): number | undefined {
  try {
    const height = Number(window.sessionStorage.getItem(storageKey()));
    return Number.isFinite(height) && height > 0 ? height : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The height a listing keeps, on Back or Forward to a URL of it, until its results show. A listing whose page data
 * does not hold its state searches in the browser, and InstantSearch renders nothing until that search has started:
 * a category page's filtered, sorted or 'Show more' URL written in place on the bare page (an ISR page, whose data
 * is the bare listing's). Next restores the shopper's scroll position as the page renders, so into a page too short
 * for it, and the shopper was back at the top. The listing's height is recorded as the shopper leaves each URL (for
 * this tab only), and `release` (its first results have rendered) lets the listing take its own height again.
 *
 * `searchesInBrowser`: the listing has no server state for the URL it shows. Nothing is kept while the page
 * hydrates (the server's HTML has the listing in full).
 */
export function useHeightOnReturn(searchesInBrowser: boolean): { ref: RefObject<HTMLDivElement | null>; minHeight?: number; release: () => void } {
  const ref = useRef<HTMLDivElement | null>(null);
  const router = useRouter();
  // True at once when the listing mounts in the browser (a client-side navigation); false while it hydrates.
  const mountedInBrowser = useHydrated();
  const [kept, setKept] = useState(() => (mountedInBrowser && searchesInBrowser ? savedHeight() : undefined));

  useEffect(() => {
    if (!router) return undefined;
    const onStart = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow || !ref.current) return;
      try {
        window.sessionStorage.setItem(storageKey(), String(Math.round(ref.current.offsetHeight)));
      } catch {
        // Storage full or refused: Back shows the listing from the top, as without this.
      }
    };
    router.events.on('routeChangeStart', onStart);
    return () => router.events.off('routeChangeStart', onStart);
  }, [router]);

  const release = useCallback(() => setKept(undefined), []);
  return { ref, minHeight: kept, release };
}
