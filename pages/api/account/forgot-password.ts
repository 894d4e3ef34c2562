import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { forgotPasswordSchema } from '@/lib/accounts/password-schemas';
import { getCommerce } from '@/lib/commerce';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute, parseWith } from '@/lib/http/route';
import { hit } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { RESET_PASSWORD_PATH } from '@/lib/site';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/account/forgot-password { email }: emails a single-use reset link (1 hour) when an account uses the
 * email. The answer is the same whether or not it does. Limited per address (5 in 15 min) and per email (3 an hour,
 * counted whether or not the email is known, so the limit tells nothing either).
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { email } = await parseWith(forgotPasswordSchema, body);
    const limits = await Promise.all([hit('resetRequestsPerAddress', clientAddress(req)), hit('resetRequestsPerEmail', email.toLowerCase())]);
    refuseIfLimited(res, limits, messages.tooManyResetRequests);
    await (await getCommerce()).requestPasswordReset(email, RESET_PASSWORD_PATH);
    return { data: { message: messages.resetRequested }, message: messages.resetRequested };
  },
});
