import { ApiError } from '@/lib/http/api-error';
import { setFlash } from '@/lib/http/flash';
import { queryValue } from '@/lib/http/query';
import { bodyField, defineRoute } from '@/lib/http/route';
import { getPreviewAccess } from '@/lib/preview';
import { PREVIEW_FORM_PATH } from '@/lib/site';

export const config = { api: { bodyParser: false } };

/**
 * /api/preview turns on draft mode, then opens the page.
 * - Hosted: GET with the Studio's short-lived secret, `?sanity-preview-secret=…&sanity-preview-pathname=/about-us`.
 *   A refused one opens the preview page saying why, for an editor's browser (a script gets the 401).
 * - Embedded: POST { secret, slug } from the preview form (PREVIEW_FORM_PATH): the long-lived secret is never in a
 *   URL. A GET (an old link) is sent to the form, and a secret in its query is ignored.
 */
export default defineRoute({
  GET: async ({ req, res, query }) => {
    const access = await getPreviewAccess();
    res.setHeader('Cache-Control', 'no-store');
    if (access.kind === 'form') {
      const slug = queryValue(query.slug);
      res.redirect(303, slug ? `${PREVIEW_FORM_PATH}?${new URLSearchParams({ slug })}` : PREVIEW_FORM_PATH);
      return;
    }
    const grant = await access.check(req.url ?? '/');
    if (!grant && /text\/html/.test(req.headers.accept ?? '')) {
      await setFlash(req, res, { errors: [{ message: access.refusal }] });
      const slug = queryValue(query['sanity-preview-pathname']);
      res.redirect(303, slug ? `${PREVIEW_FORM_PATH}?${new URLSearchParams({ slug })}` : PREVIEW_FORM_PATH);
      return;
    }
    if (!grant) throw new ApiError(401, access.refusal, 'invalid_secret');
    res.setDraftMode({ enable: true });
    res.redirect(307, grant.redirectTo);
  },
  POST: async ({ res, body }) => {
    const access = await getPreviewAccess();
    res.setHeader('Cache-Control', 'no-store');
    if (access.kind !== 'form') throw new ApiError(400, access.refusal, 'invalid_secret');
    const grant = await access.checkSecret(bodyField(body, 'secret'), bodyField(body, 'slug'));
    if (!grant) throw new ApiError(401, access.refusal, 'invalid_secret', 'secret');
    res.setDraftMode({ enable: true });
    return { data: { redirectTo: grant.redirectTo }, redirect: grant.redirectTo };
  },
});
