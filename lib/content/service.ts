/** The content service: typed reads over whichever source (Sanity or the local dataset) the config picked. */
import { onlyStrings, toAmbassador, toBlogPost, toCategories, toCategory, toHomePage, toPage, toProductContent, toTeasers } from './mappers';
import * as q from './queries';
import { resolveRichContent } from './rich-content';
import type {
  AlertQueryResult,
  AmbassadorBySlugQueryResult,
  AmbassadorSlugsQueryResult,
  BlogPostBySlugQueryResult,
  BlogPostCountQueryResult,
  BlogSlugsQueryResult,
  BlogTeasersQueryResult,
  CategoriesQueryResult,
  CategoryBySlugQueryResult,
  HomePageQueryResult,
  PageBySlugQueryResult,
  PageSlugsQueryResult,
  ProductContentBySlugQueryResult,
  ProductContentListQueryResult,
  ProductIdsInCategoriesQueryResult,
} from './sanity.types';
import type { ContentSource, QueryOptions } from './source';
import type {
  Alert,
  AmbassadorDoc,
  BlogPostDoc,
  BlogTeaser,
  CategoryDoc,
  CategorySummary,
  HomePageDoc,
  PageDoc,
  ProductContent,
  ProductContentSummary,
  RichContent,
} from './types';

export class ContentService {
  constructor(readonly source: ContentSource) {}

  private fetch<T>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}) {
    return this.source.fetch<T>(query, params, options);
  }

  private rich(body: unknown, options: QueryOptions): Promise<RichContent> {
    return resolveRichContent(Array.isArray(body) ? (body as RichContent) : [], this.source, options);
  }

  async getAlert(options: QueryOptions = {}): Promise<Alert | null> {
    const raw = await this.fetch<AlertQueryResult>(q.alertQuery, { preview: Boolean(options.preview) }, options);
    if (!raw?.content?.length) return null;
    return { content: await this.rich(raw.content, options) };
  }

  async getHomePage(options: QueryOptions = {}): Promise<HomePageDoc | null> {
    const raw = await this.fetch<HomePageQueryResult>(q.homePageQuery, {}, options);
    return raw ? toHomePage(raw) : null;
  }

  async getPage(slug: string, options: QueryOptions = {}): Promise<PageDoc | null> {
    const raw = await this.fetch<PageBySlugQueryResult>(q.pageBySlugQuery, { slug }, options);
    return raw ? toPage(raw, slug, await this.rich(raw.body, options)) : null;
  }

  async listPageSlugs(options: QueryOptions = {}): Promise<string[]> {
    return onlyStrings(await this.fetch<PageSlugsQueryResult>(q.pageSlugsQuery, {}, options));
  }

  async listCategories(options: QueryOptions = {}): Promise<CategorySummary[]> {
    return toCategories(await this.fetch<CategoriesQueryResult>(q.categoriesQuery, {}, options));
  }

  async getCategory(slug: string, options: QueryOptions = {}): Promise<CategoryDoc | null> {
    const raw = await this.fetch<CategoryBySlugQueryResult>(q.categoryBySlugQuery, { slug }, options);
    if (!raw) return null;
    const all = await this.listCategories(options);
    const byId = new Map(all.map((c) => [c.id, c]));
    const trail: { title: string; slug: string }[] = [];
    for (let c: CategorySummary | undefined = byId.get(raw._id); c; c = c.parentId ? byId.get(c.parentId) : undefined) {
      trail.unshift({ title: c.title, slug: c.slug });
      if (trail.length > 10) break;
    }
    const descendants = new Set([raw._id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of all) {
        if (c.parentId && descendants.has(c.parentId) && !descendants.has(c.id)) {
          descendants.add(c.id);
          grew = true;
        }
      }
    }
    const productIds = await this.fetch<ProductIdsInCategoriesQueryResult>(q.productIdsInCategoriesQuery, { categoryIds: [...descendants] }, options);
    return {
      ...toCategory({ ...raw, slug: raw.slug ?? slug }),
      body: await this.rich(raw.body, options),
      trail,
      children: all.filter((c) => c.parentId === raw._id),
      productIds: [...new Set(productIds.filter((id) => typeof id === 'number'))],
    };
  }

  countBlogPosts(options: QueryOptions = {}): Promise<number> {
    return this.fetch<BlogPostCountQueryResult>(q.blogPostCountQuery, {}, options);
  }

  async listBlogTeasers(start: number, end: number, options: QueryOptions = {}): Promise<BlogTeaser[]> {
    return toTeasers(await this.fetch<BlogTeasersQueryResult>(q.blogTeasersQuery, { start, end }, options));
  }

  /** Teasers for the given slugs, in the order given (missing ones dropped). */
  async getBlogTeasersBySlugs(slugs: string[], options: QueryOptions = {}): Promise<BlogTeaser[]> {
    const found = toTeasers(await this.fetch<BlogTeasersQueryResult>(q.blogTeasersBySlugsQuery, { slugs }, options));
    return slugs.map((slug) => found.find((t) => t.slug === slug)).filter((t): t is BlogTeaser => Boolean(t));
  }

  async getBlogPost(slug: string, options: QueryOptions = {}): Promise<BlogPostDoc | null> {
    const raw = await this.fetch<BlogPostBySlugQueryResult>(q.blogPostBySlugQuery, { slug }, options);
    return raw ? toBlogPost(raw, slug, await this.rich(raw.body, options)) : null;
  }

  /** An ambassador by their page's path without its leading slash ("ambassadors/mia-fraser"). */
  async getAmbassador(slug: string, options: QueryOptions = {}): Promise<AmbassadorDoc | null> {
    const raw = await this.fetch<AmbassadorBySlugQueryResult>(q.ambassadorBySlugQuery, { slug }, options);
    return raw ? toAmbassador(raw, slug) : null;
  }

  async listAmbassadorSlugs(options: QueryOptions = {}): Promise<string[]> {
    return onlyStrings(await this.fetch<AmbassadorSlugsQueryResult>(q.ambassadorSlugsQuery, {}, options));
  }

  async listBlogSlugs(options: QueryOptions = {}): Promise<string[]> {
    return onlyStrings(await this.fetch<BlogSlugsQueryResult>(q.blogSlugsQuery, {}, options));
  }

  async getProductContent(slug: string, options: QueryOptions = {}): Promise<ProductContent | null> {
    const raw = await this.fetch<ProductContentBySlugQueryResult>(q.productContentBySlugQuery, { slug }, options);
    if (!raw || typeof raw.productId !== 'number') return null;
    return toProductContent({ ...raw, productId: raw.productId }, slug, await this.rich(raw.body, options));
  }

  /** Every product document tied to a catalogue product, with its category ids (search records, sitemaps). */
  async listProductContent(options: QueryOptions = {}): Promise<ProductContentSummary[]> {
    const raws = await this.fetch<ProductContentListQueryResult>(q.productContentListQuery, {}, options);
    return raws.flatMap((raw) => (typeof raw.productId === 'number' ? [{ ...raw, productId: raw.productId }] : []));
  }
}
