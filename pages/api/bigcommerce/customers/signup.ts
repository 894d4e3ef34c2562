import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { safeReturnTo } from '@/lib/accounts/return-to';
import { pendingSaveOf, savePending } from '@/lib/accounts/save-pending';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { hasSignupEssentials, signupSchema, toSignupInput } from '@/lib/accounts/signup-schema';
import { consumePass, verifyCaptcha } from '@/lib/captcha';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { bodyField, defineRoute, parseWith, type FormPost } from '@/lib/http/route';
import { regenerateSession } from '@/lib/http/session';
import { subscribeToNewsletter } from '@/lib/marketing';
import { getLogger } from '@/lib/operations/logger';
import { hit, peek } from '@/lib/rate-limits';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/bigcommerce/customers/signup { firstName, lastName, email, password, confirm, ...address fields,
 * newsletter, captchaToken | captcha } (storefront-data-hooks' useSignup body plus the form's other fields).
 * The sign-up form posts here in one step, with JavaScript or without: its captcha's answer (`captcha`: the ALTCHA
 * widget's payload or the reCAPTCHA token; `g-recaptcha-response` when the reCAPTCHA widget posts itself) is verified
 * and spent here. A form posted with no answer at all (JavaScript off: the widget never ran) comes back with a
 * sentence saying the check needs JavaScript, every value kept but the password.
 *
 * 1. the same Yup schema as the form validates the body (400 with the field's message);
 * 2. the captcha: the answer itself, or a pass from POST /api/recaptcha, is verified here and spent: missing, forged,
 *    expired or reused -> 400 'Please complete the captcha correctly', nothing created;
 * 3. the customer is created with the address (residential); an email in use -> 409;
 * 4. the shopper is signed in (new session) and, when ticked, subscribed to the newsletter;
 * 5. `save` (`<product id>-<variant id>`: a wish list save asked for as a guest, carried from sign-in) is made as
 *    sign-in makes it (lib/accounts/save-pending.ts): `data.save` says how it went and a form post shows its message
 *    on the next page, `returnTo` (else the account's orders). A `save` that is not two whole ids is refused (400)
 *    before anything is created.
 * Failures per address are rate limited (10 in 15 minutes), as are accounts created per address (30 an hour).
 */
function text(body: unknown, name: string): string | undefined {
  const value = bodyField(body, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Whether the request's captcha passes: a pass from POST /api/recaptcha, or the widget's answer verified here. */
async function captchaPassed(req: NextApiRequest, res: NextApiResponse, body: unknown, form: FormPost | null): Promise<boolean> {
  const pass = text(body, 'captchaToken');
  if (pass) return consumePass(pass);
  const code = text(body, 'captcha') ?? text(body, 'g-recaptcha-response');
  if (!code) {
    if (form) throw new ApiError(400, messages.captchaNeedsScript, 'captcha_needs_script');
    return false;
  }
  const address = clientAddress(req);
  refuseIfLimited(res, [await hit('captchaChecksPerAddress', address)], messages.tooManyChecks);
  return verifyCaptcha(code, { remoteIp: address });
}

export default defineRoute({
  POST: async ({ req, res, body, form }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const address = clientAddress(req);
    refuseIfLimited(res, await Promise.all([peek('signUpFailuresPerAddress', address), peek('signUpsPerAddress', address)]), messages.tooManySignups);
    try {
      // A form's empty fields get their own messages from the schema (beside each field).
      if (!form && !hasSignupEssentials(body)) throw new ApiError(400, messages.signupRequired, 'invalid_input');
      const values = await parseWith(signupSchema, body);
      const pending = pendingSaveOf(body);
      if (!(await captchaPassed(req, res, body, form))) throw new ApiError(400, messages.captcha, 'captcha');

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
      const save = pending && (await savePending(commerce, customer.entityId, pending));
      return { data: save ? { customer, save } : { customer }, message: save ? save.message : undefined, redirect: safeReturnTo(form?.returnTo) };
    } catch (error) {
      await hit('signUpFailuresPerAddress', address);
      throw error;
    }
  },
});
