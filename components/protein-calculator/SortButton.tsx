import type { SortDirection, SortKey } from '@/lib/protein-calculator';
import styles from './ProteinCalculator.module.css';

interface Props {
  column: SortKey;
  label: string;
  sortKey: SortKey;
  direction: SortDirection;
  onSort: (column: SortKey) => void;
}

/** A column header button; the header cell carries aria-sort for the sorted column. */
export default function SortButton({ column, label, sortKey, direction, onSort }: Props) {
  const active = column === sortKey;
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
      {label}
      <span className={styles.sortIcon} aria-hidden="true">
        {active ? (direction === 'ascending' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}
