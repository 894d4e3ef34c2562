import BlogCard from '@/components/blog/BlogCard';
import PopularPosts from '@/components/blog/PopularPosts';
import ProductGrid from '@/components/product/ProductGrid';
import type { ProductSummary } from '@/lib/commerce/types';
import type { BlogTeaser, HomePageDoc } from '@/lib/content/types';
import CompareBanner from './CompareBanner';
import Hero from './Hero';
import styles from './Home.module.css';

/** The blog cards' pictures: beside the text below 900px (96px on phones), a column of the row from 900px. */
const BLOG_IMAGE_SIZES = '(max-width: 599px) 96px, (max-width: 899px) 200px, (max-width: 1279px) 33vw, 400px';

export interface HomeContentProps {
  home: HomePageDoc;
  products: ProductSummary[];
  teasers: BlogTeaser[];
  popular: BlogTeaser[];
}

/** The home page's content: the hero, the featured products, the comparison banner and the blog's posts. */
export default function HomeContent({ home, products, teasers, popular }: HomeContentProps) {
  return (
    <>
      <Hero hero={home.hero} />
      <section className={styles.section} aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured products</h2>
        <ProductGrid products={products} />
      </section>
      <CompareBanner />
      {teasers.length > 0 && (
        <section className={styles.section} aria-labelledby="blog-heading">
          <h2 id="blog-heading">From the blog</h2>
          <ul className={styles.blogList}>
            {teasers.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} imageSizes={BLOG_IMAGE_SIZES} />
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
