import { use, useEffect, useRef, useState, type ComponentType } from 'react';
import { afterLoadIdle } from '@/lib/browser/idle';

/** What the browser renders in the listing's place until its code runs: nothing, so React keeps the server's HTML. */
const SERVER_HTML = { __html: '' };

/**
 * Back or Forward between the entries a listing wrote in place (same-document entries: after a reload they belong
 * to the reloaded page) only changes the URL: before the page's scripts run, nobody would render that URL's
 * listing. So, until Next's router is there to hear it, a traversal to another URL than the page's loads that URL
 * (the server renders its state). The page's script policy allows it by its hash (pages/_document.tsx).
 */
const FOLLOW_HISTORY_BEFORE_SCRIPTS = {
  __html:
    '(function(){var shown=location.pathname+location.search;addEventListener("popstate",function(){' +
    'if(!(window.next&&window.next.router)&&location.pathname+location.search!==shown)location.reload();});})();',
};

/**
 * A listing (search results, a category page) as the server rendered it, taken over by its live version (InstantSearch)
 * once the page is idle, so that InstantSearch stays out of the page's first scripts and out of its hydration.
 *
 * The server renders the component in full, with no Suspense boundary (React would send a boundary that large after
 * the footer, hidden until a script reveals it). The browser hydrates an empty `dangerouslySetInnerHTML` in its
 * place, which React leaves as it is: until the live version takes over, the listing is the server's HTML, whose
 * links and GET forms work as they do without JavaScript. Once the page is idle, the live version, rendered from
 * the same search state, replaces it in one commit. It waits while the shopper is in the listing (focus, a press)
 * and does not replace a listing whose fields the shopper has typed in or changed: that form is sent as it is. After
 * a client-side navigation (no server HTML) the live version loads at once. Back and Forward are followed before
 * the scripts run too (FOLLOW_HISTORY_BEFORE_SCRIPTS).
 */
export function serverHtmlUntilIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };

  function Server(props: P) {
    const Component = use(loadOnce());
    return <Component {...props} />;
  }

  return function ServerHtmlUntilIdle(props: P) {
    const [Live, setLive] = useState<ComponentType<P> | null>(() => (typeof window === 'undefined' ? null : loaded));
    const container = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (Live) return undefined;
      const element = container.current;
      let cancelled = false;
      const takeOver = () => {
        void loadOnce().then((component) => {
          if (!cancelled) setLive(() => component);
        });
      };
      if (!element?.hasChildNodes()) {
        takeOver();
        return () => {
          cancelled = true;
        };
      }
      let changed = false;
      let pressed = false;
      const onChange = () => (changed = true);
      const onPress = () => (pressed = true);
      const onRelease = () => (pressed = false);
      element.addEventListener('input', onChange);
      element.addEventListener('change', onChange);
      element.addEventListener('pointerdown', onPress);
      window.addEventListener('pointerup', onRelease);
      let cancelIdle = () => {};
      const whenQuiet = () => {
        if (cancelled || changed) return;
        if (pressed || element.contains(document.activeElement)) {
          // The shopper is using it: try again at the next idle moment.
          cancelIdle = afterLoadIdle(whenQuiet, 1000);
          return;
        }
        takeOver();
      };
      // The code loads while the page settles; the live version takes over at a quiet moment.
      cancelIdle = afterLoadIdle(() => {
        void loadOnce().then(whenQuiet);
      });
      return () => {
        cancelled = true;
        cancelIdle();
        element.removeEventListener('input', onChange);
        element.removeEventListener('change', onChange);
        element.removeEventListener('pointerdown', onPress);
        window.removeEventListener('pointerup', onRelease);
      };
    }, [Live]);

    if (typeof window === 'undefined') {
      return (
        <div key="server" ref={container}>
          <script dangerouslySetInnerHTML={FOLLOW_HISTORY_BEFORE_SCRIPTS} />
          <Server {...props} />
        </div>
      );
    }
    return Live ? (
      <div key="live" ref={container}>
        <Live {...props} />
      </div>
    ) : (
      <div key="server" ref={container} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
    );
  };
}
