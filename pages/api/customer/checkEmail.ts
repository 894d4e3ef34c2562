import type { PageConfig } from 'next';
import { string } from 'yup';
import { messages } from '@/lib/accounts/fields';
import { refuseIfLimited } from '@/lib/accounts/limits';
import { getCommerce } from '@/lib/commerce';
import { defineRoute, parseWith, queryValue } from '@/lib/http/route';
import { accountLimiters, clientIp } from '@/lib/rate-limit';

export const config: PageConfig = { api: { bodyParser: false } };

const emailSchema = string().trim().required(messages.email).email(messages.emailInvalid).max(254, messages.emailInvalid);

/**
 * GET /api/customer/checkEmail?email= -> `{ data: { inUse } }`, called after a failed sign-up to tell the
 * shopper their email is taken. It says whether the email is in use and nothing else; limited per IP.
 */
export default defineRoute({
  GET: async ({ req, res, query }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    refuseIfLimited(res, [accountLimiters().emailChecksPerIp.hit(clientIp(req))], messages.tooManyChecks);
    const email = await parseWith(emailSchema, queryValue(query.email));
    const customer = await (await getCommerce()).findCustomerByEmail(email);
    return { data: { inUse: customer !== null } };
  },
});
