import { defineRoute, queryValue } from '@/lib/http/route';
import { safeReturnPath } from '@/lib/preview';

export const config = { api: { bodyParser: false } };

/** GET /api/exit-preview?slug=…: turns draft mode off and returns the editor to the page. */
export default defineRoute({
  GET: async ({ req, res }) => {
    res.setDraftMode({ enable: false });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(307, safeReturnPath(queryValue(req.query.slug)));
  },
});
