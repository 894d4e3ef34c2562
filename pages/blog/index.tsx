import BlogIndex, { type BlogIndexProps } from '@/components/blog/BlogIndex';
import { loadBlogPage } from '@/lib/blog-pages';
import { withPreviewStatic } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

export default BlogIndex;

export const getStaticProps = withPreviewStatic<BlogIndexProps>(async (_context, preview) => {
  const result = await loadBlogPage(1, preview);
  if (!result) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...result, page: 1 }, revalidate: REVALIDATE_SECONDS };
});
