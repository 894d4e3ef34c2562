/**
 * The embedded store's change notifications, its counterpart of BigCommerce's inventory webhook: `npm run stock`
 * changes stock in DATA_DIR's store from outside the server, then tells the running shop which products changed
 * (POST /api/webhooks/store, `X-Webhook-Secret`: the secret generated in DATA_DIR, which both share), so the shop
 * regenerates their pages at once instead of at their next regeneration. Here: the body both sides agree on, and
 * the sending side.
 */
import { array, number, object } from 'yup';
import { FetcherError, fetchJson } from '../../http/fetcher';
import { storeWebhookSecret } from '../../secrets';

const STORE_WEBHOOK_PATH = '/api/webhooks/store';
/** Products one notification may name: each one's page is regenerated in turn while the caller waits. */
export const MAX_CHANGED_PRODUCTS = 100;
/** How long the sender waits for the shop (a page regeneration on a busy machine takes a second or two). */
const STORE_WEBHOOK_TIMEOUT_MS = 10_000;

const BODY = 'The body must be a JSON object such as { "productIds": [101] }.';
const LIST = `productIds must be a list of 1 to ${MAX_CHANGED_PRODUCTS} product ids.`;
const ID = 'Each product id must be a positive whole number.';

/** `{ productIds: [101, ...] }`: whole positive numbers, taken as they are (strict: no "101" strings cast). */
export const storeChangeSchema = object({
  productIds: array(number().typeError(ID).required(ID).integer(ID).positive(ID))
    .strict()
    .typeError(LIST)
    .required(LIST)
    .min(1, LIST)
    .max(MAX_CHANGED_PRODUCTS, LIST),
})
  .typeError(BODY)
  .required(BODY);

/** What the shop did: the pages it regenerated, or why it could not be told. */
type StoreChangeOutcome = { told: true; revalidated: string[] } | { told: false; reason: string };

/**
 * Tells the shop at `shopUrl` (e.g. http://localhost:3000) that these products changed. Never throws for the shop's
 * sake: a shop that is not running, too slow or refusing is an outcome, the change in the store stands anyway.
 */
export async function announceStoreChange(shopUrl: string, productIds: number[]): Promise<StoreChangeOutcome> {
  const url = `${shopUrl.replace(/\/+$/, '')}${STORE_WEBHOOK_PATH}`;
  let secret: string;
  try {
    secret = storeWebhookSecret();
  } catch (error) {
    return { told: false, reason: `the webhook secret in DATA_DIR could not be read (${(error as Error).message})` };
  }
  let answer: { data?: { revalidated?: unknown } } | null;
  try {
    answer = await fetchJson(url, {
      method: 'POST',
      headers: { 'x-webhook-secret': secret },
      body: { productIds },
      timeoutMs: STORE_WEBHOOK_TIMEOUT_MS,
    });
  } catch (error) {
    const message = (error as Error).message;
    if (!(error instanceof FetcherError)) return { told: false, reason: `${url} answered something other than this shop would (${message})` };
    if (error.failure === 'network') return { told: false, reason: `no shop answers at ${url} (${message})` };
    if (error.failure === 'timeout') return { told: false, reason: `the shop at ${url} did not answer within ${STORE_WEBHOOK_TIMEOUT_MS / 1000} s` };
    return { told: false, reason: `the shop at ${url} answered ${error.status}: ${message}` };
  }
  const revalidated = answer?.data?.revalidated;
  if (!Array.isArray(revalidated)) return { told: false, reason: `${url} answered something other than this shop would` };
  return { told: true, revalidated: revalidated.map(String) };
}
