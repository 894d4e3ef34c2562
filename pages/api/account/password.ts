import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { changePasswordSchema } from '@/lib/accounts/password-schemas';
import { signedInCustomerId } from '@/lib/accounts/signed-in';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { endAllSessions, regenerateSession } from '@/lib/http/session';
import { hit, peek } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/account/password { currentPassword, password, confirm }: changes the signed-in customer's password.
 * Every other session of the customer ends; this browser gets a fresh session and stays signed in.
 * A wrong current password is 400 (5 wrong ones in 15 minutes: 429).
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await signedInCustomerId(req, res);
    const { currentPassword, password } = await parseWith(changePasswordSchema, body);
    const key = String(customerId);
    refuseIfLimited(res, [await peek('passwordCheckFailuresPerCustomer', key)], messages.tooManyPasswordChecks);
    const commerce = await getCommerce();
    try {
      await commerce.changePassword(customerId, currentPassword, password);
    } catch (error) {
      // The store refusing the change (embedded: the current password is wrong; hosted: BigCommerce's reason).
      if (isCommerceError(error) && error.code === 'invalid_input') {
        await hit('passwordCheckFailuresPerCustomer', key);
        throw new ApiError(400, error.message, 'wrong_password');
      }
      throw error;
    }
    const customer = await commerce.getCustomer(customerId);
    await endAllSessions(customerId);
    await regenerateSession(req, res, { customerId, email: customer?.email });
    return { data: { customer, message: messages.passwordChanged }, message: messages.passwordChanged };
  },
});
