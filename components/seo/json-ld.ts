/**
 * Structured data (schema.org JSON-LD) builders. Pure functions that run on the server: a page builds its
 * structured data in getStaticProps with `structuredData(...)` and renders the serialised result with <JsonLd>,
 * so neither these builders nor the Portable Text helpers they use are shipped to the browser. Money is
 * converted from cents only here, as a string with two decimals in AUD (GST included).
 */
import { toPlainText } from '@portabletext/react';
import type { PortableTextBlock } from '@portabletext/react';
import { isInStock } from '@/lib/commerce/in-stock';
import { variantLabel } from '@/lib/commerce/item-name';
import type { Product } from '@/lib/commerce/types';
import { lastEdited } from '@/lib/content/last-edited';
import type { Author, BlogTeaser } from '@/lib/content/types';
import type { SiteLink } from '@/lib/navigation';
import type { Review } from '@/lib/reviews/types';
import type { RecipeNode } from '@/components/content/types';

import { CONTACT, SOCIAL_LINKS } from '@/lib/site';
import { BRAND_NAME, absoluteUrl } from './url';

export { absoluteUrl };
const DEFAULT_LOGO_PATH = '/images/logo.svg';
const CONTEXT = 'https://schema.org';

type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** Cents to a schema.org price: "49.90". */
export function priceFromCents(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Minutes as an ISO 8601 duration: 90 -> "PT1H30M". */
export function isoDuration(minutes: unknown): string | undefined {
  const total = typeof minutes === 'number' ? minutes : Number(minutes);
  if (!Number.isFinite(total) || total <= 0) return undefined;
  const rounded = Math.round(total);
  const hours = Math.floor(rounded / 60);
  const mins = rounded % 60;
  return `PT${hours ? `${hours}H` : ''}${mins || !hours ? `${mins}M` : ''}`;
}

function siteOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/* ------------------------------------------------------------ organisation */

/** The shop's organisation: its logo, address, customer service and social profiles, as the footer shows them. */
export function organizationJsonLd(siteUrl: string): JsonLdObject {
  const { address } = CONTACT;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${absoluteUrl('/', siteUrl)}#organization`,
    name: BRAND_NAME,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl(DEFAULT_LOGO_PATH, siteUrl),
    foundingDate: '2008',
    areaServed: 'AU',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: 'AU',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      areaServed: 'AU',
      telephone: CONTACT.phoneHref.replace(/^tel:/, ''),
      email: CONTACT.email,
    },
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

/** The site with its search box (the search results route takes the query as q). */
export function websiteJsonLd(siteUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: BRAND_NAME,
    url: absoluteUrl('/', siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search-results-page', siteUrl)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/* ----------------------------------------------------------------- product */

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

interface ProductJsonLdOptions {
  /** Reviews to include (the first 10 are used). */
  reviews?: Review[];
}

/** Product with one AUD Offer per variant (availability from stock) and its AggregateRating. */
export function productJsonLd(product: Product, url: string, options: ProductJsonLdOptions = {}): JsonLdObject {
  const images = product.images.map((image) => absoluteUrl(image.url, url));
  const offers =
    product.variants.length > 0
      ? product.variants.map((variant) => ({
          '@type': 'Offer',
          url,
          sku: variant.sku,
          ...(variant.options.length ? { name: variantLabel(variant.options) } : {}),
          price: priceFromCents(variant.priceCents),
          priceCurrency: 'AUD',
          availability: isInStock(variant) ? IN_STOCK : OUT_OF_STOCK,
          itemCondition: 'https://schema.org/NewCondition',
        }))
      : [
          {
            '@type': 'Offer',
            url,
            price: priceFromCents(product.priceRange.minCents),
            priceCurrency: 'AUD',
            itemCondition: 'https://schema.org/NewCondition',
          },
        ];
  const data: JsonLdObject = {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description || product.shortDescription,
    url,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    offers,
  };
  if (images.length) data.image = images;
  if (product.variants[0]?.sku) data.sku = product.variants[0].sku;
  if (product.reviewCount > 0 && product.averageRating > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.averageRating * 10) / 10,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const reviews = (options.reviews ?? []).slice(0, 10);
  if (reviews.length) {
    data.review = reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return data;
}

/* ------------------------------------------------------------- breadcrumbs */

/** BreadcrumbList with positions from 1, each item an absolute URL. */
export function breadcrumbJsonLd(trail: SiteLink[], siteUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href, siteUrl),
    })),
  };
}

/* ----------------------------------------------------------------- article */

export type ArticleInput = Pick<BlogTeaser, 'title' | 'excerpt' | 'publishedAt' | 'updatedAt' | 'featuredImage' | 'authorName'> & {
  author?: Pick<Author, 'name'> | null;
};

