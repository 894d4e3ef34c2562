import type { PageConfig } from 'next';
import { defineRoute } from '@/lib/http/route';
import { destroySession } from '@/lib/http/session';

export const config: PageConfig = { api: { bodyParser: false } };

/** The sign-in page's one-time notice after a sign-out form post (here, not among the forms' messages: no page bundles it). */
export const SIGNED_OUT = 'You have been signed out.';

/**
 * POST /api/bigcommerce/customers/logout (storefront-data-hooks' useLogout): the session is destroyed, whatever
 * the body (none, JSON, text, junk: it reads none). The same-site check still applies.
 * The account pages' Sign out form posts here (with or without JavaScript) and goes on to the sign-in page, which says so.
 */
export default defineRoute({
  POST: async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    await destroySession(req, res);
    // A page rendered per request, so it can show the one-time notice (the home page is static).
    return { data: null, message: SIGNED_OUT, redirect: '/login' };
  },
}, { bodyOptional: true });
