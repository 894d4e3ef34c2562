/** Rows of a content table as string cells; rows or cells of the wrong shape are dropped or blanked. */
export function tableRows(rows: unknown): string[][] {
  if (!Array.isArray(rows)) return [];
  return rows
    .map((row) => {
      const cells = (row as { cells?: unknown } | null)?.cells;
      return Array.isArray(cells) ? cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell))) : null;
    })
    .filter((cells): cells is string[] => cells !== null && cells.length > 0);
}
