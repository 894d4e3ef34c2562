// Types of scripts/bench/server.mjs for the TypeScript tests that start app instances.
import type { ChildProcess } from 'node:child_process';

export interface StartedServer {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: string[];
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** CPU seconds the server process has used so far (null without /proc). */
  cpuSeconds(): number | null;
}
export declare function freePort(): Promise<number>;
export declare function cpuSeconds(pid: number | undefined): number | null;
export declare function startServer(extraEnv?: Record<string, string>, options?: { port?: number; stdio?: 'inherit' | 'pipe' }): Promise<StartedServer>;
