import { Seo } from '@/components/seo';
import { blogPageHref } from './blog-page-href';
import type { BlogListProps } from './BlogList';
import DeferredBlogList from './DeferredBlogList';

export type BlogIndexProps = BlogListProps;

/** The blog index, one page of teasers with a pager. */
export default function BlogIndex({ posts, page, pageCount }: BlogIndexProps) {
  return (
    <>
      <Seo
        title={page > 1 ? `Blog, page ${page}` : 'Blog'}
        description="Training, nutrition and recipe articles from the Bulk Nutrients team."
        path={blogPageHref(page)}
      />
      <DeferredBlogList posts={posts} page={page} pageCount={pageCount} />
    </>
  );
}
