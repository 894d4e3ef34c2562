import type { GetStaticPaths, GetStaticProps } from 'next';
import DeferredProductContent from '@/components/product/DeferredProductContent';
import { JsonLd, Seo } from '@/components/seo';
import { productPageJsonLd } from '@/components/seo/page-json-ld';
import { useRecordView } from '@/hooks/use-record-view';
import { getCommerce } from '@/lib/commerce';
import type { Product } from '@/lib/commerce/types';
import { getContent } from '@/lib/content';
import type { ProductContent } from '@/lib/content/types';
import { isPreview } from '@/lib/page-context';
import { publicConfig } from '@/lib/public-config';
import { getProductReviews, type Review } from '@/lib/reviews';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  product: Product;
  content: ProductContent | null;
  reviews: Review[] | null;
  preview: boolean;
  structuredData: string[];
}

/** Home > the product's first category > the product. */
function productTrail(product: Product, content: ProductContent | null) {
  const category = content?.categories[0];
  return [
    { title: 'Home', href: '/' },
    ...(category ? [{ title: category.title, href: `/${category.slug}` }] : []),
    { title: product.name, href: `/products/${product.slug}` },
  ];
}

export default function ProductPage({ product, content, reviews, preview, structuredData }: Props) {
  useRecordView(product);
  const image = product.images.find((i) => i.isDefault) ?? product.images[0];
  return (
    <>
      <Seo title={product.name} description={product.shortDescription} path={`/products/${product.slug}`} image={image?.url} imageAlt={image?.altText} type="product" noindex={preview} />
      <JsonLd json={structuredData} />
      <DeferredProductContent product={product} content={content} reviews={reviews} trail={productTrail(product, content)} imageUrl={image?.url ?? null} />
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async (context) => {
  const slug = context.params?.slug ?? '';
  const preview = isPreview(context);
  const commerce = await getCommerce();
  const product = await commerce.getProductBySlug(slug);
  if (!product) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const [content, reviews] = await Promise.all([getContent().getProductContent(slug, { preview }), getProductReviews(product.id)]);
  const crumbs = productTrail(product, content).map((c) => ({ name: c.title, path: c.href }));
  const structuredData = productPageJsonLd({ product, reviews, crumbs, body: content?.body }, publicConfig.siteUrl);
  return { props: { product, content, reviews, preview, structuredData }, revalidate: REVALIDATE_SECONDS };
};
