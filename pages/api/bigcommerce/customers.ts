import { getCommerce } from '@/lib/commerce';
import { defineRoute } from '@/lib/http/route';
import { getSession } from '@/lib/http/session';

export const config = { api: { bodyParser: false } };

/** GET /api/bigcommerce/customers: `{ data: { customer } }` for the signed-in shopper, `{ data: null }` otherwise. */
export default defineRoute({
  GET: async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const session = await getSession(req, res);
    if (typeof session.customerId !== 'number') return { data: null };
    const customer = await (await getCommerce()).getCustomer(session.customerId);
    if (!customer) {
      session.destroy();
      return { data: null };
    }
    return { data: { customer } };
  },
});
