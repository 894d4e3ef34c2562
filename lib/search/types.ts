/** The records of the four search indexes (what a hit carries). Browser-safe. */

export interface HierarchicalCategories {
  /** e.g. ['Shop by Sport'] */
  lvl0: string[];
  /** e.g. ['Shop by Sport > Running'] */
  lvl1: string[];
  /** e.g. ['Shop by Sport > Running > Trail Running'] */
  lvl2: string[];
}

export interface ProductRecord {
  /** `product-{productId}`: the product id is the number after the last hyphen. */
  objectID: string;
  productId: number;
  slug: string;
  title: string;
  shortDescription: string;
  description: string;
  /** The lowest price, in dollars (numeric filters and the price facet). */
  price: number;
  /** The product's price range in cents, as cards and the product page show it. Absent in records synced before it. */
  priceRange?: { minCents: number; maxCents: number };
  /** The retail price range in cents when the product is on sale (struck through), otherwise null. */
  retailPriceRange?: { minCents: number; maxCents: number } | null;
  averageRating: number;
  reviewCount: number;
  /** The rating rounded to the nearest half star (for display). */
  stars: number;
  images: { url: string; altText: string; defaultImage: boolean }[];
  sku: string;
  /**
   * The product's minimum and maximum per order (0: none), which quick add needs: it adds the minimum. Absent in
   * records synced before them (a quick add of 1 may then be refused with the minimum's message).
   */
  minQuantity?: number;
  maxQuantity?: number;
  /** inStock: false marks a sold-out variant (quick add shows it disabled); absent means unknown. */
  variants: { variantId: number; options: { name: string; value: string }[]; inStock?: boolean }[];
  categories: HierarchicalCategories;
  /** The ids of the product's categories and of their ancestors: a category page filters on its own id. */
  categoryIds: string[];
  /** The product's flavours and pack sizes (its variants' option values): the flavour and size filters. */
  flavours: string[];
  sizes: string[];
}

export interface BlogRecord {
  objectID: string;
  slug: string;
  title: string;
  author: string;
  excerpt: string;
  publishedAt: string;
  featuredImage: { url: string; altText: string } | null;
  estimatedReadingTime: number | null;
}

/** Category and information-page hits. */
export interface ContentRecord {
  objectID: string;
  slug: string;
  title: string;
  description: string;
}

export interface SearchRecords {
  products: ProductRecord[];
  categories: ContentRecord[];
  blogs: BlogRecord[];
  pages: ContentRecord[];
}

/* ------------------------------------------------------------ wire types (Algolia multi-query) */

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResultValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResultValue {
  value: string;
  matchLevel: MatchLevel;
}

export type HighlightTree = HighlightResultValue | HighlightTree[] | { [key: string]: HighlightTree };
export type SnippetTree = SnippetResultValue | SnippetTree[] | { [key: string]: SnippetTree };

export type SearchHit<T = Record<string, unknown>> = T & {
  objectID: string;
  _highlightResult?: Record<string, HighlightTree>;
  _snippetResult?: Record<string, SnippetTree>;
};

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse<T = Record<string, unknown>> {
  hits: SearchHit<T>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveFacetsCount: boolean;
  exhaustiveNbHits: boolean;
  exhaustive: { facetsCount: boolean; nbHits: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  renderingContent: Record<string, never>;
}

/** One request of a multi-query: params as an urlencoded string, an object, or spread beside indexName. */
export interface MultiQueryRequest {
  indexName: string;
  params?: string | Record<string, unknown>;
  [param: string]: unknown;
}

export interface MultiQueryResponse<T = Record<string, unknown>> {
  results: SearchResponse<T>[];
}
