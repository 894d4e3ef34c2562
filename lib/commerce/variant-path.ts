import type { ProductSummaryVariant } from './types';

/** The query key that names the product page's chosen variant: /products/<slug>?variant=<variant id>. */
export const VARIANT_QUERY_KEY = 'variant';

/**
 * What a variant id looks like in that query. next.config.ts rewrites only such a query, to the product page's own
 * route with the variant after the slug (`variantPagePath`): a static page of its own with the variant chosen, and no
 * page added to what every page's scripts carry. Anything else is the product page as it is.
 */
export const VARIANT_ID_PATTERN = '\\d{1,12}';

/** Between the slug and the variant id in the product route's parameter (never in a slug: they are kebab-case). */
export const VARIANT_SEPARATOR = '~';

/** A product page's address (`productUrl`, /products/<slug>) with `variantId` chosen, before and without JavaScript. */
export function withVariant(productUrl: string, variantId: number): string {
  return `${productUrl}${productUrl.includes('?') ? '&' : '?'}${VARIANT_QUERY_KEY}=${variantId}`;
}

/** The product page's address with `variantId` chosen. */
export function productVariantPath(slug: string, variantId: number): string {
  return withVariant(`/products/${slug}`, variantId);
}

/** The path of the static page that an address with `variantId` chosen is rewritten to (for its revalidation). */
export function variantPagePath(slug: string, variantId: number): string {
  return `/products/${slug}${VARIANT_SEPARATOR}${variantId}`;
}

/** The product route's parameter as the slug and, for a page with a variant chosen (`variantPagePath`), its id. */
export function splitVariantPage(param: string): { slug: string; variant?: string } {
  const match = new RegExp(`^(.+)${VARIANT_SEPARATOR}(${VARIANT_ID_PATTERN})$`).exec(param);
  return match ? { slug: match[1], variant: match[2] } : { slug: param };
}

/** The variant of `product` that `id` (a route parameter) names, or null when it is none of its variants. */
export function variantById<V extends ProductSummaryVariant>(product: { variants: V[] }, id: unknown): V | null {
  if (typeof id !== 'string' || !new RegExp(`^${VARIANT_ID_PATTERN}$`).test(id)) return null;
  return product.variants.find((variant) => String(variant.id) === id) ?? null;
}
