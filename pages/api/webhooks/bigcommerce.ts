import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute } from '@/lib/http/route';
import { productOfWebhook, sameSecret, type WebhookDelivery } from '@/lib/commerce/bigcommerce/webhooks';
import { reindexProducts } from '@/lib/search/indexer';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/webhooks/bigcommerce: BigCommerce's product and inventory webhooks. Each one re-indexes just the
 * product it names in the hosted search index (Algolia); a product the store no longer shows leaves the index.
 *
 * Create the webhooks (REST `POST /v3/hooks`) with `destination` this URL and
 * `headers: { "X-Webhook-Secret": BIGCOMMERCE_WEBHOOK_SECRET }`: BigCommerce sends that header with every
 * delivery, and a delivery without the right secret is refused (401) before anything is read. Scopes handled:
 * store/product/created, updated, deleted, store/product/inventory/updated and /order/updated (data.id is the
 * product), store/sku/inventory/updated and /order/updated (data.inventory.product_id). Other scopes are
 * acknowledged and ignored, so BigCommerce does not retry them.
 *
 * With the embedded search engine there is nothing to push: it follows the catalogue revision on its own.
 */
export default defineRoute({
  POST: async ({ req, body }) => {
    const settings = getConfig();
    const secret = settings.commerce?.webhookSecret;
    if (!secret) throw new ApiError(404, 'BigCommerce webhooks are not enabled on this shop (BIGCOMMERCE_WEBHOOK_SECRET).', 'not_found');
    if (!sameSecret(req.headers['x-webhook-secret'], secret)) throw new ApiError(401, 'The webhook secret is missing or wrong.', 'unauthenticated');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'A webhook delivery is a JSON object with a scope and data.', 'invalid_input');
    }
    const productId = productOfWebhook(body as WebhookDelivery);
    if (productId === null) return { data: { scope: (body as WebhookDelivery).scope ?? null, reindexed: [], removed: [], ignored: true } };
    if (settings.modes.search !== 'hosted') {
      return { data: { scope: (body as WebhookDelivery).scope, reindexed: [], removed: [], ignored: true } };
    }
    const result = await reindexProducts([productId]);
    return { data: { scope: (body as WebhookDelivery).scope, reindexed: result.updated, removed: result.removed, ignored: false } };
  },
});
