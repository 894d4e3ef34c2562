/**
 * The shared-state port (lib/shared-state/types.ts) and its factory: Redis when REDIS_URL is set, SQLite beside
 * the embedded store, otherwise memory (SHARED_STATE_STORE overrides; lib/config.ts decides). One store per
 * process, shared by every bundle through globalThis; the adapters are imported lazily.
 */
import { getConfig } from '../config';
import type { SharedState } from './types';

const REGISTRY = Symbol.for('bulk-storefront.shared-state');

type Holder = typeof globalThis & { [REGISTRY]?: { key: string; store: Promise<SharedState> } };

function create(): Promise<SharedState> {
  const { sharedState, dataDir } = getConfig();
  switch (sharedState.store) {
    case 'redis':
      return import('./redis').then(({ RedisSharedState }) => new RedisSharedState(sharedState.redisUrl!));
    case 'sqlite':
      return import('./sqlite').then(({ SqliteSharedState }) => new SqliteSharedState(dataDir));
    default:
      return import('./memory').then(({ MemorySharedState }) => new MemorySharedState());
  }
}

/** This process's shared state (created on first use). */
export function getSharedState(): Promise<SharedState> {
  const holder = globalThis as Holder;
  const { sharedState, dataDir } = getConfig();
  const key = `${sharedState.store}:${sharedState.redisUrl ?? dataDir}`;
  if (holder[REGISTRY]?.key !== key) {
    const previous = holder[REGISTRY]?.store;
    const store = create();
    holder[REGISTRY] = { key, store };
    store.catch(() => {
      if (holder[REGISTRY]?.store === store) delete holder[REGISTRY];
    });
    void previous?.then((old) => old.close()).catch(() => undefined);
  }
  return holder[REGISTRY]!.store;
}

/** Closes the store (graceful shutdown; tests). The next getSharedState() opens a new one. */
export async function closeSharedState(): Promise<void> {
  const holder = globalThis as Holder;
  const current = holder[REGISTRY]?.store;
  delete holder[REGISTRY];
  if (current) await (await current.catch(() => null))?.close();
}
