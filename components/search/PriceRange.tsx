import { useEffect, useId, useRef } from 'react';
import { useRange } from 'react-instantsearch';
import HiddenState from './HiddenState';
import { useListingRoute } from './listing-context';
import { PRICE_FIELDS } from './url-state';
import { useFilterCopyState } from './use-filter-copy-state';
import styles from './SearchResults.module.css';

function shown(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function parse(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Price range (RangeInput-like): two boxes and an 'Update' button, in a GET form to the listing's page (the rest
 * of its state in hidden fields), which refines in place once the page has hydrated. Bounds typed before then are
 * kept. The listing's lowest and highest prices are the boxes' placeholders, not limits: a bound past them (a
 * maximum of $120 where the dearest product starts at $95) means no bound on that side, where InstantSearch would
 * ignore the whole refinement and the browser would refuse the form.
 */
export default function PriceRange() {
  // To the cent: InstantSearch's default (whole numbers) would make a typed $19.95 a bound of $19 or $20.
  const { start, range, canRefine, refine } = useRange({ attribute: 'price', precision: 2 });
  const { path, route } = useListingRoute();
  const id = useId();
  const current: [string, string] = [shown(start[0]), shown(start[1])];
  // Shared with the other copy of the filters: bounds typed in the phone's panel before hydration are in the drawer
  // that takes over from it.
  const [draft, setDraft] = useFilterCopyState<{ values: [string, string]; base: string } | null>('price', null);
  const base = current.join(':');
  const values = draft && draft.base === base ? draft.values : current;
  const set = (i: 0 | 1, value: string) => {
    const next: [string, string] = [...values];
    next[i] = value;
    setDraft({ values: next, base });
  };
  // The placeholders in whole dollars, the lowest price's rounded down and the highest's up ('$9', '$140').
  const min = shown(range.min === undefined ? undefined : Math.floor(range.min));
  const max = shown(range.max === undefined ? undefined : Math.ceil(range.max));

  // Bounds typed into the server's HTML before hydration are still in the boxes: they are the draft.
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed: [string, string] = [minRef.current?.value ?? current[0], maxRef.current?.value ?? current[1]];
    if (typed[0] !== current[0] || typed[1] !== current[1]) setDraft({ values: typed, base });
    // Once, at mount: later the boxes follow the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        Price
      </h3>
      <form
        className={styles.priceForm}
        method="get"
        action={path}
        // Back to an earlier entry shows that entry's bounds, not the ones the browser would restore into the boxes.
        autoComplete="off"
        onSubmit={(event) => {
          event.preventDefault();
          setDraft(null);
          // The boxes themselves: a press landing while React hydrates the form comes before the draft holds what was
          // typed earlier.
          const [typedLow, typedHigh] = [parse(minRef.current?.value ?? values[0]), parse(maxRef.current?.value ?? values[1])];
          // Bounds typed the wrong way round mean the prices between them, as the page reads such a URL.
          const swap = typedLow !== undefined && typedHigh !== undefined && typedLow > typedHigh;
          const [low, high] = swap ? [typedHigh, typedLow] : [typedLow, typedHigh];
          refine([
            low !== undefined && range.min !== undefined ? Math.max(low, range.min) : low,
            high !== undefined && range.max !== undefined ? Math.min(high, range.max) : high,
          ]);
        }}
      >
        <HiddenState route={route} omit={['price']} />
        <label className={styles.priceField}>
          <span>Min</span>
          <input
            ref={minRef}
            type="number"
            name={PRICE_FIELDS.min}
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={min ? `$${min}` : '$'}
            value={values[0]}
            disabled={!canRefine}
            onChange={(event) => set(0, event.target.value)}
            aria-label="Minimum price in dollars"
          />
        </label>
        <span aria-hidden="true" className={styles.priceTo}>
          to
        </span>
        <label className={styles.priceField}>
          <span>Max</span>
          <input
            ref={maxRef}
            type="number"
            name={PRICE_FIELDS.max}
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={max ? `$${max}` : '$'}
            value={values[1]}
            disabled={!canRefine}
            onChange={(event) => set(1, event.target.value)}
            aria-label="Maximum price in dollars"
          />
        </label>
        <button type="submit" className={styles.secondaryButton} disabled={!canRefine}>
          Update
        </button>
      </form>
    </section>
  );
}
