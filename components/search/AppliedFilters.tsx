import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import { lastSegment } from '@/lib/search/hierarchy';
import { RATING_ATTRIBUTE } from './RatingMenu';
import styles from './SearchResults.module.css';

type CurrentItem = ReturnType<typeof useCurrentRefinements>['items'][number];
type Refinement = CurrentItem['refinements'][number];

export interface AppliedFilter {
  key: string;
  label: string;
  /** Everything removing this chip removes (the rating menu sets two bounds). */
  refinements: Refinement[];
}

/** Chips for the current refinements: categories show their last segment, the rating reads 'Rating N+'. */
export function toAppliedFilters(items: CurrentItem[]): AppliedFilter[] {
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
        label = `${refinement.operator === '<=' ? 'Max' : 'Min'} $${refinement.value}`;
      }
      out.push({ key: `${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`, label, refinements: [refinement] });
    }
  }
  return out;
}

/** Applied filters, each removable, and 'Clear all' (which also clears the query). */
export default function AppliedFilters() {
  const { items, refine } = useCurrentRefinements();
  const { canRefine, refine: clearAll } = useClearRefinements({ excludedAttributes: [] });
  const filters = toAppliedFilters(items);
  if (filters.length === 0 && !canRefine) return null;
  return (
    <div className={styles.applied}>
      {filters.length > 0 && (
        <ul className={styles.chips} aria-label="Applied filters">
          {filters.map((filter) => (
            <li key={filter.key}>
              <button type="button" className={styles.chip} onClick={() => filter.refinements.forEach((r) => refine(r))}>
                {filter.label}
                <span aria-hidden="true"> ×</span>
                <span className={styles.srOnly}> (remove filter)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {canRefine && (
        <button type="button" className={styles.clearAll} onClick={clearAll}>
          Clear all
        </button>
      )}
    </div>
  );
}
