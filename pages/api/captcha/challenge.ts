import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { createPowChallenge } from '@/lib/captcha';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute } from '@/lib/http/route';
import { hit } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * GET /api/captcha/challenge: a new ALTCHA proof-of-work challenge for the sign-up form's widget (embedded mode
 * only; hosted uses reCAPTCHA). Its solution goes to POST /api/recaptcha, which verifies and spends it. Limited
 * per address (captchaChallengesPerAddress): 429 with Retry-After past it.
 */
export default defineRoute({
  GET: async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (getConfig().captcha) throw new ApiError(404, 'This shop uses reCAPTCHA.', 'not_configured');
    refuseIfLimited(res, [await hit('captchaChallengesPerAddress', clientAddress(req))], messages.tooManyChecks);
    return { data: await createPowChallenge() };
  },
});
