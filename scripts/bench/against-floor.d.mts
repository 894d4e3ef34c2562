// Types of against-floor.mjs for the TypeScript tests that import it.
export interface FloorGoal {
  key: 'performance' | 'tbtMs' | 'lcpMs';
  /** The column of the bench's table that holds the median difference. */
  column: 'performanceVsFloor' | 'tbtVsFloorMs' | 'lcpVsFloorMs';
  label: string;
  limit: number;
  better: 'higher' | 'lower';
}

export declare const FLOOR_GOALS: FloorGoal[];

export declare function pairedDifferences(
  pageRuns: Record<string, number | null>[],
  floorRuns: Record<string, number | null>[],
  key: string,
): number[];

export declare function compareWithFloor(
  pageRuns: Record<string, number | null>[],
  floorRuns: Record<string, number | null>[],
): Record<string, number | string | null>;
