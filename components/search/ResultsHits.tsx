import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useRouter } from 'next/compat/router';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch';
import { HITS_PER_PAGE, type IndexKind } from '@/lib/search/constants';
import BlogHitCard from './BlogHitCard';
import { followInPlace } from './follow-in-place';
import { useListingRoute } from './listing-context';
import ContentHitCard from './ContentHitCard';
import { cardKind, type AnyHit, type CardKind, type BlogHit, type ContentHit, type ProductHit, type RenderQuickAdd } from './hit-types';
import ProductHitCard from './ProductHitCard';
import { canonicalRouteQuery, MAX_SHOWN_PAGES, routeQueryString, shownPages, shownPagesHref } from './url-state';
import styles from './SearchResults.module.css';

/** The id of the first result of the nth page of results: where 'Show more' without JavaScript opens the next page. */
function pageAnchor(n: number): string {
  return `results-page-${n}`;
}

/** The first row of product cards on a phone (two a row): the page's largest image is among them, so they load first. */
export const ABOVE_THE_FOLD_CARDS = 2;

/**
 * One result's card, rendered again only for a new hit (a new search, another page) or a change in what it reads
 * from context (the cart, the wish list). InstantSearch renders the listing again each time its state settles (right
 * after hydration its hooks and then the instance's first render in the browser set their state, and a slow search
 * shows 'Searching…'), handing over the same hit objects.
 */
const HitCard = memo(function HitCard({
  hit,
  card,
  kind,
  renderQuickAdd,
  priority,
}: {
  hit: AnyHit;
  card: CardKind;
  kind: IndexKind;
  renderQuickAdd?: RenderQuickAdd;
  priority: boolean;
}) {
  return card === 'product' ? (
    <ProductHitCard hit={hit as unknown as ProductHit} renderQuickAdd={renderQuickAdd} priority={priority} />
  ) : card === 'blog' ? (
    <BlogHitCard hit={hit as unknown as BlogHit} />
  ) : (
    <ContentHitCard hit={hit as unknown as ContentHit} kind={kind} />
  );
});

/**
 * 12 hits per page with 'Show more'; the first hit decides the kind of card. `noun` counts them ('12 products').
 * 'Show more' is a link to the listing with one more page shown (`page`), which loads the next page in place once
 * the page has hydrated; on the last page it is a disabled button.
 * The images of the first `priorityCount` product cards (the first row on a phone) load first; the others are lazy.
 * When a search answers nothing, `renderEmpty` (given the query) says what to do instead, under the summary.
 */
export default function ResultsHits({
  kind,
  renderQuickAdd,
  noun = 'result',
  priorityCount = 0,
  renderEmpty,
}: {
  kind: IndexKind;
  renderQuickAdd?: RenderQuickAdd;
  noun?: string;
  priorityCount?: number;
  renderEmpty?: (query: string) => ReactNode;
}) {
  const { items: cached, results, isLastPage, showMore } = useInfiniteHits<AnyHit>();
  const { status } = useInstantSearch();
  // The cards on screen stay until the next results arrive. InstantSearch keeps them by itself, except where it has
  // nothing cached for the state it renders: after a server-rendered start it records no previous state, so until
  // the first search in the browser answers, a refinement rendered no card at all. Then the last results received
  // are what is shown.
  const items = cached.length === 0 && results && !results.__isArtificial ? (results.hits as AnyHit[]) : cached;
  const { path, route, indexName, tab, scope, replaceUrl, showPages } = useListingRoute();
  const shown = Math.ceil(items.length / HITS_PER_PAGE);
  const more = showPages && shown < MAX_SHOWN_PAGES ? () => showPages(shown + 1) : showMore;
  // Without JavaScript the link loads the page with one more page of results, opened at the first new one.
  const moreHref = `${shownPagesHref(path, route, shown + 1)}#${pageAnchor(shown + 1)}`;
  // The URL says how many pages show (as 'Show more' without JavaScript does), so Back from a product or a reload
  // shows them again, where the shopper was. Rewritten in place: Back still leaves the listing. Only once the URL
  // stands for the state shown: a refinement's URL is written once it settles (`asPath` changes then).
  const routeQuery = routeQueryString(route);
  const shownHref = shownPagesHref(path, route, shown);
  const asPath = useRouter()?.asPath;
  useEffect(() => {
    if (!replaceUrl || status !== 'idle' || shown === 0) return;
    const { search } = window.location;
    if (canonicalRouteQuery(search, indexName, tab, scope) !== routeQuery) return;
    if (shownPages(search) !== shownPages(new URL(shownHref, window.location.href).search)) replaceUrl(shownHref);
  }, [shown, shownHref, status, routeQuery, replaceUrl, indexName, tab, scope, asPath]);
  // 'Show more' pressed once hydrated: the focus goes to the first new result once it shows (without JavaScript the
  // page opens at it), so Tab goes on through the new results; the link itself may go (a disabled button on the last
  // page), which would leave the focus nowhere. Dropped when the listing changes first (another search or filter).
  const list = useRef<HTMLUListElement>(null);
  const focusNew = useRef<{ from: number; routeQuery: string } | null>(null);
  useEffect(() => {
    const pending = focusNew.current;
    if (!pending) return;
    if (pending.routeQuery !== routeQuery) focusNew.current = null;
    else if (items.length > pending.from) {
      focusNew.current = null;
      list.current?.children[pending.from]?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])')?.focus();
    }
  }, [items.length, routeQuery]);
  const card = cardKind(items[0]);
  // A query of spaces alone (typed in the results page's address, or sent by the header's form before its script)
  // searches everything: the summary says '77 results', not '77 results for “   ”'.
  const query = (results?.query ?? '').trim();
  const nbHits = results?.nbHits ?? 0;

  const summary =
    status === 'stalled'
      ? 'Searching…'
      : !results || results.__isArtificial
        ? ''
        : nbHits === 0
          ? query
            ? `No results for “${query}”.`
            : `No ${noun}s.`
          : `${nbHits} ${noun}${nbHits === 1 ? '' : 's'}${query ? ` for “${query}”` : ''}`;
  const empty = status !== 'stalled' && !!results && !results.__isArtificial && nbHits === 0 && items.length === 0;

  return (
    <div>
      <p role="status" aria-live="polite" className={empty ? `${styles.summary} ${styles.summaryEmpty}` : styles.summary}>
        {summary}
      </p>
      {empty && renderEmpty?.(query)}
      {items.length > 0 && (
        <ul ref={list} className={card === 'product' ? styles.productGrid : card === 'blog' ? styles.blogGrid : styles.contentList}>
          {items.map((hit, index) => (
            <li key={hit.objectID} id={index > 0 && index % HITS_PER_PAGE === 0 ? pageAnchor(index / HITS_PER_PAGE + 1) : undefined}>
              <HitCard hit={hit} card={card} kind={kind} renderQuickAdd={renderQuickAdd} priority={index < priorityCount} />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <div className={styles.more}>
          {isLastPage ? (
            <button type="button" className={styles.secondaryButton} disabled>
              Show more
            </button>
          ) : (
            <a href={moreHref} className={styles.secondaryButton} onClick={(event) => {
                followInPlace(more)(event);
                if (event.defaultPrevented) focusNew.current = { from: items.length, routeQuery };
              }}
            >
              Show more
            </a>
          )}
        </div>
      )}
    </div>
  );
}
