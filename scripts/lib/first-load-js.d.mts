// Types of first-load-js.mjs for the TypeScript tests that import it.
export interface BudgetRoute {
  name: string;
  path: string;
  /** The budget (the goal). */
  budgetKb: number;
  /** What the size-budget test enforces. */
  ceilingKb: number;
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
  budgetBytes: number;
  ratio: number;
}

export const BUDGET_ROUTES: BudgetRoute[];
export function scriptSources(html: string): string[];
export function measureRoute(base: string, routePath: string): Promise<RouteSize>;
export function measureBudgets(base: string, routes?: BudgetRoute[]): Promise<BudgetRow[]>;
export function sharedScripts(rows: BudgetRow[]): { scripts: number; gzipBytes: number; gzipKb: number; files: ScriptSize[] };
export function formatKb(bytes: number): string;