export function articleJsonLd(post: ArticleInput, url: string): JsonLdObject {
  const origin = siteOrigin(url);
  const authorName = post.author?.name ?? post.authorName;
  const data: JsonLdObject = {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: {
      '@type': 'Organization',
      name: BRAND_NAME,
      url: absoluteUrl('/', origin || url),
      logo: { '@type': 'ImageObject', url: absoluteUrl(DEFAULT_LOGO_PATH, origin || url) },
    },
  };
  if (post.excerpt) data.description = post.excerpt;
  if (post.publishedAt) data.datePublished = post.publishedAt;
  const modified = lastEdited(post);
  if (modified) data.dateModified = modified;
  if (post.featuredImage?.url) data.image = [absoluteUrl(post.featuredImage.url, url)];
  // The author by name only: the shop has no author pages for a url to point to.
  if (authorName) data.author = { '@type': 'Person', name: authorName };
  return data;
}

/* --------------------------------------------------------------------- faq */

interface FaqEntry {
  question: string;
  answer: string;
}

type Walkable = Record<string, unknown>;

function answerText(answer: unknown): string {
  if (typeof answer === 'string') return answer.trim();
  if (!Array.isArray(answer)) return '';
  try {
    return toPlainText(answer as PortableTextBlock[]).trim();
  } catch {
    return '';
  }
}

/**
 * Every block of a type in a Portable Text value, nested content included (columns, asides, messages), in
 * document order. The blocks found are not searched further.
 */
function blocksOfType(value: unknown, type: string): Walkable[] {
  const found: Walkable[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Walkable;
    if (record._type === type) {
      found.push(record);
      return;
    }
    if (record._type === 'block') return;
    for (const key of ['content', 'asideContent', 'body']) {
      if (Array.isArray(record[key])) visit(record[key]);
    }
  };
  visit(value);
  return found;
}

/**
 * The questions and plain-text answers of every faq block in a Portable Text value, nested content included
 * (columns, asides, messages), in document order; repeated questions are kept once.
 */
export function faqEntries(value: unknown): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const seen = new Set<string>();
  for (const record of blocksOfType(value, 'faq')) {
    const question = typeof record.question === 'string' ? record.question.trim() : '';
    const answer = answerText(record.answer);
    if (question && answer && !seen.has(question)) {
      seen.add(question);
      entries.push({ question, answer });
    }
  }
  return entries;
}

/** FAQPage from entries, or null when there are none (a page without questions gets no FAQ markup). */
export function faqPageJsonLd(entries: FaqEntry[]): JsonLdObject | null {
  if (entries.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/* ------------------------------------------------------------------ recipe */

function strings(values: unknown): string[] {
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : [];
}

export function recipeJsonLd(recipe: RecipeNode): JsonLdObject {
  const ingredients = (recipe.ingredientsSection ?? []).flatMap((section) => strings(section?.items));
  const sections = (recipe.instructionsSection ?? []).filter((section) => strings(section?.steps).length > 0);
  const stepsOf = (steps: unknown) => strings(steps).map((text) => ({ '@type': 'HowToStep', text }));
  const useSections = sections.length > 1 || sections.some((s) => typeof s.title === 'string' && s.title.trim());
  const totalMinutes =
    recipe.totalTime ?? (recipe.prepTime || recipe.cookTime ? (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0) : undefined);

  const data: JsonLdObject = {
    '@context': CONTEXT,
    '@type': 'Recipe',
    name: recipe.title?.trim() || 'Recipe',
    recipeIngredient: ingredients,
    recipeInstructions: useSections
      ? sections.map((section) => ({ '@type': 'HowToSection', name: section.title?.trim() || 'Method', itemListElement: stepsOf(section.steps) }))
      : sections.flatMap((section) => stepsOf(section.steps)),
  };
  if (recipe.yield !== undefined && recipe.yield !== null && String(recipe.yield).trim()) data.recipeYield = String(recipe.yield).trim();
  const prep = isoDuration(recipe.prepTime);
  const cook = isoDuration(recipe.cookTime);
  const total = isoDuration(totalMinutes);
  if (prep) data.prepTime = prep;
  if (cook) data.cookTime = cook;
  if (total) data.totalTime = total;
  if (typeof recipe.calories === 'number' && recipe.calories >= 0) {
    data.nutrition = { '@type': 'NutritionInformation', calories: `${Math.round(recipe.calories)} calories` };
  }
  data.author = { '@type': 'Organization', name: BRAND_NAME };
  return data;
}

/** One Recipe per recipe block of a rich-content value (nested ones included), in document order. */
export function recipesJsonLd(value: unknown): JsonLdObject[] {
  return blocksOfType(value, 'recipe').map((recipe) => recipeJsonLd(recipe as unknown as RecipeNode));
}

/* --------------------------------------------------------------- rendering */

/** JSON for a <script type="application/ld+json">, safe to inline in HTML (no closing tags or line separators). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page's structured data, serialised for <JsonLd json={...}> (null entries are left out). */
export function structuredData(...items: (JsonLdObject | JsonLdObject[] | null | undefined)[]): string[] {
  return items.flat().filter((item): item is JsonLdObject => Boolean(item)).map(serializeJsonLd);
}
