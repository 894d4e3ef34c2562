import type { PageConfig } from 'next';
import { orderForViewer } from '@/lib/checkout/order-access';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute } from '@/lib/http/route';

export const config: PageConfig = { api: { bodyParser: false } };

export const ORDER_NOT_FOUND = 'That order was not found.';

/**
 * GET /api/orders/{id}: { data: { order } } for the signed-in customer who placed it, or for the browser that placed
 * it as a guest (its session's secret guest token). Anyone else (another customer, another guest, an unknown
 * or malformed id) gets the same 404, so order numbers cannot be probed.
 */
export default defineRoute({
  GET: async ({ req, res, query }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const order = await orderForViewer(req, res, query.id);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND, 'not_found');
    return { data: { order } };
  },
});
