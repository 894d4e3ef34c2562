import Link from 'next/link';
import type { BlogTeaser } from '@/lib/content/types';
import BlogCard from './BlogCard';
import { blogPageHref } from './blog-page-href';
import styles from './Blog.module.css';

export interface BlogListProps {
  posts: BlogTeaser[];
  page: number;
  pageCount: number;
}

/** One page of the blog's teasers with a pager. */
export default function BlogList({ posts, page, pageCount }: BlogListProps) {
  return (
    <>
      <h1>Blog</h1>
      <p className="page-intro">Plain-spoken articles on training, supplements and food from the people who make them.</p>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} headingLevel="h2" />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Blog pages">
          <ul className={styles.pager}>
            {page > 1 && (
              <li>
                <Link href={blogPageHref(page - 1)} rel="prev">
                  Previous
                </Link>
              </li>
            )}
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {n === page ? (
                  <span aria-current="page">{n}</span>
                ) : (
                  <Link href={blogPageHref(n)} aria-label={`Page ${n}`}>
                    {n}
                  </Link>
                )}
              </li>
            ))}
            {page < pageCount && (
              <li>
                <Link href={blogPageHref(page + 1)} rel="next">
                  Next
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  );
}
