import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';
import { loginSchema } from '@/lib/accounts/login-schema';
import { pendingSaveOf, savePending } from '@/lib/accounts/save-pending';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { clientAddress } from '@/lib/http/client-address';
import { defineRoute, parseWith } from '@/lib/http/route';
import { regenerateSession } from '@/lib/http/session';
import { hit, peek } from '@/lib/rate-limits';
import { clearSignInFailures, recordSignInFailure, signInAllowed } from '@/lib/rate-limits/sign-in-delays';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/bigcommerce/customers/login { email, password, save? } (the call of storefront-data-hooks' useLogin).
 * Success: a NEW session (the old one is destroyed: session rotation) and `{ data: { customer } }`.
 * `save` (`<product id>-<variant id>`, lib/accounts/pending-save.ts) is a wish list save the shopper asked for as a
 * guest: it is made once signed in, and `data.save` says how it went (`{ saved, message }`); a form post shows the
 * message on the next page. A `save` that is not two whole ids is refused (400) before the credentials are checked;
 * an unknown product or variant does not stop the sign-in (`saved: false`).
 * Wrong credentials: 401. Guessing is slowed per account AND address (lib/rate-limits/sign-in-delays.ts: after
 * 3 failures each further one makes that address wait longer for that account, 1 s doubling up to 15 min), and
 * capped per address across accounts (20 failures in 15 minutes). While waiting, sign-in answers 429 with
 * Retry-After, even with the right password; the owner signing in from elsewhere is not affected.
 */
export default defineRoute({
  POST: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { email, password } = await parseWith(loginSchema, body);
    const pending = pendingSaveOf(body);
    const address = clientAddress(req);
    refuseIfLimited(res, await Promise.all([signInAllowed(email, address), peek('signInFailuresPerAddress', address)]), messages.tooManyAttempts);

    const commerce = await getCommerce();
    const customer = await commerce.verifyCredentials(email, password);
    if (!customer) {
      const [delaySeconds] = await Promise.all([recordSignInFailure(email, address), hit('signInFailuresPerAddress', address)]);
      if (delaySeconds > 0) res.setHeader('Retry-After', String(delaySeconds));
      throw new ApiError(401, messages.invalidCredentials, 'invalid_credentials');
    }
    await clearSignInFailures(email, address);
    await regenerateSession(req, res, { customerId: customer.entityId, email: customer.email });
    if (!pending) return { data: { customer } };
    const save = await savePending(commerce, customer.entityId, pending);
    return { data: { customer, save }, message: save.message };
  },
});
