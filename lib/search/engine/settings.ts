import type { SortCriterion } from '../sort';

/** What an index searches, facets and sorts on (the embedded counterpart of an Algolia index's settings). */
export interface IndexSettings {
  /**
   * A replica's sort: these attributes order the hits first, relevance and customRanking only break their ties
   * (Algolia's standard replica, `ranking: ['asc(price)', ...]`). Absent: relevance first.
   */
  sortBy?: SortCriterion[];
  /** Attribute paths (dots for nested values), searched with a weight each. */
  searchableAttributes: { attribute: string; boost?: number }[];
  /** Attributes facet counts and facet filters work on. */
  attributesForFaceting: string[];
  /** Attributes numeric filters and facet stats work on. */
  numericAttributes: string[];
  /** Sort order when the text relevance ties (and for an empty query). */
  customRanking: { attribute: string; order: 'asc' | 'desc' }[];
  /** Highlighted when a query does not name attributesToHighlight. */
  attributesToHighlight: string[];
}

export const PRODUCT_SETTINGS: IndexSettings = {
  searchableAttributes: [
    { attribute: 'title', boost: 4 },
    { attribute: 'sku', boost: 2 },
    { attribute: 'shortDescription', boost: 1.5 },
    { attribute: 'categories.lvl2', boost: 0.6 },
    { attribute: 'categories.lvl1', boost: 0.4 },
    { attribute: 'variants.options.value', boost: 0.6 },
    { attribute: 'description', boost: 1 },
  ],
  attributesForFaceting: ['categories.lvl0', 'categories.lvl1', 'categories.lvl2', 'price', 'averageRating', 'stars', 'flavours', 'sizes', 'categoryIds'],
  numericAttributes: ['price', 'averageRating', 'stars', 'reviewCount', 'productId'],
  customRanking: [
    { attribute: 'averageRating', order: 'desc' },
    { attribute: 'reviewCount', order: 'desc' },
    { attribute: 'title', order: 'asc' },
  ],
  attributesToHighlight: ['title', 'shortDescription', 'description', 'sku'],
};

export const CATEGORY_SETTINGS: IndexSettings = {
  searchableAttributes: [
    { attribute: 'title', boost: 4 },
    { attribute: 'description', boost: 1 },
  ],
  attributesForFaceting: [],
  numericAttributes: [],
  customRanking: [{ attribute: 'slug', order: 'asc' }],
  attributesToHighlight: ['title', 'description'],
};

export const BLOG_SETTINGS: IndexSettings = {
  searchableAttributes: [
    { attribute: 'title', boost: 4 },
    { attribute: 'author', boost: 1 },
    { attribute: 'excerpt', boost: 1 },
  ],
  attributesForFaceting: ['author'],
  numericAttributes: ['estimatedReadingTime'],
  customRanking: [
    { attribute: 'publishedAt', order: 'desc' },
    { attribute: 'title', order: 'asc' },
  ],
  attributesToHighlight: ['title', 'author', 'excerpt'],
};

export const PAGE_SETTINGS: IndexSettings = {
  searchableAttributes: [
    { attribute: 'title', boost: 4 },
    { attribute: 'description', boost: 1 },
  ],
  attributesForFaceting: [],
  numericAttributes: [],
  customRanking: [{ attribute: 'title', order: 'asc' }],
  attributesToHighlight: ['title', 'description'],
};
