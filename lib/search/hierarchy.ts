/** The separator of hierarchical facet values ('Shop by Sport > Running'), shared by records and UI. */
export const HIERARCHY_SEPARATOR = ' > ';

/** The last segment of a hierarchical value ('Shop by Sport > Running' -> 'Running'). */
export function lastSegment(value: string): string {
  const parts = value.split(HIERARCHY_SEPARATOR);
  return parts[parts.length - 1] ?? value;
}
