/**
 * Who waits for which variant, kept in the shared state (lib/shared-state: SQLite beside the embedded store, Redis
 * when several instances run), so the app, the restock script and every instance see one list. Per variant:
 *   stock-alert:n:<variant>           a counter handing out slots (atomic)
 *   stock-alert:slot:<variant>:<n>    one waiting subscriber { email, productId }
 *   stock-alert:from:<variant>        the first slot not yet notified
 *   stock-alert:email:<variant>:<e>   that email already waits (one alert per email and variant)
 * Everything expires after 180 days: an alert for a variant that never comes back fades away.
 */
import { getSharedState } from '../shared-state';

const ALERT_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Waiting subscribers per variant at most (a bound on one restock's sending, not an expected size). */
const MAX_WAITING = 5000;
const LOCK_TTL_MS = 5 * 60 * 1000;

interface Subscriber {
  email: string;
  productId: number;
}

const countKey = (variantId: number) => `stock-alert:n:${variantId}`;
const slotKey = (variantId: number, slot: number) => `stock-alert:slot:${variantId}:${slot}`;
const fromKey = (variantId: number) => `stock-alert:from:${variantId}`;
const emailKey = (variantId: number, email: string) => `stock-alert:email:${variantId}:${email.toLowerCase()}`;
const lockKey = (variantId: number) => `stock-alert:sending:${variantId}`;

async function numberAt(key: string, fallback: number): Promise<number> {
  const raw = await (await getSharedState()).get(key);
  return raw === null ? fallback : Number(raw);
}

/** Adds the email to the variant's waiting list; 'already' when it waits already, 'full' past MAX_WAITING. */
export async function addSubscriber(variantId: number, subscriber: Subscriber): Promise<'added' | 'already' | 'full'> {
  const state = await getSharedState();
  const waiting = (await numberAt(countKey(variantId), 0)) - (await numberAt(fromKey(variantId), 1)) + 1;
  if (waiting >= MAX_WAITING) return 'full';
  if (!(await state.setIfAbsent(emailKey(variantId, subscriber.email), '1', ALERT_TTL_MS))) return 'already';
  const slot = await state.increment(countKey(variantId), ALERT_TTL_MS);
  await state.set(slotKey(variantId, slot), JSON.stringify({ email: subscriber.email, productId: subscriber.productId }), ALERT_TTL_MS);
  return 'added';
}

/**
 * Hands every waiting subscriber of the variant to `send`, once: each is removed after its send succeeds (a failed
 * send stays for the next restock). One sender per variant at a time (a short lock), so two restocks never both send.
 * Answers how many were sent.
 */
export async function takeSubscribers(variantId: number, send: (subscriber: Subscriber) => Promise<void>): Promise<number> {
  const state = await getSharedState();
  if (!(await state.setIfAbsent(lockKey(variantId), '1', LOCK_TTL_MS))) return 0;
  let sent = 0;
  try {
    const last = await numberAt(countKey(variantId), 0);
    let from = await numberAt(fromKey(variantId), 1);
    for (let slot = from; slot <= last; slot += 1) {
      const raw = await state.get(slotKey(variantId, slot));
      if (raw !== null) {
        const subscriber = JSON.parse(raw) as Subscriber;
        await send(subscriber);
        sent += 1;
        await state.delete(slotKey(variantId, slot));
        await state.delete(emailKey(variantId, subscriber.email));
      }
      if (slot === from) {
        from = slot + 1;
        await state.set(fromKey(variantId), String(from), ALERT_TTL_MS);
      }
    }
  } finally {
    await state.delete(lockKey(variantId));
  }
  return sent;
}
