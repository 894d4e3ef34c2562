import type { GetStaticPaths, GetStaticProps } from 'next';
import { BreadcrumbJsonLd, Seo } from '@/components/seo';
import Link from 'next/link';
import RichContent from '@/components/content/RichContent';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import ProductGrid from '@/components/product/ProductGrid';
import { getCommerce } from '@/lib/commerce';
import type { Product } from '@/lib/commerce/types';
import { getContent } from '@/lib/content';
import type { CategoryDoc } from '@/lib/content/types';
import { isPreview, joinSlug } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  category: CategoryDoc;
  products: Product[];
  preview: boolean;
}

export default function CategoryPage({ category, products }: Props) {
  return (
    <>
      <Seo title={category.title} description={category.description} path={`/${category.slug}`} />
      <BreadcrumbJsonLd crumbs={[{ name: 'Home', path: '/' }, ...category.trail.map((c) => ({ name: c.title, path: `/${c.slug}` }))]} />
      <Breadcrumbs trail={[{ title: 'Home', href: '/' }, ...category.trail.map((c) => ({ title: c.title, href: `/${c.slug}` }))]} />
      <h1>{category.title}</h1>
      {category.description && <p className="page-intro">{category.description}</p>}
      {category.children.length > 0 && (
        <nav aria-label={`${category.title} categories`}>
          <ul className="chips">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link href={`/${child.slug}`}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-label={`Products in ${category.title}`}>
        <ProductGrid products={products} headingLevel="h2" />
      </section>
      {category.body.length > 0 && <RichContent value={category.body} />}
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string[] }> = async (context) => {
  const preview = isPreview(context);
  const category = await getContent().getCategory(`categories/${joinSlug(context.params?.slug)}`, { preview });
  if (!category) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const products = await (await getCommerce()).getProductsByIds(category.productIds);
  return { props: { category, products, preview }, revalidate: REVALIDATE_SECONDS };
};
