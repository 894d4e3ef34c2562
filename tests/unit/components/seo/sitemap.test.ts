import { DISALLOWED_PATHS, robotsTxt, sitemapEntries, sitemapXml } from '@/components/seo/sitemap';
import type { CommerceService } from '@/lib/commerce';

const content = {
  listPageSlugs: jest.fn(async () => ['faqs', 'faqs/shipping', 'about-us', 'style-guide']),
  listCategories: jest.fn(async () => [
    { id: 'c1', title: 'Shop by Sport', slug: 'categories/shop-by-sport', description: '', parentId: null },
    { id: 'c2', title: 'Running', slug: 'categories/shop-by-sport/running', description: '', parentId: 'c1' },
  ]),
  countBlogPosts: jest.fn(async () => 2),
  listBlogTeasers: jest.fn(async () => [
    { id: 'b1', title: 'Creatine explained', slug: 'blog/creatine-explained', excerpt: '', publishedAt: '2024-05-01T10:00:00Z', updatedAt: '2024-06-09T08:00:00Z', estimatedReadingTime: 5, featuredImage: null, authorName: null },
    { id: 'b2', title: 'Protein & timing', slug: 'blog/protein-timing', excerpt: '', publishedAt: '', updatedAt: '', estimatedReadingTime: null, featuredImage: null, authorName: null },
  ]),
  listAmbassadorSlugs: jest.fn(async () => ['ambassadors/mia-fraser']),
};
/** The products the store sells: a product with content but not in the store (a page that would be a 404) is not listed. */
const catalogue = {
  listProducts: jest.fn(async () => [{ slug: 'whey-protein-isolate' }, { slug: 'creatine' }] as Awaited<ReturnType<CommerceService['listProducts']>>),
};

describe('sitemap', () => {
  it('lists static routes, the products the store sells, categories, blog posts, ambassadors and pages with absolute urls', async () => {
    const entries = await sitemapEntries(content, catalogue, 'https://shop.example.com/');
    const locs = entries.map((e) => e.loc);
    expect(locs).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/blog',
      'https://shop.example.com/protein-calculator',
      'https://shop.example.com/products/whey-protein-isolate',
      'https://shop.example.com/products/creatine',
      'https://shop.example.com/categories/shop-by-sport',
      'https://shop.example.com/categories/shop-by-sport/running',
      'https://shop.example.com/blog/creatine-explained',
      'https://shop.example.com/blog/protein-timing',
      'https://shop.example.com/ambassadors/mia-fraser',
      'https://shop.example.com/faqs',
      'https://shop.example.com/faqs/shipping',
      'https://shop.example.com/about-us',
    ]);
    expect(locs).not.toContain('https://shop.example.com/style-guide');
    // A post's lastmod is its last edit.
    expect(entries.find((e) => e.loc.endsWith('creatine-explained'))?.lastmod).toBe('2024-06-09');
    expect(content.listBlogTeasers).toHaveBeenCalledWith(0, 2);
  });

  it('writes valid sitemap XML', async () => {
    const xml = sitemapXml(await sitemapEntries(content, catalogue, 'https://shop.example.com'));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain('<url><loc>https://shop.example.com/products/creatine</loc><changefreq>weekly</changefreq><priority>0.9</priority></url>');
    expect(xml).toContain('<lastmod>2024-06-09</lastmod>');
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    expect((xml.match(/<url>/g) ?? []).length).toBe(13);
  });

  it('escapes XML in urls', () => {
    expect(sitemapXml([{ loc: 'https://x.test/a?b=1&c=2' }])).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc>');
  });
});

describe('robots.txt', () => {
  it('disallows account, api, checkout and cart and points to the sitemap', () => {
    const text = robotsTxt('https://shop.example.com/');
    expect(DISALLOWED_PATHS).toEqual(['/account', '/api', '/checkout', '/cart']);
    for (const path of DISALLOWED_PATHS) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});
