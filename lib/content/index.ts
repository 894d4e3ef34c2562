import { getConfig } from '../config';
import { createEmbeddedSource } from './embedded';
import * as q from './queries';
import { resolveRichContent } from './rich-content';
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
  RichContent,
} from './types';

export type * from './types';

interface RawImage {
  asset?: { _id?: string; url?: string; width?: number; height?: number } | null;
  altText?: string | null;
}

export function toContentImage(raw: RawImage | null | undefined): ContentImage | null {
  const url = raw?.asset?.url;
  if (!url) return null;
  return { url, alt: raw?.altText ?? '', width: raw?.asset?.width ?? 800, height: raw?.asset?.height ?? 800 };
}

interface RawTeaser {
  _id: string;
  title: string;
  slug: string;
  excerpt?: string | null;
  publishedAt?: string | null;
  estimatedReadingTime?: number | null;
  featuredImage?: RawImage | null;
  authorName?: string | null;
}

function toTeaser(raw: RawTeaser): BlogTeaser {
  return {
    id: raw._id,
    title: raw.title,
    slug: raw.slug,
    excerpt: raw.excerpt ?? '',
    publishedAt: raw.publishedAt ?? '',
    estimatedReadingTime: raw.estimatedReadingTime ?? null,
    featuredImage: toContentImage(raw.featuredImage),
    authorName: raw.authorName ?? null,
  };
}

interface RawCategory {
  _id: string;
  title: string;
  slug: string;
  description?: string | null;
  parentId?: string | null;
}

function toCategory(raw: RawCategory): CategorySummary {
  return { id: raw._id, title: raw.title, slug: raw.slug, description: raw.description ?? '', parentId: raw.parentId ?? null };
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
    const raw = await this.fetch<{ content?: RichContent } | null>(q.alertQuery, {}, options);
    if (!raw?.content?.length) return null;
    return { content: await this.rich(raw.content, options) };
  }

  async getHomePage(options: QueryOptions = {}): Promise<HomePageDoc | null> {
    const raw = await this.fetch<{
      hero?: { heading?: string; text?: string; ctaLabel?: string; ctaHref?: string; image?: RawImage } | null;
      featuredProductIds?: (number | null)[] | null;
      featuredPosts?: (RawTeaser | null)[] | null;
    } | null>(q.homePageQuery, {}, options);
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
      featuredPosts: (raw.featuredPosts ?? []).filter((p): p is RawTeaser => p !== null).map(toTeaser),
    };
  }

  async getPage(slug: string, options: QueryOptions = {}): Promise<PageDoc | null> {
    const raw = await this.fetch<{ _id: string; _originalId?: string; title: string; slug: string; description?: string; body?: unknown } | null>(
      q.pageBySlugQuery,
      { slug },
      options,
    );
    if (!raw) return null;
    return {
      id: raw._id,
      title: raw.title,
      slug: raw.slug,
      description: raw.description ?? '',
      body: await this.rich(raw.body, options),
      isDraft: Boolean(raw._originalId?.startsWith('drafts.')),
    };
  }

  listPageSlugs(options: QueryOptions = {}): Promise<string[]> {
    return this.fetch<string[]>(q.pageSlugsQuery, {}, options);
  }

  async listCategories(options: QueryOptions = {}): Promise<CategorySummary[]> {
    return (await this.fetch<RawCategory[]>(q.categoriesQuery, {}, options)).map(toCategory);
  }

  async getCategory(slug: string, options: QueryOptions = {}): Promise<CategoryDoc | null> {
    const raw = await this.fetch<(RawCategory & { body?: unknown }) | null>(q.categoryBySlugQuery, { slug }, options);
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
    const productIds = await this.fetch<number[]>(q.productIdsInCategoriesQuery, { categoryIds: [...descendants] }, options);
    return {
      ...toCategory(raw),
      body: await this.rich(raw.body, options),
      trail,
      children: all.filter((c) => c.parentId === raw._id),
      productIds: [...new Set(productIds.filter((id) => typeof id === 'number'))],
    };
  }

  countBlogPosts(options: QueryOptions = {}): Promise<number> {
    return this.fetch<number>(q.blogPostCountQuery, {}, options);
  }

  async listBlogTeasers(start: number, end: number, options: QueryOptions = {}): Promise<BlogTeaser[]> {
    return (await this.fetch<RawTeaser[]>(q.blogTeasersQuery, { start, end }, options)).map(toTeaser);
  }

  /** Teasers for the given slugs, in the order given (missing ones dropped). */
  async getBlogTeasersBySlugs(slugs: string[], options: QueryOptions = {}): Promise<BlogTeaser[]> {
    const found = (await this.fetch<RawTeaser[]>(q.blogTeasersBySlugsQuery, { slugs }, options)).map(toTeaser);
    return slugs.map((slug) => found.find((t) => t.slug === slug)).filter((t): t is BlogTeaser => Boolean(t));
  }

  async getBlogPost(slug: string, options: QueryOptions = {}): Promise<BlogPostDoc | null> {
    const raw = await this.fetch<
      | (RawTeaser & {
          _originalId?: string;
          author?: { name: string; slug: string; bio?: string; image?: RawImage } | null;
          body?: unknown;
          related?: RawTeaser[];
        })
      | null
    >(q.blogPostBySlugQuery, { slug }, options);
    if (!raw) return null;
    return {
      ...toTeaser(raw),
      author: raw.author
        ? { name: raw.author.name, slug: raw.author.slug, bio: raw.author.bio ?? '', image: toContentImage(raw.author.image) }
        : null,
      body: await this.rich(raw.body, options),
      related: (raw.related ?? []).map(toTeaser),
      isDraft: Boolean(raw._originalId?.startsWith('drafts.')),
    };
  }

  listBlogSlugs(options: QueryOptions = {}): Promise<string[]> {
    return this.fetch<string[]>(q.blogSlugsQuery, {}, options);
  }

  async getProductContent(slug: string, options: QueryOptions = {}): Promise<ProductContent | null> {
    const raw = await this.fetch<{
      _id: string;
      productId: number;
      title: string;
      slug: string;
      shortDescription?: string;
      body?: unknown;
      categories?: (RawCategory | null)[] | null;
    } | null>(q.productContentBySlugQuery, { slug }, options);
    if (!raw) return null;
    return {
      id: raw._id,
      productId: raw.productId,
      title: raw.title,
      slug: raw.slug,
      shortDescription: raw.shortDescription ?? '',
      body: await this.rich(raw.body, options),
      categories: (raw.categories ?? []).filter((c): c is RawCategory => c !== null).map(toCategory),
    };
  }

  /** Every product document with its category ids (search records, sitemaps). */
  listProductContent(options: QueryOptions = {}) {
    return this.fetch<{ _id: string; productId: number; title: string; slug: string; shortDescription?: string; categoryIds?: string[] | null }[]>(
      q.productContentListQuery,
      {},
      options,
    );
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
