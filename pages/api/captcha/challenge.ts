import type { PageConfig } from 'next';
import { createChallenge } from '@/lib/captcha';
import { getConfig } from '@/lib/config';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute } from '@/lib/http/route';

export const config: PageConfig = { api: { bodyParser: false } };

/** GET /api/captcha/challenge: a new embedded captcha question (embedded mode only; hosted uses reCAPTCHA). */
export default defineRoute({
  GET: ({ res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    if (getConfig().captcha) throw new ApiError(404, 'This shop uses reCAPTCHA.', 'not_configured');
    return { data: createChallenge() };
  },
});
