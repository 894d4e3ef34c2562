import type { PageConfig } from 'next';
import { number, object, string } from 'yup';
import { messages } from '@/lib/accounts/fields';
import { getCommerce } from '@/lib/commerce';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { currentCustomerId } from '@/lib/http/session';
import { isFreshLoyaltyDate, loyaltyAuthToken } from '@/lib/loyalty/token';

export const config: PageConfig = { api: { bodyParser: false } };

const DATE_MESSAGE = 'The date has to be the current UTC time in ISO 8601 without milliseconds, e.g. 2025-01-31T09:30:00Z.';

const bodySchema = object({
  customerId: number().typeError('A customerId is required.').required('A customerId is required.').integer('A customerId is required.'),
  email: string().trim().required('An email is required.').max(254, 'An email is required.'),
  date: string().required(DATE_MESSAGE),
});

/**
 * POST /api/customer/loyaltyLion { customerId, email, date } -> `{ data: { token } }`: the LoyaltyLion auth
 * token, computed here from the secret. Only for the signed-in customer's own id and email (403 otherwise),
 * only for a date within 5 minutes of now. 404 when LoyaltyLion is not configured (embedded mode).
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { loyalty } = getConfig();
    if (!loyalty) throw new ApiError(404, 'Rewards are not connected to LoyaltyLion on this shop.', 'not_configured');
    const { customerId, email, date } = await parseWith(bodySchema, body);
    const signedIn = await currentCustomerId(req, res);
    if (signedIn === null) throw new ApiError(401, messages.signInRequired, 'unauthenticated');
    const customer = await (await getCommerce()).getCustomer(signedIn);
    if (!customer || customer.entityId !== customerId || customer.email.toLowerCase() !== email.toLowerCase()) {
      throw new ApiError(403, 'A rewards token is only given for your own account.', 'forbidden');
    }
    if (!isFreshLoyaltyDate(date)) throw new ApiError(400, DATE_MESSAGE, 'invalid_input');
    return { data: { token: loyaltyAuthToken(customer.entityId, date, customer.email, loyalty.secret) } };
  },
});
