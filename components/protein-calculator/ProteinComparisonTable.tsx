import Link from 'next/link';
import { useMemo } from 'react';
import { formatCents } from '@/lib/format/money';
import { sortRows } from '@/lib/protein-calculator';
import type { CalculatorView, ProteinRow, SortKey } from '@/lib/protein-calculator';
import SortLink from './SortLink';
import styles from './ProteinCalculator.module.css';

const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Product', numeric: false },
  { key: 'packGrams', label: 'Pack size', numeric: true },
  { key: 'proteinPerServeGrams', label: 'Protein per serve', numeric: true },
  { key: 'priceCents', label: 'Pack price', numeric: true },
  { key: 'pricePerServeCents', label: 'Price per serve', numeric: true },
  { key: 'pricePer100gProteinCents', label: 'Price per 100 g protein', numeric: true },
];

function grams(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} g`;
}

/**
 * The protein products side by side, in the view's order; every column sorts (numbers low to high first, names A to
 * Z): a link to that order, which `onSort` takes in place once hydrated.
 */
export default function ProteinComparisonTable({ rows, view, onSort }: { rows: ProteinRow[]; view: CalculatorView; onSort: (column: SortKey) => void }) {
  const { sortKey, direction } = view;
  const sorted = useMemo(() => sortRows(rows, sortKey, direction), [rows, sortKey, direction]);
  const sortedLabel = COLUMNS.find((c) => c.key === sortKey)?.label ?? '';

  if (rows.length === 0) return <p>No protein products are in stock right now.</p>;

  return (
    <div className={styles.tableScroll} role="region" aria-labelledby="protein-comparison-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="protein-comparison-caption" className={styles.caption}>
          Protein products compared, cheapest in-stock flavour of each pack size
          <span className={styles.sortStatus} aria-live="polite">
            {' '}
            (sorted by {sortedLabel.toLowerCase()}, {direction === 'ascending' ? 'low to high' : 'high to low'})
          </span>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.key === sortKey ? direction : undefined}
                className={column.numeric ? styles.numeric : undefined}
              >
                <SortLink column={column.key} label={column.label} view={view} onSort={onSort} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link href={`/products/${row.slug}`}>{row.name}</Link>
              </th>
              <td className={styles.numeric}>{row.sizeLabel}</td>
              <td className={styles.numeric}>{grams(row.proteinPerServeGrams)}</td>
              <td className={styles.numeric}>{formatCents(row.priceCents)}</td>
              <td className={styles.numeric}>{formatCents(row.pricePerServeCents)}</td>
              <td className={styles.numeric}>{formatCents(row.pricePer100gProteinCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
