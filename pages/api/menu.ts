import { getContent } from '@/lib/content';
import { defineRoute } from '@/lib/http/route';
import { buildShopByMenu } from '@/lib/navigation';
import { isPreview } from '@/lib/page-context';

export const config = { api: { bodyParser: false } };

/** GET /api/menu: the mobile menu's Shop by groups with their categories. */
export default defineRoute({
  GET: async ({ req, res }) => {
    // Next's checked draft-mode state (the bypass cookie must match this build's preview id), as pages read it.
    const preview = isPreview(req);
    res.setHeader('Cache-Control', preview ? 'private, no-store' : 'public, max-age=300, stale-while-revalidate=3600');
    return { data: buildShopByMenu(await getContent().listCategories({ preview })) };
  },
});
