import type { GetStaticPaths } from 'next';
import BlogIndex, { type BlogIndexProps } from '@/components/blog/BlogIndex';
import { loadBlogPage } from '@/lib/blog-pages';
import { withPreviewStatic } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

export default BlogIndex;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<BlogIndexProps, { page: string }>(async (context, preview) => {
  const raw = context.params?.page ?? '';
  if (!/^\d+$/.test(raw)) return { notFound: true };
  const page = Number(raw);
  if (page === 1) return { redirect: { destination: '/blog', permanent: true } };
  const result = await loadBlogPage(page, preview);
  if (!result) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...result, page }, revalidate: REVALIDATE_SECONDS };
});
