import type { PageConfig } from 'next';
import { messages } from '@/lib/accounts/fields';
import { profileSchema, sameEmail, toCustomerUpdate } from '@/lib/accounts/profile-schema';
import { signedInCustomerId } from '@/lib/accounts/signed-in';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { defineRoute, parseWith } from '@/lib/http/route';
import { getSession } from '@/lib/http/session';
import { hit, peek } from '@/lib/rate-limits';
import { refuseIfLimited } from '@/lib/rate-limits/refuse';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * PUT /api/account/profile { firstName, lastName, phone, email, currentPassword? }: the signed-in customer's details,
 * `{ data: { customer } }`. A new email needs the current password (the email is where reset links go); an email
 * another account uses is 409.
 */
export default defineRoute({
  PUT: async ({ req, res, body }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await signedInCustomerId(req, res);
    const values = await parseWith(profileSchema, body);
    const commerce = await getCommerce();
    const current = await commerce.getCustomer(customerId);
    if (!current) throw new ApiError(401, messages.signInRequired, 'unauthenticated');
    if (!sameEmail(current.email, values.email)) {
      if (!values.currentPassword) throw new ApiError(400, messages.currentPasswordForEmail, 'invalid_input');
      const key = String(customerId);
      refuseIfLimited(res, [await peek('passwordCheckFailuresPerCustomer', key)], messages.tooManyPasswordChecks);
      if (!(await commerce.verifyCredentials(current.email, values.currentPassword))) {
        await hit('passwordCheckFailuresPerCustomer', key);
        throw new ApiError(400, messages.wrongCurrentPassword, 'wrong_password');
      }
    }
    const customer = await commerce.updateCustomer(customerId, toCustomerUpdate(values));
    const session = await getSession(req, res);
    if (session.email !== customer.email) {
      session.email = customer.email;
      await session.save();
    }
    return { data: { customer }, message: messages.profileSaved };
  },
});
