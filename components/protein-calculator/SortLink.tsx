import type { MouseEvent } from 'react';
import { calculatorHref, nextSort } from '@/lib/protein-calculator';
import type { CalculatorView, SortKey } from '@/lib/protein-calculator';
import styles from './ProteinCalculator.module.css';

interface Props {
  column: SortKey;
  label: string;
  /** The view the table shows now (its order, and the target the page was asked for). */
  view: CalculatorView;
  onSort: (column: SortKey) => void;
}

/**
 * A column header: a link to the page in that order (how it sorts before and without JavaScript), which sorts the
 * table in place once hydrated. The header cell carries aria-sort for the sorted column.
 */
export default function SortLink({ column, label, view, onSort }: Props) {
  const active = column === view.sortKey;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSort(column);
  };
  return (
    <a href={calculatorHref({ ...view, ...nextSort(view, column) }, 'protein-comparison')} className={styles.sortLink} onClick={onClick}>
      {label}
      <span className={styles.sortIcon} aria-hidden="true">
        {active ? (view.direction === 'ascending' ? '▲' : '▼') : '↕'}
      </span>
    </a>
  );
}
