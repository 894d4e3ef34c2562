import { useContext, useEffect } from 'react';
import { InstantSearchSSRContext, useInstantSearchContext } from 'react-instantsearch';

const pendingDisposals = new WeakMap<object, ReturnType<typeof setTimeout>>();

/**
 * react-instantsearch never disposes the instance it hydrated from server state (the SSR provider owns it),
 * so after a tab switch or a navigation away it would keep its routing alive and write stale URLs. Dispose it
 * once it is really gone (deferred, so a remount in React's strict mode keeps it).
 */
export function DisposeServerInstance() {
  const search = useInstantSearchContext();
  const ssr = useContext(InstantSearchSSRContext);
  const fromServer = Boolean(ssr && 'ssrSearchRef' in ssr && ssr.ssrSearchRef);
  useEffect(() => {
    clearTimeout(pendingDisposals.get(search));
    if (!fromServer) return undefined;
    return () => {
      pendingDisposals.set(
        search,
        setTimeout(() => {
          if (search.started) search.dispose();
        }, 0),
      );
    };
  }, [search, fromServer]);
  return null;
}

/**
 * An instance started from server results (a client-side navigation to this page: a popular-search link, the
 * header box, Back after a filter change) renders before React has added the widgets; the widgets added then are
 * only initialised, and the search InstantSearch schedules after adding them is skipped while it hydrates. So no
 * widget renders until the next search, and the connectors that act on their last render's results do nothing
 * ('Clear all' cleared nothing). Render once every widget is in (passive effects run after the widgets' layout
 * effects), from the results the instance already has.
 */
export function RenderMountedWidgets() {
  const search = useInstantSearchContext();
  useEffect(() => {
    search.scheduleRender(false);
  }, [search]);
  return null;
}
