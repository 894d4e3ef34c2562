import Link from 'next/link';
import { useMemo, useState } from 'react';
import { formatCents } from '@/lib/format/money';
import { calculatorHref, nextSort, sortRows } from '@/lib/protein-calculator';
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
 * The protein products side by side; every column sorts (numbers low to high first, names A to Z), in the order the
 * page was asked for first.
 */
export default function ProteinComparisonTable({ rows, view }: { rows: ProteinRow[]; view: CalculatorView }) {
  const [order, setOrder] = useState({ sortKey: view.sortKey, direction: view.direction });
  const { sortKey, direction } = order;
  const sorted = useMemo(() => sortRows(rows, sortKey, direction), [rows, sortKey, direction]);
  const sortedLabel = COLUMNS.find((c) => c.key === sortKey)?.label ?? '';
  const shown: CalculatorView = { ...view, ...order };

  const onSort = (column: SortKey) => {
    const next = nextSort(order, column);
    setOrder(next);
    // The address bar follows the order, as the header's link would have it, without a history entry of its own: a
    // reload or a shared link keeps the order. Next's entry learns the address too, so Back to this page from
    // another asks for this order, not the page's first one.
    const href = calculatorHref({ ...view, ...next }, 'protein-comparison');
    window.history.replaceState({ ...window.history.state, url: href, as: href }, '', href);
  };

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
                <SortLink column={column.key} label={column.label} view={shown} onSort={onSort} />
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
