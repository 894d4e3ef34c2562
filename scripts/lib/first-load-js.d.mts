// Types of first-load-js.mjs for the TypeScript tests that import it.
export interface BudgetRoute {
  name: string;
  path: string;
  /** The goal: what the route may load above the framework floor. */
  aboveFloorKb: number;
  /** While over its goal: what the size-budget test enforces today (else the floor + the goal). */
  ceilingKb?: number;
}

export interface ScriptSize {
  src: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface RouteSize {
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  files: ScriptSize[];
}

export interface BudgetRow extends BudgetRoute, RouteSize {
  gzipKb: number;
  floorKb: number;
  aboveKb: number;
  /** What the size-budget test enforces (enforcedCeilingKb). */
  enforcedKb: number;
}

export const RECORDED_FLOOR_KB: number;
export const BUDGET_ROUTES: BudgetRoute[];
export function enforcedCeilingKb(route: BudgetRoute, floorKb?: number): number;
export function scriptSources(html: string): string[];
export function measureRoute(base: string, routePath: string): Promise<RouteSize>;
export function measureBudgets(base: string, floorBytes: number, routes?: BudgetRoute[]): Promise<BudgetRow[]>;
