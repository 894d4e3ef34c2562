// Types of scripts/lib/ports.mjs for the TypeScript tests.
export declare function freePort(): Promise<number>;
export declare function availablePort(preferred: number): Promise<number>;
