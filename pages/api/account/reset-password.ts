import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { resetPasswordSchema } from '@/lib/accounts/password-schemas';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import { forgetResetLink } from '@/lib/accounts/reset-link';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute, parseWith } from '@/lib/http/route';
import { endAllSessions, regenerateSession } from '@/lib/http/session';
import { hit, peek } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';

export const config: PageConfig = { api: { bodyParser: false } };

/** The fields the reset link carries (its `c` and `t`), as opposed to what the shopper typed. */
const LINK_FIELDS = new Set(['customerId', 'token']);

/** The post's fields; a link whose customer id or token is not one (mangled, cut short) is a broken link like any other. */
async function parseResetPost(body: unknown) {
  try {
    return await parseWith(resetPasswordSchema, body);
  } catch (error) {
    if (error instanceof ApiError && error.problems?.some((problem) => problem.field !== undefined && LINK_FIELDS.has(problem.field))) {
      throw new ApiError(400, messages.resetLinkInvalid, 'invalid_reset_link');
    }
    throw error;
  }
}

/**
 * POST /api/account/reset-password { customerId, token, password, confirm } (the link's `c` and `t`): sets the new
 * password, ends every session of the customer, and signs this browser in with a fresh session:
 * `{ data: { customer } }`; the link kept for the reset page is forgotten. A wrong, used or expired link is 400 and counts against the address (10 in 15 min);
 * a malformed one (a customer id that is not a number, no token) is the same 400 and message.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { customerId, token, password } = await parseResetPost(body);
    const address = clientAddress(req);
    refuseIfLimited(res, [await peek('resetFailuresPerAddress', address)], messages.tooManyResetAttempts);
    const commerce = await getCommerce();
    try {
      await commerce.resetPassword(customerId, token, password);
    } catch (error) {
      if (isCommerceError(error) && error.code === 'invalid_input') {
        await hit('resetFailuresPerAddress', address);
        throw new ApiError(400, error.message, 'invalid_reset_link');
      }
      throw error;
    }
    forgetResetLink(req, res);
    const customer = await commerce.getCustomer(customerId);
    await endAllSessions(customerId);
    if (!customer) return { data: { customer: null }, redirect: '/login' };
    await regenerateSession(req, res, { customerId, email: customer.email });
    return { data: { customer }, message: messages.passwordReset, redirect: DEFAULT_RETURN_TO };
  },
});
