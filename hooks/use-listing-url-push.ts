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
 * tab switched to) waits for it.
 *
 * Back and Forward between the entries of the listing's page stay shallow too, the entry it was opened at included.
 * The listing's own router follows them (it reads the URL on popstate); Next's router would otherwise take them (the
 * first entry, or any after a reload, when its shallow flag is lost with the page) as new navigations: the page's
 * data fetched again and the listing remounted from it, which undid whatever the shopper did meanwhile (a 'Clear
 * all' tapped as the older results showed) and cost a server round trip.
 */
export function useListingUrlPush(path: string): (url: string) => Promise<void> {
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

  // In the commit that mounts the listing, not in a later effect: a Back pressed between the two went to Next's
  // router, which fetched the page's data again.
  useLayoutEffect(() => {
    if (!router) return undefined;
    router.beforePopState((state) => {
      // Entries of another page: Next's own navigation. Those of this page are states of the listing, which it
      // shows from the URL: Next would fetch the page's data again and rebuild the listing, undoing what the shopper
      // does meanwhile.
      if (window.location.pathname !== path) return true;
      void router.replace(state.url, state.as, { shallow: true, scroll: false });
      return false;
    });
    return () => router.beforePopState(() => true);
  }, [router, path]);

  return useCallback(
    async (url: string) => {
      if (!alive.current || window.location.pathname !== path) return;
      const r = routerRef.current;
      if (!r) {
        window.history.pushState({}, '', url);
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
      await r.push({ pathname: r.pathname, query }, `${target.pathname}${target.search}`, { shallow: true, scroll: false });
    },
    [path],
  );
}
