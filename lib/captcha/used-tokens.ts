/**
 * Ids of captcha challenges and passes already used, each kept until it would have expired anyway, so a
 * token works once. In memory, shared by every bundle of this process through globalThis.
 */
const REGISTRY = Symbol.for('bulk-storefront.captcha.used-tokens');
const MAX_ENTRIES = 100_000;

function store(): Map<string, number> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, number> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

function purge(used: Map<string, number>, now: number): void {
  for (const [id, expiresAt] of used) {
    if (expiresAt <= now) used.delete(id);
  }
  while (used.size > MAX_ENTRIES) {
    const oldest = used.keys().next().value;
    if (oldest === undefined) break;
    used.delete(oldest);
  }
}

/** Marks an id used; false when it was used before (the caller must refuse the token). */
export function markUsed(id: string, expiresAt: number, now = Date.now()): boolean {
  const used = store();
  if (used.size > 1000) purge(used, now);
  const previous = used.get(id);
  if (previous !== undefined && previous > now) return false;
  used.set(id, expiresAt);
  return true;
}

/** Tests only. */
export function clearUsedTokensForTests(): void {
  store().clear();
}
