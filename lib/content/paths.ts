/**
 * Where content documents live on the site, and the slug shapes those routes expect. Pure (no imports): the shop's
 * link resolution and the Studio's slug validation and 'Open preview' action share it, so they cannot disagree.
 */

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** One slug shape per routed document type: the pattern, an example and what an editor is told when it fails. */
export const SLUG_SHAPES = {
  page: {
    pattern: new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`),
    example: 'faqs/shipping',
    rule: 'lower-case words joined by hyphens, optionally nested with "/" (faqs/shipping), no leading slash',
  },
  category: {
    pattern: new RegExp(`^categories(?:/${SEGMENT}){1,3}$`),
    example: 'categories/shop-by-sport/running',
    rule: '"categories/" then up to three levels, each extending its parent\'s slug',
  },
  blogPost: {
    pattern: new RegExp(`^blog/${SEGMENT}$`),
    example: 'blog/creatine-explained',
    rule: '"blog/" then one lower-case hyphenated segment',
  },
  product: {
    pattern: new RegExp(`^${SEGMENT}$`),
    example: 'whey-protein-isolate',
    rule: 'one lower-case hyphenated segment (the page is /products/{slug}); the same as the product\'s commerce slug',
  },
  ambassador: {
    pattern: new RegExp(`^ambassadors/${SEGMENT}$`),
    example: 'ambassadors/mia-fraser',
    rule: '"ambassadors/" then one lower-case hyphenated segment',
  },
  author: {
    pattern: new RegExp(`^${SEGMENT}$`),
    example: 'hannah-whitlock',
    rule: 'one lower-case hyphenated segment',
  },
} as const;

export type SluggedType = keyof typeof SLUG_SHAPES;

/** Types whose slugs share the site's top-level path space (`/{slug}`): a slug may be used only once among them. */
export const SITE_PATH_TYPES = ['page', 'category', 'blogPost', 'ambassador'] as const;

/**
 * First path segments that belong to the app's own routes (pages/): an information page there would never be
 * reached. `categories`, `blog` and `ambassadors` are routed to their own document types. Every top-level file and
 * folder of pages/ must be listed (tests/unit/content-paths.test.ts reads pages/ to hold that), and so must the
 * paths next.config.ts redirects.
 */
export const RESERVED_PAGE_SEGMENTS = [
  'account',
  'ambassadors',
  'api',
  'blog',
  'cart',
  'categories',
  'category-listing',
  'checkout',
  'create-account',
  'forgot-password',
  'login',
  'preview',
  'products',
  'protein-calculator',
  'reset-password',
  'rewards',
  'robots.txt',
  'search-results-page',
  // Redirected to their categories (next.config.ts redirects).
  'shop-by-diet',
  'shop-by-flavour',
  'shop-by-goal',
  'shop-by-ingredient',
  'shop-by-recommended',
  'shop-by-sport',
  'sitemap.xml',
  '404',
  '_next',
] as const;

/**
 * Routes of pages/ whose copy is the information page of their own slug, around what the route adds
 * (pages/giftcertificates.tsx: the purchase form). The route answers that one path only, so the page document of
 * that slug is its content, not a page it would hide.
 */
export const ROUTES_WITH_PAGE_COPY = ['giftcertificates'] as const;

/** Blog paths the blog routes use themselves (/blog/page/2 is the index's second page). */
const RESERVED_BLOG_SLUGS = ['blog/page'] as const;

/** The site path of a document from its type and slug, or null when it has none (renders 'missing link'). */
export function pathForDocument(type: string | null | undefined, slug: string | null | undefined): string | null {
  if (type === 'homePage') return '/';
  if (!slug) return null;
  const clean = slug.replace(/^\/+/, '');
  if (!clean) return null;
  return type === 'product' ? `/products/${clean}` : `/${clean}`;
}

/** Why a slug does not fit its type's route, or null when it does. */
export function slugProblem(type: SluggedType, slug: string): string | null {
  const shape = SLUG_SHAPES[type];
  if (!shape.pattern.test(slug)) return `Use ${shape.rule}, e.g. "${shape.example}".`;
  if (type === 'page') {
    const first = slug.split('/')[0];
    if ((RESERVED_PAGE_SEGMENTS as readonly string[]).includes(first)) {
      return `"/${first}" belongs to the shop's own pages; choose another first segment.`;
    }
  }
  if (type === 'blogPost' && (RESERVED_BLOG_SLUGS as readonly string[]).includes(slug)) {
    return `"${slug}" is used by the blog's paging; choose another slug.`;
  }
  return null;
}
