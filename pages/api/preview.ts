import { ApiError } from '@/lib/http/api-error';
import { defineRoute } from '@/lib/http/route';
import { getPreviewAccess } from '@/lib/preview';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/preview: turns on draft mode when the request carries a valid secret, then opens the page.
 * Embedded: `?secret=…&slug=about-us`. Hosted: the Studio's `?sanity-preview-secret=…&sanity-preview-pathname=/about-us`.
 */
export default defineRoute({
  GET: async ({ req, res }) => {
    const access = await getPreviewAccess();
    const grant = await access.check(req.url ?? '/');
    if (!grant) throw new ApiError(401, access.refusal, 'invalid_secret');
    res.setDraftMode({ enable: true });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(307, grant.redirectTo);
  },
});
