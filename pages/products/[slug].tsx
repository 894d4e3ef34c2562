import type { GetStaticPaths } from 'next';
import ProductPage, { type ProductPageProps } from '@/components/product/ProductPage';
import { productPageProps } from '@/components/product/product-page-props';
import { splitVariantPage } from '@/lib/commerce/variant-path';
import { withPreviewStatic } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

/**
 * /products/{slug}: the product page, built by ISR with its first variant in stock chosen. With `?variant=<id>`,
 * next.config.ts rewrites the request to /products/{slug}~{id}: this page again, built by ISR as a page of its own,
 * with that variant chosen in its HTML. The address stays the shopper's; the canonical address and the structured
 * data are the product page's. A variant id that is none of the product's (a variant since removed, a mistyped link)
 * is sent on to the product page itself: every id asked for would otherwise be a page built and stored of its own.
 */
export default ProductPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<ProductPageProps, { slug: string }>(async (context, preview) => {
  const { slug, variant } = splitVariantPage(context.params?.slug ?? '');
  const page = await productPageProps(slug, { preview, variant });
  if (!page) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { ...page, revalidate: REVALIDATE_SECONDS };
});
