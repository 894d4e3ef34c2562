import { getCommerce } from '@/lib/commerce';
import { toWireCart } from '@/lib/commerce/cart-wire';
import { addCustomerIdBodySchema } from '@/lib/commerce/validation';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { currentCustomerId } from '@/lib/http/session';

export const config = { api: { bodyParser: false } };

/**
 * POST /api/cart/add-customer-id { cartId, customerId }: after an add returned a guest cart
 * while a customer is signed in, the cart is attached to that customer. Only the signed-in customer's own id
 * is accepted, and only a guest cart (or one already theirs) can be attached.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    const { cartId, customerId } = await parseWith(addCustomerIdBodySchema, body ?? null);
    const signedIn = await currentCustomerId(req, res);
    if (signedIn === null) throw new ApiError(401, 'Please sign in to keep this cart in your account.', 'unauthenticated');
    if (signedIn !== customerId) throw new ApiError(403, 'A cart can only be attached to your own account.', 'forbidden');
    const commerce = await getCommerce();
    return { data: toWireCart(await commerce.attachCartToCustomer(cartId, customerId)) };
  },
});
