import type { GetStaticPaths } from 'next';
import ProductPage, { type ProductPageProps } from '@/components/product/ProductPage';
import { productPageProps } from '@/components/product/product-page-props';
import { withPreviewStatic } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

/**
 * /products/{slug}: the product page, built by ISR with its first variant in stock chosen. With `?variant=<id>`,
 * next.config.ts rewrites the request to pages/products/[slug]/variants/[variant].
 */
export default ProductPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<ProductPageProps, { slug: string }>(async (context, preview) => {
  const props = await productPageProps(context.params?.slug ?? '', { preview });
  if (!props) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props, revalidate: REVALIDATE_SECONDS };
});
