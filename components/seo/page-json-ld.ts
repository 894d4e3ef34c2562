/**
 * The structured data of each kind of page, built on the server (getStaticProps) and handed to <JsonLd> as
 * serialised text. Site-relative paths become absolute URLs on `siteUrl`.
 */
import type { Product } from '@/lib/commerce/types';
import type { SiteLink } from '@/lib/navigation';
import type { Review } from '@/lib/reviews/types';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  faqEntries,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  recipesJsonLd,
  structuredData,
  websiteJsonLd,
  type ArticleInput,
} from './json-ld';

function pageUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Home: the organisation and the site with its search action. */
export function homePageJsonLd(siteUrl: string): string[] {
  return structuredData(organizationJsonLd(siteUrl), websiteJsonLd(siteUrl));
}

/** Product page: the product (offers, rating, reviews), its breadcrumbs, and the FAQ and recipes of its content. */
export function productPageJsonLd(input: { product: Product; reviews?: Review[] | null; trail: SiteLink[]; body?: unknown }, siteUrl: string): string[] {
  return structuredData(
    productJsonLd(input.product, pageUrl(siteUrl, `/products/${input.product.slug}`), { reviews: input.reviews ?? undefined }),
    breadcrumbJsonLd(input.trail, siteUrl),
    faqPageJsonLd(faqEntries(input.body)),
    recipesJsonLd(input.body),
  );
}

/** Category page: breadcrumbs and the recipes of its content. */
export function categoryPageJsonLd(input: { trail: SiteLink[]; body?: unknown }, siteUrl: string): string[] {
  return structuredData(breadcrumbJsonLd(input.trail, siteUrl), recipesJsonLd(input.body));
}

/** Blog post (post.slug is its site path, e.g. "blog/creatine-explained"): the article, breadcrumbs, recipes. */
export function blogPostJsonLd(input: { post: ArticleInput & { slug: string }; trail: SiteLink[]; body?: unknown }, siteUrl: string): string[] {
  return structuredData(
    articleJsonLd(input.post, pageUrl(siteUrl, input.post.slug)),
    breadcrumbJsonLd(input.trail, siteUrl),
    recipesJsonLd(input.body),
  );
}

/** Information page: the FAQ and recipes of its content. */
export function informationPageJsonLd(input: { body?: unknown }): string[] {
  return structuredData(faqPageJsonLd(faqEntries(input.body)), recipesJsonLd(input.body));
}
