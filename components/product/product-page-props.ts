/** Server only: the props of a product page (pages/products/[slug]), with or without a variant chosen. */
import { productPageJsonLd } from '@/components/seo/page-json-ld';
import { getCommerce } from '@/lib/commerce';
import { variantById } from '@/lib/commerce/variant-path';
import { getContent } from '@/lib/content';
import { breadcrumbTrail } from '@/lib/navigation';
import { publicConfig } from '@/lib/public-config';
import { getProductReviews } from '@/lib/reviews';
import type { ProductPageProps } from './ProductPage';

/**
 * The page of the product `slug`, or null when there is none. `variant` (the address's variant id) is chosen when it
 * is one of the product's variants (`variantId` null otherwise).
 */
export async function productPageProps(slug: string, { preview, variant }: { preview: boolean; variant?: string }): Promise<ProductPageProps | null> {
  const commerce = await getCommerce();
  const product = await commerce.getProductBySlug(slug);
  if (!product) return null;
  const [content, reviews] = await Promise.all([getContent().getProductContent(slug, { preview }), getProductReviews(product.id)]);
  const trail = breadcrumbTrail(...(content?.categories.slice(0, 1) ?? []), { title: product.name, slug: `products/${product.slug}` });
  const structuredData = productPageJsonLd({ product, reviews, trail, body: content?.body }, publicConfig.siteUrl);
  return { product, content, reviews, trail, structuredData, variantId: variantById(product, variant)?.id ?? null };
}
