import type { PageConfig } from 'next';
import { defineRoute } from '@/lib/http/route';
import { destroySession } from '@/lib/http/session';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * POST /api/bigcommerce/customers/logout (storefront-data-hooks' useLogout): the session is destroyed, whatever
 * the body (none, JSON, text, junk: it reads none). The same-site check still applies.
 */
export default defineRoute({
  POST: async ({ req, res }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    await destroySession(req, res);
    return { data: null };
  },
}, { bodyOptional: true });
