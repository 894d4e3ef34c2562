import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'next/compat/router';

/**
 * How a listing (search results, a category page) writes its state to the URL: a shallow push through the Next
 * router, so Back/Forward work across pages, or plain pushState outside Next. The href keeps the current route and
 * its own params (a category's slug), so a URL that another route serves (pages/category-listing, see
 * next.config.ts) does not make the router resolve the rewrite and reload the page. Writes only while the listing
 * is mounted and its page (`path`) shows: a late write must never pull the shopper back from another page.
 *
 * The returned promise settles once the URL is written (Next's push is asynchronous): what reads the URL next (a
 * tab switched to) waits for it. `replace` rewrites the current entry instead of adding one.
 *
 * Back and Forward between the entries of the listing's page stay shallow too, the entry it was opened at included.
 * The listing's own router follows them (it reads the URL on popstate); Next's router would otherwise take them (the
 * first entry, or any after a reload, when its shallow flag is lost with the page) as new navigations: the page's
 * data fetched again and the listing remounted from it, which undid whatever the shopper did meanwhile (a 'Clear
 * all' tapped as the older results showed) and cost a server round trip.
 */
type ListingUrlWrite = (url: string, options?: { replace?: boolean }) => Promise<void>;

export function useListingUrlPush(path: string): ListingUrlWrite {
  const router = useRouter();
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  }, [router]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Whether Next is taking the shopper to another page (a product tapped): its URL is in the address bar while the
  // page loads, and the listing is still what shows.
  const leaving = useRef(false);
  useEffect(() => {
    if (!router) return undefined;
    const onStart = (_url: string, { shallow }: { shallow: boolean }) => {
      leaving.current = !shallow;
    };
    const onEnd = () => {
      leaving.current = false;
    };
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onEnd);
    router.events.on('routeChangeError', onEnd);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onEnd);
      router.events.off('routeChangeError', onEnd);
    };
  }, [router]);

  // In the commit that mounts the listing, not in a later effect: a Back pressed between the two went to Next's
  // router, which fetched the page's data again.
  useLayoutEffect(() => {
    if (!router) return undefined;
    router.beforePopState((state) => {
      // Entries of another page: Next's own navigation. So is Back while another page loads: Next cancels that
      // navigation and restores the listing's scroll position; a shallow replace would let the other page render
      // first and then show the listing at the top.
      if (window.location.pathname !== path || leaving.current) return true;
      // Those of this page are states of the listing, which it shows from the URL: Next would fetch the page's data
      // again and rebuild the listing, undoing what the shopper does meanwhile.
      void router.replace(state.url, state.as, { shallow: true, scroll: false });
      return false;
    });
    return () => router.beforePopState(() => true);
  }, [router, path]);

  return useCallback(
    async (url: string, { replace = false }: { replace?: boolean } = {}) => {
      if (!alive.current || window.location.pathname !== path) return;
      const r = routerRef.current;
      if (!r) {
        if (replace) window.history.replaceState(window.history.state, '', url);
        else window.history.pushState({}, '', url);
        return;
      }
      const target = new URL(url, window.location.href);
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(target.searchParams.keys())) {
        const values = target.searchParams.getAll(key);
        query[key] = values.length === 1 ? values[0] : values;
      }
      for (const [name, value] of Object.entries(r.query)) {
        // The route's own params, which the pathname pattern interpolates.
        if (r.pathname.includes(`[...${name}]`) || r.pathname.includes(`[${name}]`)) query[name] = value as string | string[];
      }
      const as = `${target.pathname}${target.search}`;
      const options = { shallow: true, scroll: false };
      await (replace ? r.replace({ pathname: r.pathname, query }, as, options) : r.push({ pathname: r.pathname, query }, as, options));
    },
    [path],
  );
}
