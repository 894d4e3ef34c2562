import Router from 'next/router';
import { useEffect } from 'react';
import { loadYotpoScript, refreshYotpoWidgets } from './yotpo';

/**
 * Loads the Yotpo script (once) and (re)initialises the widgets on mount and after every client-side
 * navigation (`routeChangeComplete`). Does nothing when no app key is configured (embedded mode).
 */
export function useYotpoWidgets(appKey: string | null | undefined): void {
  useEffect(() => {
    if (!appKey) return undefined;
    loadYotpoScript(appKey);
    refreshYotpoWidgets();
    const onRouteChange = () => {
      refreshYotpoWidgets();
    };
    Router.events.on('routeChangeComplete', onRouteChange);
    return () => {
      Router.events.off('routeChangeComplete', onRouteChange);
    };
  }, [appKey]);
}
