import { tableRows } from './table-rows';
import type { TableNode } from './types';
import styles from './ContentTable.module.css';

/** A simple content table; the first row holds the column headers. */
export default function DataTable({ value }: { value: TableNode }) {
  const rows = tableRows(value.rows);
  if (rows.length === 0) return null;
  const [header, ...body] = rows;
  const width = Math.max(...rows.map((r) => r.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const label = header.filter((c) => c.trim()).join(', ') || 'Table';

  return (
    <div className={styles.scroll} role="region" aria-label={`Table: ${label}`} tabIndex={0}>
      <table className={styles.table}>
        {body.length > 0 ? (
          <thead>
            <tr>
              {pad(header).map((cell, i) => (cell.trim() ? <th key={i} scope="col">{cell}</th> : <td key={i} />))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {(body.length > 0 ? body : [header]).map((row, r) => (
            <tr key={r}>
              {pad(row).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
