import type { GetStaticPaths } from 'next';
import { Seo } from '@/components/seo';
import AmbassadorProfile from '@/components/blog/AmbassadorProfile';
import styles from '@/components/blog/Blog.module.css';
import { getContent } from '@/lib/content';
import type { AmbassadorDoc } from '@/lib/content/types';
import { withPreviewStatic, type PreviewProp } from '@/lib/page-context';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  ambassador: AmbassadorDoc;
}

/** An ambassador's page (/ambassadors/{name}), where content's ambassador links lead. */
export default function AmbassadorPage({ ambassador, preview }: Props & PreviewProp) {
  return (
    <article className={styles.post}>
      <Seo title={ambassador.name} description={ambassador.bio} path={`/${ambassador.slug}`} image={ambassador.image?.url} imageAlt={ambassador.image?.alt} noindex={preview} />
      <AmbassadorProfile ambassador={ambassador} />
    </article>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps = withPreviewStatic<Props, { slug: string }>(async (context, preview) => {
  const ambassador = await getContent().getAmbassador(`ambassadors/${context.params?.slug ?? ''}`, { preview });
  if (!ambassador) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ambassador }, revalidate: REVALIDATE_SECONDS };
});
