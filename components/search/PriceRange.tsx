import { useId, useState } from 'react';
import { useRange } from 'react-instantsearch';
import styles from './SearchResults.module.css';

function shown(value: number | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function parse(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Price range (RangeInput-like): two boxes and an 'Update' button. */
export default function PriceRange() {
  const { start, range, canRefine, refine } = useRange({ attribute: 'price' });
  const id = useId();
  const current: [string, string] = [shown(start[0]), shown(start[1])];
  const [draft, setDraft] = useState<{ values: [string, string]; base: string } | null>(null);
  const base = current.join(':');
  const values = draft && draft.base === base ? draft.values : current;
  const set = (i: 0 | 1, value: string) => {
    const next: [string, string] = [...values];
    next[i] = value;
    setDraft({ values: next, base });
  };
  const min = shown(range.min);
  const max = shown(range.max);

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        Price
      </h3>
      <form
        className={styles.priceForm}
        onSubmit={(event) => {
          event.preventDefault();
          setDraft(null);
          refine([parse(values[0]), parse(values[1])]);
        }}
      >
        <label className={styles.priceField}>
          <span>Min</span>
          <input
            type="number"
            inputMode="decimal"
            min={min || undefined}
            max={max || undefined}
            step="any"
            placeholder={min ? `$${min}` : '$'}
            value={values[0]}
            disabled={!canRefine}
            onChange={(event) => set(0, event.target.value)}
            aria-label="Minimum price in dollars"
          />
        </label>
        <span aria-hidden="true">to</span>
        <label className={styles.priceField}>
          <span>Max</span>
          <input
            type="number"
            inputMode="decimal"
            min={min || undefined}
            max={max || undefined}
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
