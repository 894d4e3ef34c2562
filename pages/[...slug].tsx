import type { GetStaticPaths } from 'next';
import { JsonLd, Seo } from '@/components/seo';
import { informationPageJsonLd } from '@/components/seo/page-json-ld';
import RichContent from '@/components/content/DeferredRichContent';
import { getCommerce } from '@/lib/commerce';
import { getContent } from '@/lib/content';
import type { PageDoc } from '@/lib/content/types';
import { joinSlug, withPreviewStatic, type PreviewProp } from '@/lib/page-context';
import { isInternalPage, REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  page: PageDoc;
  structuredData: string[];
  /** A page for the team, not for shoppers (lib/site.ts isInternalPage): not indexed. */
  internal: boolean;
}

/** Information pages (faqs, shipping, about-us...) at the paths the content gives them. */
export default function InformationPage({ page, preview, structuredData, internal }: Props & PreviewProp) {
  return (
    <article className="prose">
      <Seo title={page.title} description={page.description} path={`/${page.slug}`} noindex={preview || internal} />
      <JsonLd json={structuredData} />
      <h1>{page.title}</h1>
      {page.description && <p className="page-intro">{page.description}</p>}
      <RichContent value={page.body} />
    </article>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<Props, { slug: string[] }>(async (context, preview) => {
  const slug = joinSlug(context.params?.slug);
  const page = await getContent().getPage(slug, { preview });
  if (!page) {
    // A chosen product suggestion opens /{slug}; a bare product slug moves for good to the product's page.
    if (!slug.includes('/')) {
      const product = await (await getCommerce()).getProductBySlug(slug);
      if (product) return { redirect: { destination: `/products/${product.slug}`, statusCode: 301 }, revalidate: REVALIDATE_SECONDS };
    }
    return { notFound: true, revalidate: REVALIDATE_SECONDS };
  }
  return { props: { page, structuredData: informationPageJsonLd({ body: page.body }), internal: isInternalPage(page.slug) }, revalidate: REVALIDATE_SECONDS };
});
