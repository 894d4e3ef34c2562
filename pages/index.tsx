import type { GetStaticProps } from 'next';
import SearchJsonLd from '@/components/search/SearchJsonLd';
import { OrganizationJsonLd, Seo } from '@/components/seo';
import BlogCard from '@/components/blog/BlogCard';
import PopularPosts from '@/components/blog/PopularPosts';
import CompareBanner from '@/components/home/CompareBanner';
import Hero from '@/components/home/Hero';
import styles from '@/components/home/Home.module.css';
import ProductGrid from '@/components/product/ProductGrid';
import { getCommerce } from '@/lib/commerce';
import type { Product } from '@/lib/commerce/types';
import { getContent } from '@/lib/content';
import type { BlogTeaser, HomePageDoc } from '@/lib/content/types';
import { isPreview } from '@/lib/page-context';
import { POPULAR_POST_SLUGS, POPULAR_POSTS_SHOWN, REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  home: HomePageDoc;
  products: Product[];
  teasers: BlogTeaser[];
  popular: BlogTeaser[];
  preview: boolean;
}

export default function HomePage({ home, products, teasers, popular }: Props) {
  return (
    <>
      <Seo title="Bulk Nutrients | Sports nutrition made in Australia" description={home.hero.text} path="/" image={home.hero.image?.url} />
      <OrganizationJsonLd />
      <SearchJsonLd />
      <Hero hero={home.hero} />
      <section className={styles.section} aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured products</h2>
        <ProductGrid products={products} />
      </section>
      <CompareBanner />
      {teasers.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-heading">
          <h2 id="blog-heading">From the blog</h2>
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
            {teasers.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.section}>
        <PopularPosts posts={popular} />
      </div>
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const preview = isPreview(context);
  const content = getContent();
  const home = await content.getHomePage({ preview });
  if (!home) throw new Error('The home page document is missing from the content dataset.');
  const commerce = await getCommerce();
  const [products, latest, popularAll] = await Promise.all([
    commerce.getProductsByIds(home.featuredProductIds),
    home.featuredPosts.length > 0 ? Promise.resolve(home.featuredPosts) : content.listBlogTeasers(0, 3, { preview }),
    content.getBlogTeasersBySlugs([...POPULAR_POST_SLUGS], { preview }),
  ]);
  return {
    props: { home, products, teasers: latest, popular: popularAll.slice(0, POPULAR_POSTS_SHOWN), preview },
    revalidate: REVALIDATE_SECONDS,
  };
};
