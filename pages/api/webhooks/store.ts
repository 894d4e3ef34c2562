import { getCommerce } from '@/lib/commerce';
import { storeChangeSchema } from '@/lib/commerce/embedded/store-webhook';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { revalidateProductPages } from '@/lib/http/revalidate';
import { defineRoute, parseWith } from '@/lib/http/route';
import { sameSecret, storeWebhookSecret } from '@/lib/secrets';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/webhooks/store `{ "productIds": [101] }`: the embedded store's change notifications, sent by
 * `npm run stock` after it changed stock outside the server (lib/commerce/embedded/store-webhook.ts). Each named
 * product's page is regenerated at once (on-demand revalidation), before the script sends the
 * back-in-stock notices that link to it; answers `{ data: { revalidated: [paths] } }`. A product the store does not
 * have regenerates nothing.
 *
 * `X-Webhook-Secret` must be the secret generated in DATA_DIR (`store-webhook-secret`, shared with the script):
 * without it the request is refused (401) before its body is read. In hosted commerce mode stock changes in
 * BigCommerce, whose inventory webhook (/api/webhooks/bigcommerce) does this: 404 here.
 */
export default defineRoute(
  {
    POST: async ({ res, body }) => {
      const { productIds } = await parseWith(storeChangeSchema, body);
      const products = await (await getCommerce()).getProductsByIds([...new Set(productIds)]);
      return { data: { revalidated: await revalidateProductPages(res, products) } };
    },
  },
  {
    authorize(req) {
      if (getConfig().modes.commerce === 'hosted') {
        throw new ApiError(404, 'Stock is changed in BigCommerce on this shop: its inventory webhook (/api/webhooks/bigcommerce) regenerates product pages.', 'not_found');
      }
      if (!sameSecret(req.headers['x-webhook-secret'], storeWebhookSecret())) throw new ApiError(401, 'The webhook secret is missing or wrong.', 'unauthenticated');
    },
  },
);
