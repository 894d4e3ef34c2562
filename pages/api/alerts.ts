import { getContent } from '@/lib/content';
import { defineRoute } from '@/lib/http/route';
import { isPreview } from '@/lib/page-context';
import { shellCacheControl } from '@/lib/preview/draft-url';

export const config = { api: { bodyParser: false } };

/** GET /api/alerts: the current alert content, or null when there is none. */
export default defineRoute({
  GET: async ({ req, res, query }) => {
    // Next's checked draft-mode state (the bypass cookie must match this build's preview id), as pages read it.
    const preview = isPreview(req);
    // The browser in draft mode asks /api/alerts?draft=1 (lib/preview/draft-url.ts), a URL no shopper answer is kept under.
    res.setHeader('Cache-Control', shellCacheControl({ preview, query, shopper: 'public, max-age=60, stale-while-revalidate=300' }));
    return { data: await getContent().getAlert({ preview }) };
  },
});
