/**
 * Every GROQ query of the app, in one place. The same text runs on Sanity (hosted) and on groq-js over the
 * local NDJSON dataset (embedded). Image assets are dereferenced so both modes know the url and dimensions.
 * Declared with defineQuery so `npm run typegen` writes each result's type into ./sanity.types.ts.
 */
import { defineQuery } from 'groq';

const image = `{ "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height }, altText }`;

const teaser = `{
  _id, title, "slug": slug.current, excerpt, publishedAt, "updatedAt": _updatedAt, estimatedReadingTime,
  "featuredImage": featuredImage${image},
  "authorName": author->name
}`;

/**
 * The header alert (a singleton), while inside its optional "show from" / "show until" window. In preview
 * ($preview true) the window is ignored: the editor sees the draft they are editing, also a scheduled or ended one.
 */
export const alertQuery = defineQuery(`*[_type == "alert" && ($preview
  || ((!defined(startsAt) || dateTime(startsAt) <= dateTime(now()))
    && (!defined(endsAt) || dateTime(endsAt) > dateTime(now()))))][0]{ content }`);

export const homePageQuery = defineQuery(`*[_type == "homePage"][0]{
  hero{ heading, text, ctaLabel, ctaHref, "image": image${image} },
  "featuredProductIds": featuredProducts[]->productId,
  "featuredPosts": featuredPosts[]->${teaser}
}`);

export const pageBySlugQuery = defineQuery(`*[_type == "page" && slug.current == $slug][0]{
  _id, _originalId, title, "slug": slug.current, description, body
}`);

export const pageSlugsQuery = defineQuery(`*[_type == "page" && defined(slug.current)].slug.current`);

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(title asc){
  _id, title, "slug": slug.current, description, "parentId": parent._ref
}`);

export const categoryBySlugQuery = defineQuery(`*[_type == "category" && slug.current == $slug][0]{
  _id, title, "slug": slug.current, description, "parentId": parent._ref, body
}`);

/** Product content docs that reference any of the given categories. */
export const productIdsInCategoriesQuery = defineQuery(`*[_type == "product" && count((categories[]._ref)[@ in $categoryIds]) > 0].productId`);

export const blogPostCountQuery = defineQuery(`count(*[_type == "blogPost"])`);

export const blogTeasersQuery = defineQuery(`*[_type == "blogPost"] | order(publishedAt desc)[$start...$end]${teaser}`);

export const blogTeasersBySlugsQuery = defineQuery(`*[_type == "blogPost" && slug.current in $slugs]${teaser}`);

export const blogPostBySlugQuery = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id, _originalId, title, "slug": slug.current, excerpt, publishedAt, "updatedAt": _updatedAt, estimatedReadingTime,
  "featuredImage": featuredImage${image},
  "authorName": author->name,
  "author": author->{ name, "slug": slug.current, bio, "image": image${image} },
  body,
  "related": *[_type == "blogPost" && slug.current != ^.slug.current] | order(publishedAt desc)[0...3]${teaser}
}`);

/** An ambassador's profile, with the newest blog posts that mention them (link to them). */
export const ambassadorBySlugQuery = defineQuery(`*[_type == "ambassador" && slug.current == $slug][0]{
  _id, _originalId, name, "slug": slug.current, sport, bio, "image": image${image},
  "posts": *[_type == "blogPost" && references(^._id)] | order(publishedAt desc)[0...6]${teaser}
}`);

export const ambassadorSlugsQuery = defineQuery(`*[_type == "ambassador" && defined(slug.current)].slug.current`);

export const blogSlugsQuery = defineQuery(`*[_type == "blogPost" && defined(slug.current)].slug.current`);

export const productContentBySlugQuery = defineQuery(`*[_type == "product" && slug.current == $slug][0]{
  _id, productId, title, "slug": slug.current, shortDescription, body,
  "categories": categories[]->{ _id, title, "slug": slug.current, description, "parentId": parent._ref }
}`);

export const productContentListQuery = defineQuery(`*[_type == "product"]{
  _id, productId, title, "slug": slug.current, shortDescription,
  "categoryIds": categories[]._ref
}`);

/** Documents that rich content refers to (marks, asides, products, images), fetched in one round trip. */
export const referencedDocumentsQuery = defineQuery(`*[_id in $ids]{
  _id, _type, title, name, "slug": slug.current, productId, shortDescription, content,
  url, "width": metadata.dimensions.width, "height": metadata.dimensions.height
}`);
