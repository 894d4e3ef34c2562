import RichContent from '@/components/content/DeferredRichContent';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import SmartImage from '@/components/ui/SmartImage';
import type { BlogPostDoc } from '@/lib/content/types';
import type { SiteLink } from '@/lib/navigation';
import BlogCard, { formatDate } from './BlogCard';
import styles from './Blog.module.css';

/** A blog post's content: the trail, the title, byline and image, the body, the author and the related posts. */
export default function BlogPostContent({ post, trail }: { post: BlogPostDoc; trail: SiteLink[] }) {
  return (
    <>
      <Breadcrumbs trail={trail} />
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
        <aside aria-label="About the author" className={styles.author}>
          {post.author.image && <SmartImage src={post.author.image.url} alt={post.author.image.alt} width={post.author.image.width} height={post.author.image.height} sizes="72px" />}
          <div>
            <h2>About {post.author.name}</h2>
            <p>{post.author.bio}</p>
          </div>
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
    </>
  );
}
