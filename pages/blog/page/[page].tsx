import type { GetStaticPaths, GetStaticProps } from 'next';
import BlogIndex, { type BlogIndexProps } from '@/components/blog/BlogIndex';
import { loadBlogPage } from '@/lib/blog-pages';
import { isPreview } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

export default BlogIndex;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<BlogIndexProps, { page: string }> = async (context) => {
  const raw = context.params?.page ?? '';
  if (!/^\d+$/.test(raw)) return { notFound: true };
  const page = Number(raw);
  if (page === 1) return { redirect: { destination: '/blog', permanent: true } };
  const preview = isPreview(context);
  const result = await loadBlogPage(page, preview);
  if (!result) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...result, page, preview }, revalidate: REVALIDATE_SECONDS };
};
