import type { GetStaticPaths, GetStaticProps } from 'next';
import { JsonLd, Seo } from '@/components/seo';
import { blogPostJsonLd } from '@/components/seo/page-json-ld';
import BlogCard, { formatDate } from '@/components/blog/BlogCard';
import styles from '@/components/blog/Blog.module.css';
import RichContent from '@/components/content/DeferredRichContent';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import SmartImage from '@/components/ui/SmartImage';
import { getContent } from '@/lib/content';
import type { BlogPostDoc } from '@/lib/content/types';
import { isPreview } from '@/lib/page-context';
import { publicConfig } from '@/lib/public-config';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  post: BlogPostDoc;
  preview: boolean;
  structuredData: string[];
}

export default function BlogPostPage({ post, preview, structuredData }: Props) {
  return (
    <article className={styles.post}>
      <Seo title={post.title} description={post.excerpt} path={`/${post.slug}`} image={post.featuredImage?.url} imageAlt={post.featuredImage?.alt} type="article" noindex={preview} />
      <JsonLd json={structuredData} />
      <Breadcrumbs trail={[{ title: 'Home', href: '/' }, { title: 'Blog', href: '/blog' }, { title: post.title, href: `/${post.slug}` }]} />
      <header className={styles.postHeader}>
        <h1>{post.title}</h1>
        <p className={styles.byline}>
          {post.author && <>Posted by {post.author.name} · </>}
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
          {post.estimatedReadingTime ? <> · Estimated reading time: {post.estimatedReadingTime} minutes</> : null}
        </p>
        {post.featuredImage && (
          <SmartImage src={post.featuredImage.url} alt={post.featuredImage.alt} width={post.featuredImage.width} height={post.featuredImage.height} priority sizes="(max-width: 800px) 100vw, 780px" />
        )}
      </header>
      <RichContent value={post.body} />
      {post.author && (
        <aside aria-label="About the author">
          <h2>About {post.author.name}</h2>
          <p>{post.author.bio}</p>
        </aside>
      )}
      {post.related.length > 0 && (
        <section aria-labelledby="related-posts">
          <h2 id="related-posts">Related posts</h2>
          <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
            {post.related.map((related) => (
              <li key={related.id}>
                <BlogCard post={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async (context) => {
  const preview = isPreview(context);
  const post = await getContent().getBlogPost(`blog/${context.params?.slug ?? ''}`, { preview });
  if (!post) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const crumbs = [{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: post.title, path: `/${post.slug}` }];
  const structuredData = blogPostJsonLd({ post, crumbs, body: post.body }, publicConfig.siteUrl);
  return { props: { post, preview, structuredData }, revalidate: REVALIDATE_SECONDS };
};
