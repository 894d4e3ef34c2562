import type { PageConfig } from 'next';
import { string } from 'yup';
import { messages } from '@/lib/accounts/fields';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { getCommerce } from '@/lib/commerce';
import { queryValue } from '@/lib/http/query';
import { defineRoute, parseWith } from '@/lib/http/route';
import { clientAddress } from '@/lib/http/client-address';
import { hit } from '@/lib/rate-limits';

export const config: PageConfig = { api: { bodyParser: false } };

const emailSchema = string().trim().required(messages.email).email(messages.emailInvalid).max(254, messages.emailInvalid);

/**
 * GET /api/customer/checkEmail?email= -> `{ data: { inUse } }`, called after a failed sign-up to tell the
 * shopper their email is taken. It says whether the email is in use and nothing else; limited per IP.
 */
export default defineRoute({
  GET: async ({ req, res, query }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    refuseIfLimited(res, [await hit('emailChecksPerAddress', clientAddress(req))], messages.tooManyChecks);
    const email = await parseWith(emailSchema, queryValue(query.email));
    const customer = await (await getCommerce()).findCustomerByEmail(email);
    return { data: { inUse: customer !== null } };
  },
});
