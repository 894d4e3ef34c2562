import type { GetStaticPaths } from 'next';
import CategoryPage, { type CategoryPageProps } from '@/components/category/CategoryPage';
import { categoryPageProps } from '@/components/category/category-page-props';
import { joinSlug, withPreviewStatic } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

/**
 * /categories/{slug}: the bare category page, built by ISR (it keeps serving its last good version when an upstream
 * is down). With a filter or a sort in the query, next.config.ts rewrites the request to pages/category-listing.
 */
export default CategoryPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<CategoryPageProps, { slug: string[] }>(async (context, preview) => {
  const props = await categoryPageProps(joinSlug(context.params?.slug), { preview, searchRequired: true });
  if (!props) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props, revalidate: REVALIDATE_SECONDS };
});
