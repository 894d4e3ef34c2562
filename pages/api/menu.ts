import { getContent } from '@/lib/content';
import { defineRoute } from '@/lib/http/route';
import { buildShopByMenu } from '@/lib/navigation';
import { isPreview } from '@/lib/page-context';
import { shellCacheControl } from '@/lib/preview/draft-url';

export const config = { api: { bodyParser: false } };

/** GET /api/menu: the mobile menu's Shop by groups with their categories. */
export default defineRoute({
  GET: async ({ req, res, query }) => {
    // Next's checked draft-mode state (the bypass cookie must match this build's preview id), as pages read it.
    const preview = isPreview(req);
    // The browser in draft mode asks /api/menu?draft=1 (lib/preview/draft-url.ts), a URL no shopper answer is kept under.
    res.setHeader('Cache-Control', shellCacheControl({ preview, query, shopper: 'public, max-age=300, stale-while-revalidate=3600' }));
    return { data: buildShopByMenu(await getContent().listCategories({ preview })) };
  },
});
