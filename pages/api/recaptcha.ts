import type { PageConfig } from 'next';
import { object, string } from 'yup';
import { messages } from '@/lib/accounts/fields';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { issuePass, verifyCaptcha } from '@/lib/captcha';
import { defineRoute, parseWith } from '@/lib/http/route';
import { clientAddress } from '@/lib/http/client-address';
import { hit } from '@/lib/rate-limits';

export const config: PageConfig = { api: { bodyParser: false } };

const bodySchema = object({
  code: string().strict().typeError(messages.captcha).required(messages.captcha).max(4096, messages.captcha),
});

/**
 * POST /api/recaptcha { code } (read as truthy or falsy): the captcha response (reCAPTCHA token, or
 * the ALTCHA widget's payload: the signed challenge and its solution) is verified on the server and spent. Right: `{ data: { success: true,
 * token } }` where token is a pass for ONE sign-up within 5 minutes. Wrong: `{ data: false }`.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const ip = clientAddress(req);
    refuseIfLimited(res, [await hit('captchaChecksPerAddress', ip)], messages.tooManyChecks);
    const { code } = await parseWith(bodySchema, body);
    const ok = await verifyCaptcha(code, { remoteIp: ip });
    return { data: ok ? { success: true, token: issuePass() } : false };
  },
});
