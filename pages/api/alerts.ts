import { getContent } from '@/lib/content';
import { defineRoute } from '@/lib/http/route';
import { isPreview } from '@/lib/page-context';

export const config = { api: { bodyParser: false } };

/** GET /api/alerts: the current alert content, or null when there is none. */
export default defineRoute({
  GET: async ({ req, res }) => {
    // Next's checked draft-mode state (the bypass cookie must match this build's preview id), as pages read it.
    const preview = isPreview(req);
    res.setHeader('Cache-Control', preview ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=300');
    return { data: await getContent().getAlert({ preview }) };
  },
});
