import { getCommerce } from '@/lib/commerce';
import { catalogueLookupBodySchema } from '@/lib/commerce/validation';
import { defineRoute, parseWith } from '@/lib/http/route';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/customer/getCart { productIds, variantIds }: catalogue details (url, title, image, price in cents,
 * variant options) for the cart's lines, one per (productIds[i], variantIds[i]) pair in that order. Pairs that
 * name no product in the catalogue are left out, so one discontinued product does not break the cart view.
 */
export default defineRoute({
  POST: async ({ body }) => {
    const { productIds, variantIds } = await parseWith(catalogueLookupBodySchema, body ?? null);
    const commerce = await getCommerce();
    return { data: await commerce.getCatalogueItems(productIds, variantIds) };
  },
});
