import type { ComponentType } from 'react';
import { deferredHydration } from '@/components/ui/deferred-hydration';

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
 * A listing (search results, a category page) rendered in full on the server, InstantSearch included (from the
 * request's search state), and hydrated in the browser from a chunk of its own once the page is idle or at the
 * shopper's first interaction (components/ui/deferred-hydration.tsx): react-instantsearch, the search client and
 * the quick add stay out of the page's first scripts. Until then the listing is the server's HTML, whose links and
 * GET forms work as they do without JavaScript. Hydrating keeps the server's elements (its images stay the page's
 * largest paint) and runs in React's time-sliced hydration, where replacing the listing with a fresh render was one
 * long task. After a client-side navigation (no server HTML) the code loads at once. Back and Forward are followed
 * before the scripts run too (FOLLOW_HISTORY_BEFORE_SCRIPTS).
 */
export function deferredListing<P extends object>(attribute: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Deferred = deferredHydration<P>(attribute, load);
  return function DeferredListing(props: P) {
    return (
      <>
        <script dangerouslySetInnerHTML={FOLLOW_HISTORY_BEFORE_SCRIPTS} />
        <Deferred {...props} />
      </>
    );
  };
}
