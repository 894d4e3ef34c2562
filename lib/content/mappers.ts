/**
 * GROQ results to the app's content types. Results are typed by `npm run typegen` (sanity.types.ts, from the
 * Studio's schema and queries.ts). Every field of a result may be null (drafts in preview are incomplete), so
 * each mapper says what a missing field becomes.
 */
import type {
  AmbassadorBySlugQueryResult,
  BlogPostBySlugQueryResult,
  BlogTeasersQueryResult,
  CategoriesQueryResult,
  HomePageQueryResult,
  PageBySlugQueryResult,
  ProductContentBySlugQueryResult,
} from './sanity.types';
import type { AmbassadorDoc, BlogPostDoc, BlogTeaser, CategorySummary, ContentImage, HomePageDoc, PageDoc, ProductContent, RichContent } from './types';

type TeaserResult = BlogTeasersQueryResult[number];
type CategoryResult = CategoriesQueryResult[number];
/** An image projected with `{ "asset": asset->{...}, altText }` (the same in every query). */
type ImageResult = NonNullable<TeaserResult['featuredImage']>;

function toContentImage(raw: ImageResult | null | undefined): ContentImage | null {
  const url = raw?.asset?.url;
  if (!url) return null;
  return { url, alt: raw?.altText ?? '', width: raw?.asset?.width ?? 800, height: raw?.asset?.height ?? 800 };
}

/** Teasers link to their post, so one without a slug (an unfinished draft) is left out. */
export function toTeasers(raws: (TeaserResult | null)[] | null | undefined): BlogTeaser[] {
  return (raws ?? []).flatMap((raw) => (raw?.slug ? [toTeaser({ ...raw, slug: raw.slug })] : []));
}

function toTeaser(raw: TeaserResult & { slug: string }): BlogTeaser {
  return {
    id: raw._id,
    title: raw.title ?? '',
    slug: raw.slug,
    excerpt: raw.excerpt ?? '',
    publishedAt: raw.publishedAt ?? '',
    updatedAt: raw.updatedAt ?? '',
    estimatedReadingTime: raw.estimatedReadingTime ?? null,
    featuredImage: toContentImage(raw.featuredImage),
    authorName: raw.authorName ?? null,
  };
}

/** Categories without a slug cannot be linked to or routed, so they are left out. */
export function toCategories(raws: (CategoryResult | null)[] | null | undefined): CategorySummary[] {
  return (raws ?? []).flatMap((raw) => (raw?.slug ? [toCategory({ ...raw, slug: raw.slug })] : []));
}

export function toCategory(raw: CategoryResult & { slug: string }): CategorySummary {
  return { id: raw._id, title: raw.title ?? '', slug: raw.slug, description: raw.description ?? '', parentId: raw.parentId ?? null };
}

export function onlyStrings(values: (string | null)[]): string[] {
  return values.filter((value): value is string => typeof value === 'string' && value !== '');
}

/** Sanity's drafts perspective (and the embedded preview view) name a draft's own id in `_originalId`. */
function isDraftResult(raw: { _originalId?: unknown }): boolean {
  return typeof raw._originalId === 'string' && raw._originalId.startsWith('drafts.');
}

export function toHomePage(raw: NonNullable<HomePageQueryResult>): HomePageDoc {
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

/** `slug` is the one asked for (a draft may have none yet); `body` the document's resolved rich content. */
export function toPage(raw: NonNullable<PageBySlugQueryResult>, slug: string, body: RichContent): PageDoc {
  return { id: raw._id, title: raw.title ?? '', slug: raw.slug ?? slug, description: raw.description ?? '', body, isDraft: isDraftResult(raw) };
}

export function toBlogPost(raw: NonNullable<BlogPostBySlugQueryResult>, slug: string, body: RichContent): BlogPostDoc {
  const author = raw.author;
  return {
    ...toTeaser({ ...raw, slug: raw.slug ?? slug }),
    author: author?.name ? { name: author.name, slug: author.slug ?? '', bio: author.bio ?? '', image: toContentImage(author.image) } : null,
    body,
    related: toTeasers(raw.related),
    isDraft: isDraftResult(raw),
  };
}

export function toAmbassador(raw: NonNullable<AmbassadorBySlugQueryResult>, slug: string): AmbassadorDoc {
  return {
    slug: raw.slug ?? slug,
    name: raw.name ?? '',
    sport: raw.sport ?? '',
    bio: raw.bio ?? '',
    image: toContentImage(raw.image),
    posts: toTeasers(raw.posts),
    isDraft: isDraftResult(raw),
  };
}

export function toProductContent(raw: NonNullable<ProductContentBySlugQueryResult> & { productId: number }, slug: string, body: RichContent): ProductContent {
  return {
    id: raw._id,
    productId: raw.productId,
    title: raw.title ?? '',
    slug: raw.slug ?? slug,
    shortDescription: raw.shortDescription ?? '',
    body,
    categories: toCategories(raw.categories),
  };
}
