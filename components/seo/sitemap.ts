/**
 * sitemap.xml and robots.txt, built from the content service (pages, categories, blog posts, ambassadors) and the
 * commerce catalogue (products: a product page exists for each product the store sells, whatever content it has).
 * Pure builders: the routes in pages/ pass the services and the site URL.
 */
import type { CommerceService } from '@/lib/commerce';
import type { ContentService } from '@/lib/content';
import { lastEdited } from '@/lib/content/last-edited';
import { isInternalPage } from '@/lib/site';
import { escapeMarkup } from '@/lib/format/markup';

interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD */
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** Site routes that are not content documents. */
const STATIC_PATHS = ['/', '/blog', '/protein-calculator'];


/** Paths crawlers should not visit. */
export const DISALLOWED_PATHS = ['/account', '/api', '/checkout', '/cart'];

type SitemapSource = Pick<ContentService, 'listPageSlugs' | 'listCategories' | 'countBlogPosts' | 'listBlogTeasers' | 'listAmbassadorSlugs'>;
type SitemapCatalogue = Pick<CommerceService, 'listProducts'>;

function urlFor(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  return `${base}${clean.split('/').map((part) => encodeURIComponent(decodeURIComponent(part))).join('/')}`;
}

function day(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** Every public URL of the site: static routes, information pages, categories, blog posts, products and ambassadors. */
export async function sitemapEntries(content: SitemapSource, catalogue: SitemapCatalogue, siteUrl: string): Promise<SitemapEntry[]> {
  const [pageSlugs, categories, blogCount, products, ambassadorSlugs] = await Promise.all([
    content.listPageSlugs(),
    content.listCategories(),
    content.countBlogPosts(),
    catalogue.listProducts(),
    content.listAmbassadorSlugs(),
  ]);
  const posts = blogCount > 0 ? await content.listBlogTeasers(0, blogCount) : [];

  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (path: string, extra: Omit<SitemapEntry, 'loc'> = {}) => {
    const loc = urlFor(siteUrl, path);
    if (seen.has(loc)) return;
    seen.add(loc);
    entries.push({ loc, ...extra });
  };

  for (const path of STATIC_PATHS) add(path, { changefreq: path === '/' ? 'daily' : 'weekly', priority: path === '/' ? 1 : 0.6 });
  for (const product of products) if (product.slug) add(`/products/${product.slug}`, { changefreq: 'weekly', priority: 0.9 });
  for (const category of categories) if (category.slug) add(category.slug, { changefreq: 'weekly', priority: 0.7 });
  for (const post of posts) if (post.slug) add(post.slug, { lastmod: day(lastEdited(post)), changefreq: 'monthly', priority: 0.6 });
  for (const slug of ambassadorSlugs) if (slug) add(slug, { changefreq: 'monthly', priority: 0.4 });
  for (const slug of pageSlugs) if (slug && !isInternalPage(slug)) add(slug, { changefreq: 'monthly', priority: 0.5 });
  return entries;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeMarkup(entry.loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
