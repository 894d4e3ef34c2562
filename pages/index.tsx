import { JsonLd, Seo } from '@/components/seo';
import { homePageJsonLd } from '@/components/seo/page-json-ld';
import DeferredHomeContent from '@/components/home/DeferredHomeContent';
import type { HomeContentProps } from '@/components/home/HomeContent';
import { getCommerce } from '@/lib/commerce';
import { toProductSummary } from '@/lib/commerce/product-summary';
import { getContent } from '@/lib/content';
import type { BlogTeaser } from '@/lib/content/types';
import { withPreviewStatic } from '@/lib/page-context';
import { publicConfig } from '@/lib/public-config';
import { POPULAR_POST_SLUGS, POPULAR_POSTS_SHOWN, REVALIDATE_SECONDS } from '@/lib/site';

const BLOG_TEASERS_SHOWN = 3;

/**
 * 'From the blog': the editor's featured posts, then the newest, leaving out the posts the popular strip already
 * shows below it, so the home page never lists the same posts twice.
 */
export function blogTeasersBesides(featured: BlogTeaser[], latest: BlogTeaser[], popular: BlogTeaser[]): BlogTeaser[] {
  const shown = new Set(popular.map((post) => post.id));
  const out: BlogTeaser[] = [];
  for (const post of [...featured, ...latest]) {
    if (out.length === BLOG_TEASERS_SHOWN) break;
    if (shown.has(post.id)) continue;
    shown.add(post.id);
    out.push(post);
  }
  return out;
}

interface Props extends HomeContentProps {
  structuredData: string[];
}

export default function HomePage({ home, products, teasers, popular, structuredData }: Props) {
  return (
    <>
      <Seo title="Bulk Nutrients | Sports nutrition made in Australia" description={home.hero.text} path="/" image={home.hero.image?.url} />
      <JsonLd json={structuredData} />
      <DeferredHomeContent home={home} products={products} teasers={teasers} popular={popular} />
    </>
  );
}

export const getStaticProps = withPreviewStatic<Props>(async (_context, preview) => {
  const content = getContent();
  const home = await content.getHomePage({ preview });
  if (!home) throw new Error('The home page document is missing from the content dataset.');
  const commerce = await getCommerce();
  const [products, latest, popularAll] = await Promise.all([
    commerce.getProductsByIds(home.featuredProductIds),
    content.listBlogTeasers(0, BLOG_TEASERS_SHOWN + POPULAR_POSTS_SHOWN, { preview }),
    content.getBlogTeasersBySlugs([...POPULAR_POST_SLUGS], { preview }),
  ]);
  const popular = popularAll.slice(0, POPULAR_POSTS_SHOWN);
  return {
    props: {
      home,
      products: products.map(toProductSummary),
      teasers: blogTeasersBesides(home.featuredPosts, latest, popular),
      popular,
      structuredData: homePageJsonLd(publicConfig.siteUrl),
    },
    revalidate: REVALIDATE_SECONDS,
  };
});
