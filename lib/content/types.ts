/** The app's content types. Pages and components use these; adapters and queries produce them. */

export interface ContentImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Portable Text as stored (blocks and custom blocks). The schema's members are typed in ./sanity.types.ts
 * (RichText); this stays open because stored content may hold types the renderer must degrade on. Renderers narrow
 * it per block type (components/content/types.ts maps their props from the generated types).
 */
export interface PortableBlock {
  _type: string;
  _key: string;
  [field: string]: unknown;
}
export type RichContent = PortableBlock[];

export interface Alert {
  content: RichContent;
}

export interface PageDoc {
  id: string;
  title: string;
  slug: string;
  description: string;
  body: RichContent;
  isDraft: boolean;
}

export interface CategorySummary {
  id: string;
  title: string;
  slug: string;
  description: string;
  parentId: string | null;
}

export interface CategoryDoc extends CategorySummary {
  body: RichContent;
  /** Root first, this category last. */
  trail: { title: string; slug: string }[];
  children: CategorySummary[];
  /** Commerce product ids in this category or any descendant. */
  productIds: number[];
}

export interface Author {
  name: string;
  slug: string;
  bio: string;
  image: ContentImage | null;
}

/** An athlete who represents the brand: their page at /ambassadors/{name}, which content links to. */
export interface AmbassadorDoc {
  /** The whole path without its leading slash: "ambassadors/mia-fraser". */
  slug: string;
  name: string;
  sport: string;
  bio: string;
  image: ContentImage | null;
  /** The newest blog posts that mention them. */
  posts: BlogTeaser[];
  isDraft: boolean;
}

export interface BlogTeaser {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  publishedAt: string;
  /** When the post was last edited (the document's own update time): ISO, or '' when unknown. */
  updatedAt: string;
  estimatedReadingTime: number | null;
  featuredImage: ContentImage | null;
  authorName: string | null;
}

export interface BlogPostDoc extends BlogTeaser {
  author: Author | null;
  body: RichContent;
  related: BlogTeaser[];
  isDraft: boolean;
}

export interface ProductContent {
  id: string;
  productId: number;
  title: string;
  slug: string;
  shortDescription: string;
  body: RichContent;
  categories: CategorySummary[];
}

/** A product content document as listed for search records and sitemaps. */
export interface ProductContentSummary {
  _id?: string;
  productId: number;
  title?: string | null;
  slug?: string | null;
  shortDescription?: string | null;
  categoryIds?: string[] | null;
}

export interface HomePageDoc {
  hero: { heading: string; text: string; image: ContentImage | null; ctaLabel: string; ctaHref: string };
  featuredProductIds: number[];
  featuredPosts: BlogTeaser[];
}
