/**
 * The one place a Redis client is created (REDIS_URL). One client per URL per process, shared by every bundle
 * through globalThis; graceful shutdown uses `closeRedisClients()`.
 * Commands fail fast while Redis is unreachable (a bounded retry, a command timeout) instead of queueing forever.
 */
import Redis from 'ioredis';
import { getLogger } from '../operations/logger';
import { requestStorage } from '../operations/request-context';

const REGISTRY = Symbol.for('bulk-storefront.redis-clients');

function clients(): Map<string, Redis> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Redis> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

const lastErrorLog = { at: 0 };

export function redisClient(url: string): Redis {
  let client = clients().get(url);
  if (!client) {
    const options = { maxRetriesPerRequest: 2, connectTimeout: 5_000, commandTimeout: 2_000, enableOfflineQueue: true };
    // A path is a unix socket; anything else is a redis:// or rediss:// URL. Made outside the request that first
    // needed it: the client's events (its error lines) belong to no request, so they carry no request's id.
    client = requestStorage().exit(() => (url.startsWith('/') ? new Redis({ ...options, path: url }) : new Redis(url, options)));
    client.on('error', (error: Error) => {
      // ioredis retries on its own; one line at most every 10 s keeps an outage readable in the log.
      if (Date.now() - lastErrorLog.at < 10_000) return;
      lastErrorLog.at = Date.now();
      getLogger().error({ err: error }, 'redis error');
    });
    clients().set(url, client);
  }
  return client;
}

/** Closes every Redis client of this process (graceful shutdown, tests). */
export async function closeRedisClients(): Promise<void> {
  const open = [...clients().values()];
  clients().clear();
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}
