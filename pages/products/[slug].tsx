import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import AddToCart from '@/components/cart/AddToCart';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import RichContent from '@/components/content/RichContent';
import ProductDetails from '@/components/product/ProductDetails';
import ProductGallery from '@/components/product/ProductGallery';
import styles from '@/components/product/Product.module.css';
import { useRecordView } from '@/hooks/use-record-view';
import { getCommerce } from '@/lib/commerce';
import type { Product } from '@/lib/commerce/types';
import { getContent } from '@/lib/content';
import type { ProductContent } from '@/lib/content/types';
import { isPreview } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  product: Product;
  content: ProductContent | null;
  preview: boolean;
}

export default function ProductPage({ product, content }: Props) {
  useRecordView(product);
  return (
    <>
      <Head>
        <title>{`${product.name} | Bulk Nutrients`}</title>
        <meta name="description" content={product.shortDescription} />
      </Head>
      <Breadcrumbs
        trail={[
          { title: 'Home', href: '/' },
          ...(content?.categories[0] ? [{ title: content.categories[0].title, href: `/${content.categories[0].slug}` }] : []),
          { title: product.name, href: `/products/${product.slug}` },
        ]}
      />
      <div className={styles.layout}>
        <ProductGallery images={product.images} name={product.name} />
        <ProductDetails product={product} renderPurchase={(variant) => <AddToCart product={product} variant={variant} />} />
      </div>
      <section className={styles.body} aria-labelledby="about-product">
        <h2 id="about-product">About {product.name}</h2>
        <p>{product.description}</p>
        {content && <RichContent value={content.body} />}
      </section>
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
  const content = await getContent().getProductContent(slug, { preview });
  return { props: { product, content, preview }, revalidate: REVALIDATE_SECONDS };
};
