import CategoryPage, { type CategoryPageProps } from '@/components/category/CategoryPage';
import { categoryPageProps } from '@/components/category/category-page-props';
import { joinSlug, perRequestCacheControl, withPreview } from '@/lib/page-context';

/**
 * A category page with filters or a sort (/categories/{slug}?flavour=…&sort=…, rewritten here by next.config.ts):
 * rendered per request from the query, so every filtered view is a crawlable page; its canonical is the bare page.
 */
export default CategoryPage;

export const getServerSideProps = withPreview<CategoryPageProps, { slug: string[] }>(async (context, preview) => {
  const { slug: _slug, ...query } = context.query;
  const props = await categoryPageProps(joinSlug(context.params?.slug), { preview, query, searchRequired: false });
  if (!props) return { notFound: true };
  context.res.setHeader('Cache-Control', perRequestCacheControl(preview));
  return { props };
});
