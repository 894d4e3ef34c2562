import NestedContent from './NestedContent';
import type { ColumnsNode } from './types';
import styles from './Columns.module.css';

/** Clamps the editor's column count to 2-4. */
export function columnCount(colNumber: unknown): number {
  const n = typeof colNumber === 'number' ? colNumber : Number(colNumber);
  return Number.isFinite(n) ? Math.min(Math.max(Math.round(n), 2), 4) : 2;
}

/** Content flowed into 2-4 newspaper columns (one column on narrow screens). */
export default function Columns({ value }: { value: ColumnsNode }) {
  const count = columnCount(value.colNumber);
  return (
    <div className={`${styles.columns} ${styles[`count${count}`]}`} data-columns={count}>
      <NestedContent value={value.content} />
    </div>
  );
}
