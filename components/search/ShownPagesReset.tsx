import type { Connector, UiState } from 'instantsearch.js';
import { useConnector } from 'react-instantsearch';
import { HITS_PER_PAGE } from '@/lib/search/constants';

type Params = {
  /** The listing's state as its URL writes it (the query string, without `page`). */
  routeOf: (uiState: UiState) => string;
  /** The same, of the page's URL now. */
  urlRoute: () => string;
  onReset: () => void;
};
type Description = { $$type: 'bulk.shownPagesReset'; renderState: Record<string, unknown>; indexRenderState: Record<string, unknown> };

/**
 * A listing opened showing several pages (`page=3`: hitsPerPage 36 on the first page) goes back to one page of
 * results at a refinement (a filter, the sort, the query), as a listing opened at one page does: when the state
 * changes to one its URL does not hold yet (Back and Forward bring the URL's own state, whose pages the listing
 * takes from the URL). Set on the index's helper as the refinement changes it, before its search is sent (connectors
 * refine through setters that flag a page reset and through setState, which does not: the state itself is compared);
 * `onReset` then brings the listing's own count of pages (the Configure widget's hitsPerPage) to one.
 */
const connectShownPagesReset: Connector<Description, Params> = (renderFn, unmountFn = () => {}) => (params) => {
  let stop = () => {};
  return {
    $$type: 'bulk.shownPagesReset',
    init({ helper, instantSearchInstance }) {
      let last = params.routeOf(instantSearchInstance.getUiState());
      const onChange = ({ state }: { state: { hitsPerPage?: number } }) => {
        const route = params.routeOf(instantSearchInstance.getUiState());
        if (route === last) return;
        last = route;
        if (route === params.urlRoute() || state.hitsPerPage === undefined || state.hitsPerPage <= HITS_PER_PAGE) return;
        helper.setQueryParameter('hitsPerPage', HITS_PER_PAGE);
        params.onReset();
      };
      helper.on('change', onChange);
      stop = () => helper.removeListener('change', onChange);
      renderFn({ widgetParams: params, instantSearchInstance }, true);
    },
    render({ instantSearchInstance }) {
      renderFn({ widgetParams: params, instantSearchInstance }, false);
    },
    dispose({ state }) {
      stop();
      unmountFn();
      return state;
    },
    getRenderState: (renderState) => renderState,
    getWidgetRenderState: () => ({ widgetParams: params }),
  };
};

/** See connectShownPagesReset. The functions must keep their identity (new ones replace the widget). */
export default function ShownPagesReset(params: Params) {
  useConnector<Params, Description>(connectShownPagesReset, params);
  return null;
}
