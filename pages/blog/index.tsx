import type { GetStaticProps } from 'next';
import BlogIndex, { type BlogIndexProps } from '@/components/blog/BlogIndex';
import { loadBlogPage } from '@/lib/blog-pages';
import { isPreview } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

export default BlogIndex;

export const getStaticProps: GetStaticProps<BlogIndexProps> = async (context) => {
  const preview = isPreview(context);
  const result = await loadBlogPage(1, preview);
  if (!result) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...result, page: 1, preview }, revalidate: REVALIDATE_SECONDS };
};
