import type { GetStaticPaths } from 'next';
import { JsonLd, Seo } from '@/components/seo';
import { blogPostJsonLd } from '@/components/seo/page-json-ld';
import styles from '@/components/blog/Blog.module.css';
import DeferredBlogPostContent from '@/components/blog/DeferredBlogPostContent';
import { getContent } from '@/lib/content';
import type { BlogPostDoc } from '@/lib/content/types';
import { breadcrumbTrail, type SiteLink } from '@/lib/navigation';
import { withPreviewStatic, type PreviewProp } from '@/lib/page-context';
import { publicConfig } from '@/lib/public-config';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  post: BlogPostDoc;
  trail: SiteLink[];
  structuredData: string[];
}

export default function BlogPostPage({ post, trail, preview, structuredData }: Props & PreviewProp) {
  return (
    <article className={styles.post}>
      <Seo title={post.title} description={post.excerpt} path={`/${post.slug}`} image={post.featuredImage?.url} imageAlt={post.featuredImage?.alt} type="article" noindex={preview} />
      <JsonLd json={structuredData} />
      <DeferredBlogPostContent post={post} trail={trail} />
    </article>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<Props, { slug: string }>(async (context, preview) => {
  const post = await getContent().getBlogPost(`blog/${context.params?.slug ?? ''}`, { preview });
  if (!post) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const trail = breadcrumbTrail({ title: 'Blog', slug: 'blog' }, post);
  const structuredData = blogPostJsonLd({ post, trail, body: post.body }, publicConfig.siteUrl);
  return { props: { post, trail, structuredData }, revalidate: REVALIDATE_SECONDS };
});
