import { defineRoute } from '@/lib/http/route';
import { slugPath } from '@/lib/http/return-path';

export const config = { api: { bodyParser: false } };

/** GET /api/exit-preview?slug=…: turns draft mode off and returns the editor to the page. */
export default defineRoute({
  GET: async ({ req, res }) => {
    res.setDraftMode({ enable: false });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(307, slugPath(req.query.slug));
  },
});
