import Link from 'next/link';
import SmartImage from '@/components/ui/SmartImage';
import type { BlogTeaser } from '@/lib/content/types';
import styles from './Blog.module.css';

/** The popular-posts strip: featured image and title of each post. */
export default function PopularPosts({ posts }: { posts: BlogTeaser[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="popular-posts" className={styles.popular}>
      <h2 id="popular-posts">Popular posts</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>
            <Link href={`/${post.slug}`}>
              {post.featuredImage && <SmartImage src={post.featuredImage.url} alt={post.featuredImage.alt} width={200} height={200} sizes="200px" />}
              <span>{post.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
