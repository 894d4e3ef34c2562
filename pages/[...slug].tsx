import type { GetStaticPaths, GetStaticProps } from 'next';
import Head from 'next/head';
import RichContent from '@/components/content/RichContent';
import { getContent } from '@/lib/content';
import type { PageDoc } from '@/lib/content/types';
import { isPreview, joinSlug } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  page: PageDoc;
  preview: boolean;
}

/** Information pages (faqs, shipping, about-us...) at the paths the content gives them. */
export default function InformationPage({ page }: Props) {
  return (
    <article className="prose">
      <Head>
        <title>{`${page.title} | Bulk Nutrients`}</title>
        {page.description && <meta name="description" content={page.description} />}
        {page.slug === 'style-guide' && <meta name="robots" content="noindex" />}
      </Head>
      <h1>{page.title}</h1>
      {page.description && <p className="page-intro">{page.description}</p>}
      <RichContent value={page.body} />
    </article>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string[] }> = async (context) => {
  const preview = isPreview(context);
  const page = await getContent().getPage(joinSlug(context.params?.slug), { preview });
  if (!page) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { page, preview }, revalidate: REVALIDATE_SECONDS };
};
