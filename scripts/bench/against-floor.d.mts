// Types of against-floor.mjs for the TypeScript tests that import it.
export declare function pairedDifferences(
  pageRuns: Record<string, number | null>[],
  floorRuns: Record<string, number | null>[],
  key: string,
): number[];

export declare function compareWithFloor(
  pageRuns: Record<string, number | null>[],
  floorRuns: Record<string, number | null>[],
): Record<string, number | string | null>;
