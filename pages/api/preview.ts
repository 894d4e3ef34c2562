import { ApiError } from '@/lib/http/api-error';
import { defineRoute, queryValue } from '@/lib/http/route';
import { isPreviewSecret, safeReturnPath } from '@/lib/preview';

export const config = { api: { bodyParser: false } };

/** GET /api/preview?secret=…&slug=…: turns on draft mode when the secret is right and opens the page. */
export default defineRoute({
  GET: async ({ req, res }) => {
    if (!isPreviewSecret(queryValue(req.query.secret))) {
      throw new ApiError(401, 'The preview secret is missing or wrong.', 'invalid_secret');
    }
    res.setDraftMode({ enable: true });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(307, safeReturnPath(queryValue(req.query.slug)));
  },
});
