import { getCommerce } from '@/lib/commerce';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { revalidateProductPages } from '@/lib/http/revalidate';
import { defineRoute } from '@/lib/http/route';
import { isInventoryWebhook, productOfWebhook, type WebhookDelivery } from '@/lib/commerce/bigcommerce/webhooks';
import { sameSecret } from '@/lib/secrets';
import { notifyBackInStockOf } from '@/lib/stock-alerts';
import { getSearch } from '@/lib/search';

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
 * Inventory scopes also send the back-in-stock notices (lib/stock-alerts) of the product's variants now in stock.
 * The product's page is regenerated at once (on-demand revalidation), so a shopper who follows the notice's link,
 * or simply comes by, sees the new stock and price without waiting for the page's revalidate period.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    const settings = getConfig();
    if (settings.modes.commerce === 'embedded') {
      throw new ApiError(404, 'This shop runs on its embedded store, not BigCommerce: its stock changes (npm run stock) reach /api/webhooks/store.', 'not_found');
    }
    const secret = settings.commerce?.webhookSecret;
    if (!secret) throw new ApiError(404, 'BigCommerce webhooks are not enabled on this shop (BIGCOMMERCE_WEBHOOK_SECRET).', 'not_found');
    if (!sameSecret(req.headers['x-webhook-secret'], secret)) throw new ApiError(401, 'The webhook secret is missing or wrong.', 'unauthenticated');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'A webhook delivery is a JSON object with a scope and data.', 'invalid_input');
    }
    const delivery = body as WebhookDelivery;
    const productId = productOfWebhook(delivery);
    if (productId === null) {
      return { data: { scope: delivery.scope ?? null, reindexed: [], removed: [], revalidated: [], alerted: 0, ignored: true } };
    }
    // Read once: the page's path, then the notices (a hidden or deleted product reads as none).
    const products = await (await getCommerce()).getProductsByIds([productId]);
    // The page first: a notice sent below links to it.
    const revalidated = await revalidateProductPages(res, products);
    // A stock change sends the back-in-stock notices of the product's variants that are available again.
    const alerted = isInventoryWebhook(delivery) ? await notifyBackInStockOf(products) : 0;
    const result = await (await getSearch()).reindexProducts([productId]);
    const ignored = result.updated.length + result.removed.length + revalidated.length + alerted === 0;
    return { data: { scope: delivery.scope, reindexed: result.updated, removed: result.removed, revalidated, alerted, ignored } };
  },
});
