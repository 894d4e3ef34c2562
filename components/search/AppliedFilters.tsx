import { useEffect, useRef } from 'react';
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { focusAsTarget, focusIsLost } from '@/lib/browser/focus';
import { lastSegment } from '@/lib/search/hierarchy';
import { followInPlace } from './follow-in-place';
import { useListingRoute } from './listing-context';
import { RATING_ATTRIBUTE } from './RatingMenu';
import { LIST_FILTERS, routeHref, type SearchRouteState } from './url-state';
import styles from './SearchResults.module.css';

type CurrentItem = ReturnType<typeof useCurrentRefinements>['items'][number];
type Refinement = CurrentItem['refinements'][number];

interface AppliedFilter {
  key: string;
  label: string;
  /** Everything removing this chip removes (the rating menu sets two bounds). */
  refinements: Refinement[];
}

/** A price bound as its chip shows it: whole dollars as they are ('40'), else with the cents ('19.95', '30.50'). */
function dollars(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** Chips for the current refinements: categories show their last segment, the rating reads 'Rating N+'. */
function toAppliedFilters(items: CurrentItem[]): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  for (const item of items) {
    if (item.attribute === RATING_ATTRIBUTE) {
      const lower = item.refinements.find((r) => r.operator === '>=');
      if (lower) out.push({ key: `${item.attribute}:rating`, label: `Rating ${lower.value}+`, refinements: item.refinements });
      continue;
    }
    for (const refinement of item.refinements) {
      let label = String(refinement.label);
      if (item.attribute.startsWith('categories.')) label = lastSegment(String(refinement.value));
      else if (item.attribute === 'price') {
        label = `${refinement.operator === '<=' ? 'Max' : 'Min'} $${dollars(Number(refinement.value))}`;
      }
      out.push({ key: `${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`, label, refinements: [refinement] });
    }
  }
  return out;
}

/** The listing's state without one applied filter (where its chip links). */
function withoutFilter(route: SearchRouteState, { attribute, operator, value: removed }: Refinement): SearchRouteState {
  const next: SearchRouteState = { ...route };
  const list = LIST_FILTERS.find((filter) => filter.attribute === attribute);
  if (list) return { ...next, [list.param]: (route[list.param] ?? []).filter((value) => value !== String(removed)) };
  if (attribute === RATING_ATTRIBUTE) delete next.rating;
  else if (attribute.startsWith('categories.')) delete next.category;
  else if (attribute === 'price') {
    const [min = '', max = ''] = (route.price ?? '').split(':');
    const price = operator === '>=' ? `:${max}` : `${min}:`;
    if (price === ':') delete next.price;
    else next.price = price;
  }
  return next;
}

/**
 * Applied filters, each a link to the listing without it, and 'Clear all' (which also clears the query), a link to
 * the listing with nothing applied but its sort; both act in place once the page has hydrated.
 */
export default function AppliedFilters() {
  const { items, refine } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements({ excludedAttributes: [] });
  const { path, route } = useListingRoute();
  const filters = toAppliedFilters(items);

  // A chip or 'Clear all' pressed once hydrated goes from the page with the focus: the focus moves to the chip now in
  // its place (else the one before it), else 'Clear all', else the results' heading, which is what the list shows.
  const container = useRef<HTMLDivElement>(null);
  const pending = useRef<{ at: number; region: HTMLElement | null } | null>(null);
  const shown = [...filters.map((filter) => filter.key), canRefine ? 'clear all' : ''].join('\n');
  useEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    pending.current = null;
    if (!focusIsLost()) return;
    const chips = container.current?.querySelectorAll<HTMLElement>('li a') ?? [];
    const link = chips[Math.min(moved.at, chips.length - 1)] ?? container.current?.querySelector<HTMLElement>('a');
    const heading = moved.region?.querySelector<HTMLElement>('h2');
    if (link) link.focus();
    else if (heading) focusAsTarget(heading);
  }, [shown]);
  const pressed = (at: number) => {
    pending.current = { at, region: container.current?.parentElement ?? null };
  };

  if (filters.length === 0 && !canRefine) return null;
  return (
    <div ref={container} className={styles.applied}>
      {filters.length > 0 && (
        <ul className={styles.chips} aria-label="Applied filters">
          {filters.map((filter, index) => (
            <li key={filter.key}>
              <a
                href={routeHref(path, withoutFilter(route, filter.refinements[0]))}
                className={styles.chip}
                onClick={(event) => {
                  followInPlace(() => filter.refinements.forEach((r) => refine(r)))(event);
                  if (event.defaultPrevented) pressed(index);
                }}
              >
                {filter.label}
                <span aria-hidden="true"> ×</span>
                <span className={styles.srOnly}> (remove filter)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {canRefine && (
        <a
          href={routeHref(path, { sort: route.sort })}
          className={styles.clearAll}
          onClick={(event) => {
            followInPlace(clearAll)(event);
            if (event.defaultPrevented) pressed(0);
          }}
        >
          Clear all
        </a>
      )}
    </div>
  );
}
