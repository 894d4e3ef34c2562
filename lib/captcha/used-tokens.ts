/**
 * Ids of captcha challenges and passes already used, each kept (in the shared state: lib/shared-state) until it
 * would have expired anyway, so a token works once, across restarts and instances.
 */
import { getSharedState } from '@/lib/shared-state';

/** Marks an id used; false when it was used before (the caller must refuse the token). */
export async function markUsed(id: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  if (expiresAt <= now) return false;
  return (await getSharedState()).setIfAbsent(`captcha:used:${id}`, '1', expiresAt - now);
}
