// Types of scripts/lib/redis.mjs for the TypeScript tests that start a redis-server.
export declare const REDIS_SERVER_PATH: string;
export declare function ensureRedisServer(): string;
export declare function startRedis(): Promise<{ url: string; stop(): Promise<void> }>;
