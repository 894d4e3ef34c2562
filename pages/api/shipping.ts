import { getConfig } from '@/lib/config';
import { defineRoute } from '@/lib/http/route';
import type { ShippingRates } from '@/lib/checkout/shipping';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/shipping: the standard shipping rates the checkout charges by (flat rate, free-shipping threshold), read
 * from the server's config at request time so the cart's free-shipping progress never disagrees with the checkout.
 */
export default defineRoute({
  GET: ({ res }) => {
    const { flatRateCents, freeOverCents } = getConfig().shipping;
    res.setHeader('Cache-Control', 'public, max-age=300');
    const data: ShippingRates = { flatRateCents, freeOverCents };
    return { data };
  },
});
