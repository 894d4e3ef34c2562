/** Types of build.mjs for the tests that import it. */
export const ROOT: string;
export const STANDALONE_DIR: string;
/** What a build is made of: the sources and settings under `root`, and the build-relevant variables of `env`. */
export function sourceStamp(env?: Record<string, string | undefined>, root?: string): string;
export function distDirOf(env?: Record<string, string | undefined>): string;
export function ensureBuild(options?: { env?: Record<string, string | undefined>; force?: boolean }): void;
export function ensureBuildAsync(options?: { env?: Record<string, string | undefined>; force?: boolean }): Promise<boolean>;
