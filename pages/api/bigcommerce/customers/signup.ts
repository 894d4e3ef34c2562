import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { hasSignupEssentials, signupSchema, toSignupInput } from '@/lib/accounts/signup-schema';
import { consumePass } from '@/lib/captcha';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute, parseWith } from '@/lib/http/route';
import { regenerateSession } from '@/lib/http/session';
import { subscribeToNewsletter } from '@/lib/marketing';
import { getLogger } from '@/lib/operations/logger';
import { hit, peek } from '@/lib/rate-limits';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/bigcommerce/customers/signup { firstName, lastName, email, password, confirm, ...address fields,
 * newsletter, captchaToken } (storefront-data-hooks' useSignup body plus the form's other fields).
 *
 * 1. the same Yup schema as the form validates the body (400 with the field's message);
 * 2. the captcha pass from POST /api/recaptcha is verified here too and spent: missing, forged, expired or
 *    reused -> 400 'Please complete the captcha correctly', nothing created;
 * 3. the customer is created with the address (residential); an email in use -> 409;
 * 4. the shopper is signed in (new session) and, when ticked, subscribed to the newsletter.
 * Failures per address are rate limited (10 in 15 minutes), as are accounts created per address (30 an hour).
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const address = clientAddress(req);
    refuseIfLimited(res, await Promise.all([peek('signUpFailuresPerAddress', address), peek('signUpsPerAddress', address)]), messages.tooManySignups);
    try {
      if (!hasSignupEssentials(body)) throw new ApiError(400, messages.signupRequired, 'invalid_input');
      const values = await parseWith(signupSchema, body);
      if (!(await consumePass((body as { captchaToken?: unknown }).captchaToken))) throw new ApiError(400, messages.captcha, 'captcha');

      const commerce = await getCommerce();
      const customer = await commerce.createCustomer(toSignupInput(values));
      await hit('signUpsPerAddress', address);
      await regenerateSession(req, res, { customerId: customer.entityId, email: customer.email });
      if (values.newsletter) {
        // The account exists either way: a newsletter outage is logged, not shown as a failed sign-up.
        await subscribeToNewsletter(customer.email, customer.entityId).catch((error: unknown) =>
          getLogger().warn({ err: error }, 'newsletter subscription failed'),
        );
      }
      return { data: { customer } };
    } catch (error) {
      await hit('signUpFailuresPerAddress', address);
      throw error;
    }
  },
});
