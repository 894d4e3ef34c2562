/**
 * Builds the records of the four search indexes from the catalogue and the content. Pure: the same inputs
 * always give the same records, so tests build them from fixtures and the sync script from the services.
 */
import { isInStock } from '../commerce/in-stock';
import type { Product } from '../commerce/types';
import type { BlogTeaser, CategorySummary, PageDoc, ProductContentSummary } from '../content/types';
import { isInternalPage } from '../site';
import { HIERARCHY_SEPARATOR } from './hierarchy';
import type { BlogRecord, ContentRecord, HierarchicalCategories, ProductRecord, SearchRecords } from './types';

export type { ProductContentSummary };

/** An information page (the fields of `getPage()` the index needs). */
export type PageSummary = Pick<PageDoc, 'id' | 'title' | 'slug' | 'description'>;

export interface SearchRecordInputs {
  products: Product[];
  productContent: ProductContentSummary[];
  categories: CategorySummary[];
  blogTeasers: BlogTeaser[];
  pages: PageSummary[];
}

const LEVELS = 3;

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Titles from the root down to each category (cycles and missing parents end the walk). */
export function categoryTrails(categories: CategorySummary[]): Map<string, string[]> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const trails = new Map<string, string[]>();
  for (const category of categories) {
    const trail: string[] = [];
    const seen = new Set<string>();
    for (let c: CategorySummary | undefined = category; c && !seen.has(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) {
      seen.add(c.id);
      trail.unshift(clean(c.title));
    }
    trails.set(category.id, trail);
  }
  return trails;
}

/** Each category's id with its ancestors' ids (a category page lists the products of its descendants too). */
function categoryLineage(categories: CategorySummary[]): Map<string, string[]> {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const lineage = new Map<string, string[]>();
  for (const category of categories) {
    const ids: string[] = [];
    for (let c: CategorySummary | undefined = category; c && !ids.includes(c.id); c = c.parentId ? byId.get(c.parentId) : undefined) ids.push(c.id);
    lineage.set(category.id, ids);
  }
  return lineage;
}

/** The algoliasearch-helper hierarchical format: lvl0 'A', lvl1 'A > B', lvl2 'A > B > C' (first three levels). */
export function hierarchicalCategories(trails: string[][]): HierarchicalCategories {
  const levels: Set<string>[] = Array.from({ length: LEVELS }, () => new Set<string>());
  for (const trail of trails) {
    for (let level = 0; level < Math.min(trail.length, LEVELS); level += 1) {
      levels[level].add(trail.slice(0, level + 1).join(HIERARCHY_SEPARATOR));
    }
  }
  const [lvl0, lvl1, lvl2] = levels.map((s) => [...s].sort());
  return { lvl0, lvl1, lvl2 };
}

/** The option names whose values the flavour and size filters list. */
const FLAVOUR_OPTION = 'Flavour';
const SIZE_OPTION = 'Package Size';

/** The distinct values of one option across the variants, in the variants' order. */
function optionValues(product: Product, name: string): string[] {
  const values = new Set<string>();
  for (const variant of product.variants) {
    for (const option of variant.options) if (option.name === name && clean(option.value)) values.add(clean(option.value));
  }
  return [...values];
}

export function productRecord(
  product: Product,
  content: ProductContentSummary | undefined,
  trails: Map<string, string[]>,
  lineage: Map<string, string[]> = new Map(),
): ProductRecord {
  const images = product.images.map((image) => ({ url: image.url, altText: image.altText, defaultImage: image.isDefault }));
  if (images.length > 0 && !images.some((i) => i.defaultImage)) images[0].defaultImage = true;
  const rating = Math.max(0, Math.min(5, product.averageRating || 0));
  const categoryTrailsOfProduct = (content?.categoryIds ?? [])
    .map((id) => trails.get(id))
    .filter((t): t is string[] => Array.isArray(t) && t.length > 0);
  return {
    objectID: `product-${product.id}`,
    productId: product.id,
    slug: product.slug,
    title: clean(content?.title) || clean(product.name),
    shortDescription: clean(content?.shortDescription) || clean(product.shortDescription),
    description: clean(product.description),
    price: Math.round(product.priceRange.minCents) / 100,
    priceRange: { minCents: product.priceRange.minCents, maxCents: product.priceRange.maxCents },
    retailPriceRange: product.retailPriceRange ? { ...product.retailPriceRange } : null,
    averageRating: rating,
    reviewCount: product.reviewCount ?? 0,
    stars: Math.round(rating * 2) / 2,
    images,
    sku: product.variants[0]?.sku || `BN-${product.id}`,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    variants: product.variants.map((v) => ({
      variantId: v.id,
      options: v.options.map((o) => ({ name: o.name, value: o.value })),
      inStock: isInStock(v),
    })),
    categories: hierarchicalCategories(categoryTrailsOfProduct),
    categoryIds: [...new Set((content?.categoryIds ?? []).flatMap((id) => lineage.get(id) ?? []))].sort(),
    flavours: optionValues(product, FLAVOUR_OPTION),
    sizes: optionValues(product, SIZE_OPTION),
  };
}

function blogRecord(teaser: BlogTeaser): BlogRecord {
  return {
    objectID: teaser.id,
    slug: teaser.slug,
    title: clean(teaser.title),
    author: clean(teaser.authorName),
    excerpt: clean(teaser.excerpt),
    publishedAt: teaser.publishedAt,
    featuredImage: teaser.featuredImage ? { url: teaser.featuredImage.url, altText: teaser.featuredImage.alt } : null,
    estimatedReadingTime: teaser.estimatedReadingTime,
  };
}

function contentRecord(doc: { id: string; slug: string; title: string; description: string }): ContentRecord {
  return { objectID: doc.id, slug: doc.slug, title: clean(doc.title), description: clean(doc.description) };
}

/** The records of the four indexes (draft documents are left out). */
export function buildSearchRecords(inputs: SearchRecordInputs): SearchRecords {
  const trails = categoryTrails(inputs.categories);
  const lineage = categoryLineage(inputs.categories);
  const contentByProduct = new Map<number, ProductContentSummary>();
  for (const doc of inputs.productContent) {
    if (doc._id?.startsWith('drafts.')) continue;
    contentByProduct.set(doc.productId, doc);
  }
  const visible = <T extends { id: string }>(list: T[]) => list.filter((d) => !d.id.startsWith('drafts.'));
  return {
    products: inputs.products.map((p) => productRecord(p, contentByProduct.get(p.id), trails, lineage)),
    categories: visible(inputs.categories).map(contentRecord),
    blogs: visible(inputs.blogTeasers).map(blogRecord),
    pages: visible(inputs.pages)
      .filter((page) => !isInternalPage(page.slug))
      .map(contentRecord),
  };
}
