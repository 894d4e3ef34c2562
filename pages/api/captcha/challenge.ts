import type { PageConfig } from 'next';
import { createPowChallenge } from '@/lib/captcha';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute } from '@/lib/http/route';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * GET /api/captcha/challenge: a new ALTCHA proof-of-work challenge for the sign-up form's widget (embedded mode
 * only; hosted uses reCAPTCHA). Its solution goes to POST /api/recaptcha, which verifies and spends it.
 */
export default defineRoute({
  GET: async ({ res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (getConfig().captcha) throw new ApiError(404, 'This shop uses reCAPTCHA.', 'not_configured');
    return { data: await createPowChallenge() };
  },
});
