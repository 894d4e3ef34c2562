import { getContent } from '@/lib/content';
import { defineRoute } from '@/lib/http/route';

export const config = { api: { bodyParser: false } };

/** GET /api/alerts: the current alert content, or null when there is none. */
export default defineRoute({
  GET: async ({ req, res }) => {
    const preview = Boolean(req.cookies.__prerender_bypass);
    res.setHeader('Cache-Control', preview ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=300');
    return { data: await getContent().getAlert({ preview }) };
  },
});
