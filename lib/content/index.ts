import { getConfig } from '../config';
import { createEmbeddedSource } from './embedded';
import * as q from './queries';
import { resolveRichContent } from './rich-content';
import type {
  AlertQueryResult,
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
  BlogPostDoc,
  BlogTeaser,
  CategoryDoc,
  CategorySummary,
  ContentImage,
  HomePageDoc,
  PageDoc,
  ProductContent,
  ProductContentSummary,
  RichContent,
} from './types';

export type * from './types';

/*
 * Query results are typed by `npm run typegen` (sanity.types.ts, from the Studio's schema and queries.ts); the
 * mappers below turn them into the app's types. Every field of a result may be null (drafts in preview are
 * incomplete), so each mapper says what a missing field becomes.
 */

type TeaserResult = BlogTeasersQueryResult[number];
type CategoryResult = CategoriesQueryResult[number];
/** An image projected with `{ "asset": asset->{...}, altText }` (the same in every query). */
type ImageResult = NonNullable<TeaserResult['featuredImage']>;

export function toContentImage(raw: ImageResult | null | undefined): ContentImage | null {
  const url = raw?.asset?.url;
  if (!url) return null;
  return { url, alt: raw?.altText ?? '', width: raw?.asset?.width ?? 800, height: raw?.asset?.height ?? 800 };
}

/** Teasers link to their post, so one without a slug (an unfinished draft) is left out. */
function toTeasers(raws: (TeaserResult | null)[] | null | undefined): BlogTeaser[] {
  return (raws ?? []).flatMap((raw) => (raw?.slug ? [toTeaser({ ...raw, slug: raw.slug })] : []));
}

function toTeaser(raw: TeaserResult & { slug: string }): BlogTeaser {
  return {
    id: raw._id,
    title: raw.title ?? '',
    slug: raw.slug,
    excerpt: raw.excerpt ?? '',
    publishedAt: raw.publishedAt ?? '',
    estimatedReadingTime: raw.estimatedReadingTime ?? null,
    featuredImage: toContentImage(raw.featuredImage),
    authorName: raw.authorName ?? null,
  };
}

/** Categories without a slug cannot be linked to or routed, so they are left out. */
function toCategories(raws: (CategoryResult | null)[] | null | undefined): CategorySummary[] {
  return (raws ?? []).flatMap((raw) => (raw?.slug ? [toCategory({ ...raw, slug: raw.slug })] : []));
}

function toCategory(raw: CategoryResult & { slug: string }): CategorySummary {
  return { id: raw._id, title: raw.title ?? '', slug: raw.slug, description: raw.description ?? '', parentId: raw.parentId ?? null };
}

function onlyStrings(values: (string | null)[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

/** Sanity's drafts perspective (and the embedded preview view) name a draft's own id in `_originalId`. */
function isDraftResult(raw: { _originalId?: unknown }): boolean {
  return typeof raw._originalId === 'string' && raw._originalId.startsWith('drafts.');
}

/** The content service: typed reads over whichever source the config picked. */
export class ContentService {
  constructor(readonly source: ContentSource) {}

  private fetch<T>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}) {
    return this.source.fetch<T>(query, params, options);
  }

  private rich(body: unknown, options: QueryOptions): Promise<RichContent> {
    return resolveRichContent(Array.isArray(body) ? (body as RichContent) : [], this.source, options);
  }

  async getAlert(options: QueryOptions = {}): Promise<Alert | null> {
    const raw = await this.fetch<AlertQueryResult>(q.alertQuery, {}, options);
    if (!raw?.content?.length) return null;
    return { content: await this.rich(raw.content, options) };
  }

  async getHomePage(options: QueryOptions = {}): Promise<HomePageDoc | null> {
    const raw = await this.fetch<HomePageQueryResult>(q.homePageQuery, {}, options);
    if (!raw) return null;
    return {
      hero: {
        heading: raw.hero?.heading ?? '',
        text: raw.hero?.text ?? '',
        ctaLabel: raw.hero?.ctaLabel ?? '',
        ctaHref: raw.hero?.ctaHref ?? '/',
        image: toContentImage(raw.hero?.image),
      },
      featuredProductIds: (raw.featuredProductIds ?? []).filter((id): id is number => typeof id === 'number'),
      featuredPosts: toTeasers(raw.featuredPosts),
    };
  }

  async getPage(slug: string, options: QueryOptions = {}): Promise<PageDoc | null> {
    const raw = await this.fetch<PageBySlugQueryResult>(q.pageBySlugQuery, { slug }, options);
    if (!raw) return null;
    return {
      id: raw._id,
      title: raw.title ?? '',
      slug: raw.slug ?? slug,
      description: raw.description ?? '',
      body: await this.rich(raw.body, options),
      isDraft: isDraftResult(raw),
    };
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
    if (!raw) return null;
    const author = raw.author;
    return {
      ...toTeaser({ ...raw, slug: raw.slug ?? slug }),
      author: author?.name
        ? { name: author.name, slug: author.slug ?? '', bio: author.bio ?? '', image: toContentImage(author.image) }
        : null,
      body: await this.rich(raw.body, options),
      related: toTeasers(raw.related),
      isDraft: isDraftResult(raw),
    };
  }

  async listBlogSlugs(options: QueryOptions = {}): Promise<string[]> {
    return onlyStrings(await this.fetch<BlogSlugsQueryResult>(q.blogSlugsQuery, {}, options));
  }

  async getProductContent(slug: string, options: QueryOptions = {}): Promise<ProductContent | null> {
    const raw = await this.fetch<ProductContentBySlugQueryResult>(q.productContentBySlugQuery, { slug }, options);
    if (!raw || typeof raw.productId !== 'number') return null;
    return {
      id: raw._id,
      productId: raw.productId,
      title: raw.title ?? '',
      slug: raw.slug ?? slug,
      shortDescription: raw.shortDescription ?? '',
      body: await this.rich(raw.body, options),
      categories: toCategories(raw.categories),
    };
  }

  /** Every product document tied to a catalogue product, with its category ids (search records, sitemaps). */
  async listProductContent(options: QueryOptions = {}): Promise<ProductContentSummary[]> {
    const raws = await this.fetch<ProductContentListQueryResult>(q.productContentListQuery, {}, options);
    return raws.flatMap((raw) => (typeof raw.productId === 'number' ? [{ ...raw, productId: raw.productId }] : []));
  }
}

let instance: ContentService | null = null;

/**
 * The Sanity source, imported on first use so the embedded shop never loads the Sanity client. A dynamic import:
 * `require` of the ESM client gives no function in the production bundle nor under plain Node (search:sync).
 */
function lazySanitySource(config: NonNullable<ReturnType<typeof getConfig>['content']>): ContentSource {
  let loading: Promise<ContentSource> | null = null;
  const load = () => {
    loading ??= import('./sanity').then(({ createSanitySource }) => createSanitySource(config));
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    mode: 'hosted',
    async fetch<T>(query: string, params?: Record<string, unknown>, options?: QueryOptions): Promise<T> {
      return (await load()).fetch<T>(query, params, options);
    },
    async revision() {
      return (await load()).revision();
    },
  };
}

/** The content service of this process: Sanity when configured, else the local dataset. */
export function getContent(): ContentService {
  if (instance === null) {
    const config = getConfig();
    if (config.modes.content === 'hosted' && config.content) {
      instance = new ContentService(lazySanitySource(config.content));
    } else {
      instance = new ContentService(createEmbeddedSource(config.contentDatasetFile));
    }
  }
  return instance;
}

export function resetContentForTests(): void {
  instance = null;
}
