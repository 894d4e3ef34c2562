/** Server only: the props of a product page (pages/products/[slug]), with or without a variant chosen. */
import type { Redirect } from 'next';
import { productPageJsonLd } from '@/components/seo/page-json-ld';
import { getCommerce } from '@/lib/commerce';
import { variantById } from '@/lib/commerce/variant-path';
import { getContent } from '@/lib/content';
import { breadcrumbTrail } from '@/lib/navigation';
import { publicConfig } from '@/lib/public-config';
import { getProductReviews } from '@/lib/reviews';
import type { ProductPageProps } from './ProductPage';

/**
 * The page of the product `slug` (its props), or null when there is none. `variant` (the address's variant id) is
 * chosen; one that is none of the product's variants is a redirect to the product page, found before the page's
 * content and reviews are asked for.
 */
export async function productPageProps(
  slug: string,
  { preview, variant }: { preview: boolean; variant?: string },
): Promise<{ props: ProductPageProps } | { redirect: Redirect } | null> {
  const commerce = await getCommerce();
  const product = await commerce.getProductBySlug(slug);
  if (!product) return null;
  const chosen = variant === undefined ? null : variantById(product, variant);
  if (variant !== undefined && !chosen) return { redirect: { destination: `/products/${slug}`, permanent: false } };
  const [content, reviews] = await Promise.all([getContent().getProductContent(slug, { preview }), getProductReviews(product.id)]);
  const trail = breadcrumbTrail(...(content?.categories.slice(0, 1) ?? []), { title: product.name, slug: `products/${product.slug}` });
  const structuredData = productPageJsonLd({ product, reviews, trail, body: content?.body }, publicConfig.siteUrl);
  return { props: { product, content, reviews, trail, structuredData, variantId: chosen?.id ?? null } };
}
