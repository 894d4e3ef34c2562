import type { GetStaticPaths } from 'next';
import DeferredProductContent from '@/components/product/DeferredProductContent';
import { JsonLd, Seo } from '@/components/seo';
import { productPageJsonLd } from '@/components/seo/page-json-ld';
import { useRecordView } from '@/hooks/use-record-view';
import { getCommerce } from '@/lib/commerce';
import type { Product } from '@/lib/commerce/types';
import { getContent } from '@/lib/content';
import type { ProductContent } from '@/lib/content/types';
import { breadcrumbTrail, type SiteLink } from '@/lib/navigation';
import { withPreviewStatic, type PreviewProp } from '@/lib/page-context';
import { publicConfig } from '@/lib/public-config';
import { getProductReviews, type Review } from '@/lib/reviews';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  product: Product;
  content: ProductContent | null;
  reviews: Review[] | null;
  /** Home > the product's first category > the product. */
  trail: SiteLink[];
  structuredData: string[];
}

export default function ProductPage({ product, content, reviews, trail, preview, structuredData }: Props & PreviewProp) {
  useRecordView(product);
  const image = product.images.find((i) => i.isDefault) ?? product.images[0];
  return (
    <>
      <Seo title={product.name} description={product.shortDescription} path={`/products/${product.slug}`} image={image?.url} imageAlt={image?.altText} type="product" noindex={preview} />
      <JsonLd json={structuredData} />
      <DeferredProductContent product={product} content={content} reviews={reviews} trail={trail} imageUrl={image?.url ?? null} />
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<Props, { slug: string }>(async (context, preview) => {
  const slug = context.params?.slug ?? '';
  const commerce = await getCommerce();
  const product = await commerce.getProductBySlug(slug);
  if (!product) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const [content, reviews] = await Promise.all([getContent().getProductContent(slug, { preview }), getProductReviews(product.id)]);
  const trail = breadcrumbTrail(...(content?.categories.slice(0, 1) ?? []), { title: product.name, slug: `products/${product.slug}` });
  const structuredData = productPageJsonLd({ product, reviews, trail, body: content?.body }, publicConfig.siteUrl);
  return { props: { product, content, reviews, trail, structuredData }, revalidate: REVALIDATE_SECONDS };
});
