import Link from 'next/link';
import SmartImage from '@/components/ui/SmartImage';
import type { BlogTeaser } from '@/lib/content/types';
import styles from './Blog.module.css';

export function formatDate(iso: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

interface Props {
  post: BlogTeaser;
  headingLevel?: 'h2' | 'h3';
  /** How wide the picture shows (the img's `sizes`): 200px beside the text unless the list stacks it over the text. */
  imageSizes?: string;
}

/** A blog teaser: 200x200 featured image, title, author and reading time. */
export default function BlogCard({ post, headingLevel: Heading = 'h3', imageSizes = '200px' }: Props) {
  return (
    <article className={styles.card}>
      {post.featuredImage && (
        <Link href={`/${post.slug}`} tabIndex={-1} aria-hidden="true" className={styles.cardImage}>
          <SmartImage src={post.featuredImage.url} alt="" width={200} height={200} sizes={imageSizes} />
        </Link>
      )}
      <div>
        <Heading className={styles.cardTitle}>
          <Link href={`/${post.slug}`}>{post.title}</Link>
        </Heading>
        {post.authorName && <p className={styles.meta}>Posted by {post.authorName}</p>}
        {post.estimatedReadingTime ? (
          <p className={styles.meta}>Estimated reading time: {post.estimatedReadingTime} minutes</p>
        ) : null}
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      </div>
    </article>
  );
}
