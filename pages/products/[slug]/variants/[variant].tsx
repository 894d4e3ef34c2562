import type { GetStaticPaths } from 'next';
import ProductPage, { type ProductPageProps } from '@/components/product/ProductPage';
import { productPageProps } from '@/components/product/product-page-props';
import { withPreviewStatic } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

/**
 * /products/{slug}?variant={variant id} (rewritten here by next.config.ts; the address stays the shopper's): the product
 * page with that variant chosen in its HTML, so it shows before and without JavaScript, and Add to cart adds it.
 * Built by ISR like the product page, one page per variant. A variant id that is not one of the product's gives the
 * product page as it is without one. Its canonical address and structured data are the product page's.
 */
export default ProductPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<ProductPageProps, { slug: string; variant: string }>(async (context, preview) => {
  const props = await productPageProps(context.params?.slug ?? '', { preview, variant: context.params?.variant });
  if (!props) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props, revalidate: REVALIDATE_SECONDS };
});
