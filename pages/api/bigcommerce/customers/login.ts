import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { refuseIfLimited } from '@/lib/accounts/limits';
import { loginSchema, normaliseEmail } from '@/lib/accounts/login-schema';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { regenerateSession } from '@/lib/http/session';
import { accountLimiters, clientIp } from '@/lib/rate-limit';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/bigcommerce/customers/login { email, password } (the call of storefront-data-hooks' useLogin).
 * Success: a NEW session (the old one is destroyed: session rotation) and `{ data: { customer } }`.
 * Wrong credentials: 401. After 5 failures for one account or 20 from one IP within 15 minutes, sign-in is
 * refused with 429 (even with the right password) until the oldest failure leaves the window.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { email, password } = await parseWith(loginSchema, body);
    const limiters = accountLimiters();
    const accountKey = normaliseEmail(email);
    const ip = clientIp(req);
    refuseIfLimited(res, [limiters.loginPerAccount.check(accountKey), limiters.loginPerIp.check(ip)], messages.tooManyAttempts);

    const commerce = await getCommerce();
    const customer = await commerce.verifyCredentials(email, password);
    if (!customer) {
      limiters.loginPerAccount.hit(accountKey);
      limiters.loginPerIp.hit(ip);
      throw new ApiError(401, messages.invalidCredentials, 'invalid_credentials');
    }
    limiters.loginPerAccount.reset(accountKey);
    await regenerateSession(req, res, { customerId: customer.entityId, email: customer.email });
    return { data: { customer } };
  },
});
