import { useId } from 'react';
import { tableRows } from './table-rows';
import type { NutritionPanelNode } from './types';
import styles from './ContentTable.module.css';

/**
 * A nutrition information panel: a real table with a caption (title and sub titles), column headers from the first
 * row and the nutrient name of each row as its row header.
 */
export default function NutritionPanel({ value }: { value: NutritionPanelNode }) {
  const captionId = useId();
  const rows = tableRows(value.content?.rows);
  const title = value.title?.trim() || 'Nutrition information';
  const subTitles = [value.subTitle1, value.subTitle2, value.subTitle3].filter((s): s is string => typeof s === 'string' && s.trim() !== '');
  if (rows.length === 0) return null;
  const [header, ...body] = rows;
  const width = Math.max(...rows.map((r) => r.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];

  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`${styles.table} ${styles.nutrition}`}>
        <caption id={captionId} className={styles.caption}>
          <span className={styles.captionTitle}>{title}</span>
          {subTitles.map((sub, i) => (
            <span key={i} className={styles.captionSub}>
              {sub}
            </span>
          ))}
        </caption>
        <thead>
          <tr>
            {pad(header).map((cell, i) => (cell.trim() ? <th key={i} scope="col">{cell}</th> : <td key={i} />))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {pad(row).map((cell, i) =>
                i === 0 && cell.trim() ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
